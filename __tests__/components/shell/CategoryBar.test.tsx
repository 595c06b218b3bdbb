import { act, screen, waitFor, within } from '@testing-library/react';
import { CATEGORIES } from '@/lib/catalog/categories';
import { breakpoints, colors, media } from '@/styles/theme';
import { brandUser, endShellTest, retailer } from '@/__tests__/helpers/shell';
import { renderLayout } from '@/__tests__/helpers/layout';

jest.mock('@channel.io/channel-web-sdk-loader', () => jest.requireActual('@/__tests__/helpers/channelSdk'));

afterEach(endShellTest);

const ALL_NAMES = CATEGORIES.map((c) => c.name);
const NOT_FOR_BRANDS = ['전체', '플래시 세일 반값할인', '인기상품', '신상품'];

/** Waits until the shell's calls answered. */
async function settle(api: { requests: () => string[] }) {
  await waitFor(() =>
    expect(api.requests()).toEqual(expect.arrayContaining(['GET /users', 'GET /carts/cartcount'])),
  );
  await act(async () => undefined);
}

function categoryLinks() {
  const nav = screen.getByRole('navigation', { name: '카테고리' });
  return within(nav).getAllByRole('link');
}

describe('category bar', () => {
  it('anonymous visitors see the whole fixed list, in order', () => {
    renderLayout();
    expect(categoryLinks().map((a) => a.textContent)).toEqual(ALL_NAMES);
    expect(ALL_NAMES).toHaveLength(15);
  });

  it('retailers see the whole list', async () => {
    const { api } = renderLayout({ user: retailer });
    await settle(api);
    expect(categoryLinks().map((a) => a.textContent)).toEqual(ALL_NAMES);
  });

  it('brand users see only the isBrandAccess entries', async () => {
    const { api } = renderLayout({ user: brandUser });
    await waitFor(() => expect(categoryLinks()).toHaveLength(11));
    await settle(api);
    const names = categoryLinks().map((a) => a.textContent);
    expect(names).toEqual(ALL_NAMES.filter((name) => !NOT_FOR_BRANDS.includes(name)));
    expect(names[0]).toBe('시즌상품');
  });

  it('brand users get the brand menu on the first render when the server passed the user', async () => {
    const { api } = renderLayout({ user: brandUser, fromServer: true });
    expect(categoryLinks()).toHaveLength(11);
    await waitFor(() => expect(api.requests()).toContain('GET /carts/cartcount'));
    await act(async () => undefined);
    // The server's user stands: no GET /users on page load.
    expect(api.requests()).not.toContain('GET /users');
    expect(categoryLinks()).toHaveLength(11);
  });

  it('category 14 (시즌상품) links to its first child, and entries link to their paths', () => {
    renderLayout();
    const nav = within(screen.getByRole('navigation', { name: '카테고리' }));
    expect(nav.getByRole('link', { name: '시즌상품' })).toHaveAttribute(
      'href',
      '/shop?idCategory=15&page=1&page_type=category',
    );
    expect(nav.getByRole('link', { name: '플래시 세일 반값할인' })).toHaveAttribute('href', '/flash-sale');
    expect(nav.getByRole('link', { name: '인기상품' })).toHaveAttribute('href', '/page/popular');
    expect(nav.getByRole('link', { name: '홈인테리어' })).toHaveAttribute(
      'href',
      '/shop?idCategory=100&page=1&page_type=category',
    );
  });

  it('discount and season entries are drawn highlighted, the others not', () => {
    renderLayout();
    const nav = within(screen.getByRole('navigation', { name: '카테고리' }));
    const accent = colors.accent;
    expect(nav.getByRole('link', { name: '플래시 세일 반값할인' })).toHaveStyle({ color: accent });
    expect(nav.getByRole('link', { name: '시즌상품' })).toHaveStyle({ color: accent });
    expect(nav.getByRole('link', { name: '주방' })).not.toHaveStyle({ color: accent });
  });

  it('marks the main entry of the current page', () => {
    renderLayout({ path: '/shop?idCategory=103&page=1&page_type=category' });
    const nav = within(screen.getByRole('navigation', { name: '카테고리' }));
    expect(nav.getByRole('link', { name: '홈인테리어' })).toHaveAttribute('aria-current', 'true');
    expect(nav.getByRole('link', { name: '주방' })).not.toHaveAttribute('aria-current');
  });

  it('is hidden below 750 px: the rule is max-width 749px, so 750 px shows it', () => {
    expect(breakpoints.mobile).toBe(750);
    expect(media.belowMobile).toBe('@media (max-width: 749px)');
    expect(media.desktop).toBe('@media (min-width: 750px)');
    renderLayout();
    const nav = screen.getByRole('navigation', { name: '카테고리' });
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n');
    const navClass = Array.from(nav.classList).find((name) => css.includes(`.${name}{`));
    expect(navClass).toBeDefined();
    expect(css).toMatch(new RegExp(`@media \\(max-width: ?749px\\)\\{\\.${navClass}\\{display:none;\\}`));
  });
});
