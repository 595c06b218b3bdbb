import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Layout } from '@/components/shell/Layout';
import { SUGGEST_DEBOUNCE_MS } from '@/components/shell/SearchSuggest';
import { RECENT_SEARCHES_KEY } from '@/lib/catalog/client/recentSearches';
import type { SearchSuggestions } from '@/lib/catalog/catalog.contract';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { fakeApi, renderWithShell } from '@/__tests__/helpers/shell';

/**
 * The header's search field (components/shell/SearchBox.tsx and its panel,
 * components/shell/SearchSuggest.tsx), rendered in the real shell.
 */

jest.mock('@channel.io/channel-web-sdk-loader', () => jest.requireActual('@/__tests__/helpers/channelSdk'));

const text = catalogMessages.searchBox;

const suggestions: SearchSuggestions = {
  keyword: 'ㅋㄷ',
  products: [
    { id: 11, name: '소이 캔들 200g', brandName: '봄날의 서랍', image: '/api/v1/images/generated/p-11-0.svg' },
    { id: 12, name: '캔들 워머', brandName: '오늘의 빛', image: null },
  ],
  brands: [{ id: 3, name: '캔들하우스' }],
  categories: [{ id: 131, name: '캔들', path: '/shop?idCategory=131&page=1&page_type=category' }],
};

function field() {
  return within(screen.getByRole('banner')).getByRole('combobox', { name: '검색' });
}

/** The fake API answering GET /search/suggest; records the keywords asked for. */
function suggestApi(answer: SearchSuggestions = suggestions) {
  const keywords: string[] = [];
  fakeApi({
    'GET /search/suggest': (config) => {
      keywords.push(String(config.params?.keyword));
      return { status: 200, data: { ...answer, keyword: String(config.params?.keyword) } };
    },
  });
  return keywords;
}

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('suggestions while typing', () => {
  it('asks once the typing pauses and shows products, brands and categories as grouped options', async () => {
    const keywords = suggestApi();
    renderWithShell(<Layout>page</Layout>);
    // The clock stands still while typing (a busy machine renders a keystroke slower than the
    // debounce), then moves past the pause.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(field(), 'ㅋㄷ');
      await act(async () => {
        jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
      });
    } finally {
      jest.useRealTimers();
    }

    const listbox = await screen.findByRole('listbox', { name: text.suggestionsLabel });
    // Debounced: the keystrokes in between are not sent.
    expect(keywords).toEqual(['ㅋㄷ']);
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', listbox.id);
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      text.products,
      text.brands,
      text.categories,
    ]);
    expect(within(groups[0]!).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '소이 캔들 200g봄날의 서랍',
      '캔들 워머오늘의 빛',
    ]);
    expect(within(groups[1]!).getByRole('option', { name: '캔들하우스' })).toBeInTheDocument();
    expect(within(groups[2]!).getByRole('option', { name: '캔들' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text.resultsCount(4));
  });

  it('arrow keys move the active option and Enter opens it instead of searching', async () => {
    suggestApi();
    const { router } = renderWithShell(<Layout>page</Layout>);
    await userEvent.type(field(), 'ㅋㄷ');
    await screen.findByRole('listbox');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const brand = screen.getByRole('option', { name: '캔들하우스' });
    expect(brand).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', brand.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /캔들 워머/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first option wraps to the last.
    expect(screen.getByRole('option', { name: '캔들' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Enter}');
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith('/shop?idCategory=131&page=1&page_type=category');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter without an active option searches for the words typed, and Escape closes the list', async () => {
    suggestApi();
    const { router } = renderWithShell(<Layout>page</Layout>);
    await userEvent.type(field(), 'ㅋㄷ');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveValue('ㅋㄷ');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(router.push).toHaveBeenCalledWith(`/search?keyword=${encodeURIComponent('ㅋㄷ')}`);
  });

  it('a click (or tap) on an option opens it', async () => {
    suggestApi();
    const { router } = renderWithShell(<Layout>page</Layout>);
    await userEvent.type(field(), 'ㅋㄷ');
    await userEvent.click(await screen.findByRole('option', { name: /소이 캔들 200g/ }));
    expect(router.push).toHaveBeenCalledWith('/product-details/11');
  });

  it('shows nothing when there is nothing to suggest or the call fails', async () => {
    suggestApi({ keyword: '', products: [], brands: [], categories: [] });
    renderWithShell(<Layout>page</Layout>);
    await userEvent.type(field(), 'zz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('recent searches', () => {
  const stored = () => JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]') as string[];

  it('keeps what was searched, newest first, and shows it when the empty field is focused', async () => {
    suggestApi();
    const { router } = renderWithShell(<Layout>page</Layout>);
    await userEvent.type(field(), '캔들{Enter}');
    await userEvent.clear(field());
    await userEvent.type(field(), ' 머그컵 {Enter}');
    expect(router.push).toHaveBeenLastCalledWith(`/search?keyword=${encodeURIComponent('머그컵')}`);
    expect(stored()).toEqual(['머그컵', '캔들']);

    await userEvent.clear(field());
    const list = await screen.findByRole('list', { name: text.recentHeading });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['머그컵', '캔들']);
    expect(links[1]).toHaveAttribute('href', `/search?keyword=${encodeURIComponent('캔들')}`);

    // Arrow keys go through the recent searches; Escape comes back to the field.
    await userEvent.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('list', { name: text.recentHeading })).not.toBeInTheDocument();
  });

  it('removes one or all of them, from the screen and the device', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['a', 'b', 'c']));
    suggestApi();
    renderWithShell(<Layout>page</Layout>);
    await userEvent.click(field());
    const list = await screen.findByRole('list', { name: text.recentHeading });
    await userEvent.click(within(list).getByRole('button', { name: text.removeRecent('b') }));
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['a', 'c']);
    expect(stored()).toEqual(['a', 'c']);
    expect(field()).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: text.clearRecent }));
    expect(stored()).toEqual([]);
    expect(screen.queryByRole('list', { name: text.recentHeading })).not.toBeInTheDocument();
  });

  it('are hidden once the field has words in it, and when focus leaves the search', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['a']));
    suggestApi({ keyword: '', products: [], brands: [], categories: [] });
    renderWithShell(<Layout>page</Layout>);
    await userEvent.click(field());
    expect(await screen.findByRole('list', { name: text.recentHeading })).toBeInTheDocument();
    await userEvent.type(field(), 'x');
    expect(screen.queryByRole('list', { name: text.recentHeading })).not.toBeInTheDocument();
    await userEvent.clear(field());
    expect(screen.getByRole('list', { name: text.recentHeading })).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole('list', { name: text.recentHeading })).not.toBeInTheDocument();
  });
});

describe('without its panel loaded, it is still the plain search form', () => {
  it('renders the field server-side shaped: a combobox named keyword in a GET form to /search, collapsed', () => {
    suggestApi();
    renderWithShell(<Layout>page</Layout>);
    const form = within(screen.getByRole('banner')).getByRole('search', { name: '검색' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(field()).toHaveAttribute('name', 'keyword');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveAttribute('aria-autocomplete', 'list');
    expect(form).toContainElement(field());
  });
});
