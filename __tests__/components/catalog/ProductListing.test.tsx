import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductListing } from '@/components/catalog/ProductListing';
import { DEFAULT_FILTERS, type ListFacets, type ListLocation, type ShopFilters } from '@/lib/catalog/shopFilters';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { commonMessages } from '@/lib/messages/common';
import { createMockRouter, fakeApi, renderWithShell } from '@/__tests__/helpers/shell';
import { listItem, listOf } from './fixtures';

const text = catalogMessages.listing;

const item = (id: number) => listItem(id, { wholesalePrice: null, price: null, sizes: ['S', 'M'] });

const list = (total: number, page = 1) => listOf(total > 0 ? [item(1), item(2)] : [], total, page);

const facets: ListFacets = {
  brands: [
    { value: 3, label: '봄날의 서랍', count: 12 },
    { value: 5, label: '모노 하우스', count: 7 },
  ],
  colors: [{ value: '블랙', label: '블랙', count: 4 }],
  sizes: [
    { value: 'S', label: 'S', count: 9 },
    { value: 'M', label: 'M', count: 8 },
  ],
};

const location: ListLocation = { path: '/shop', base: { idCategory: '201', page_type: 'category' }, alwaysPage: true };
const base = '/shop?idCategory=201&page_type=category';

function renderListing(filters: ShopFilters = DEFAULT_FILTERS, options: { total?: number; page?: number; hideBrand?: boolean } = {}) {
  fakeApi({});
  const router = createMockRouter(`${base}&page=${options.page ?? 1}`);
  return renderWithShell(
    <ProductListing list={list(options.total ?? 60, options.page)} filters={filters} facets={facets} location={location} hideBrand={options.hideBrand} />,
    { router },
  );
}

/** The desktop column's panel (the phone sheet is closed). */
const panel = () => screen.getByRole('form', { name: text.filters });

describe('ProductListing: filters, sort and pages in the URL', () => {
  it('starts from the defaults: nothing chosen, 0..500, 추천순, the count', () => {
    renderListing();
    expect(screen.getByText(text.count(60))).toBeInTheDocument();
    const form = panel();
    for (const box of within(form).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(within(form).getByLabelText(text.minPrice)).toHaveValue(0);
    expect(within(form).getByLabelText(text.maxPrice)).toHaveValue(500);
    expect(screen.getByRole('link', { name: text.orders.recommended })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('list', { name: text.selected })).not.toBeInTheDocument();
    // Without JavaScript the form sends the list's own values along.
    expect(form).toHaveAttribute('action', '/shop');
    expect(form).toHaveAttribute('method', 'get');
    expect(form.querySelector('input[type=hidden][name=idCategory]')).toHaveValue('201');
  });

  it('ticking a brand navigates to the URL with it, at page 1, keeping the category and the scroll', async () => {
    const { router } = renderListing(DEFAULT_FILTERS, { page: 3 });
    await userEvent.click(within(panel()).getByRole('checkbox', { name: text.optionCount('모노 하우스', 7) }));
    expect(router.push).toHaveBeenCalledWith(`${base}&page=1&brand=5`, undefined, { scroll: false });
    expect(within(panel()).getByRole('checkbox', { name: text.optionCount('모노 하우스', 7) })).toBeChecked();
  });

  it('ticking a chosen brand or size removes it; another size is added to the selection', async () => {
    const { router } = renderListing({ ...DEFAULT_FILTERS, brands: [3, 5], sizes: ['S'] });
    await userEvent.click(within(panel()).getByRole('checkbox', { name: text.optionCount('봄날의 서랍', 12) }));
    expect(router.push).toHaveBeenLastCalledWith(`${base}&page=1&brand=5&size=S`, undefined, { scroll: false });
    await userEvent.click(within(panel()).getByRole('checkbox', { name: text.optionCount('M', 8) }));
    expect(router.push).toHaveBeenLastCalledWith(`${base}&page=1&brand=5&size=S,M`, undefined, { scroll: false });
  });

  it('the price inputs apply on submit, in thousand won', async () => {
    const { router } = renderListing({ ...DEFAULT_FILTERS, order: 'latest' });
    const form = panel();
    await userEvent.clear(within(form).getByLabelText(text.minPrice));
    await userEvent.type(within(form).getByLabelText(text.minPrice), '10');
    await userEvent.clear(within(form).getByLabelText(text.maxPrice));
    await userEvent.type(within(form).getByLabelText(text.maxPrice), '30');
    await userEvent.click(within(form).getByRole('button', { name: text.apply }));
    expect(router.push).toHaveBeenLastCalledWith(`${base}&page=1&minPrice=10&maxPrice=30&order=latest`, undefined, { scroll: false });
  });

  it('a price preset is a link to its range (works without JavaScript) and navigates', async () => {
    const { router } = renderListing();
    const preset = within(panel()).getByRole('link', { name: text.pricePreset(10, 30, 500) });
    expect(preset).toHaveAttribute('href', `${base}&page=1&minPrice=10&maxPrice=30`);
    await userEvent.click(preset);
    expect(router.push).toHaveBeenLastCalledWith(`${base}&page=1&minPrice=10&maxPrice=30`, undefined, { scroll: false });
  });

  it('the sort keeps the filters and goes back to page 1', async () => {
    const { router } = renderListing({ ...DEFAULT_FILTERS, brands: [3] }, { page: 2 });
    const latest = screen.getByRole('link', { name: text.orders.latest });
    expect(latest).toHaveAttribute('href', `${base}&page=1&brand=3&order=latest`);
    await userEvent.click(screen.getByRole('link', { name: text.orders.price_asc }));
    expect(router.push).toHaveBeenLastCalledWith(`${base}&page=1&brand=3&order=price_asc`, undefined, { scroll: false });
  });

  it('pages keep every filter', () => {
    renderListing({ ...DEFAULT_FILTERS, brands: [3], sizes: ['S'] }, { total: 60 });
    const pages = screen.getByRole('navigation', { name: commonMessages.pagination.label });
    expect(within(pages).getByRole('link', { name: commonMessages.pagination.page(2) })).toHaveAttribute(
      'href',
      `${base}&page=2&brand=3&size=S`,
    );
  });

  it('shows the chosen filters as chips that remove them, and a way to clear them all', () => {
    renderListing({ ...DEFAULT_FILTERS, brands: [5], sizes: ['S'], maxPrice: 30, order: 'popular' });
    const chips = screen.getByRole('list', { name: text.selected });
    expect(within(chips).getByRole('link', { name: text.removeFilter('모노 하우스') })).toHaveAttribute(
      'href',
      `${base}&page=1&size=S&maxPrice=30&order=popular`,
    );
    expect(within(chips).getByRole('link', { name: text.clear })).toHaveAttribute('href', `${base}&page=1&order=popular`);
  });

  it('an empty filtered list offers to clear the filters', () => {
    renderListing({ ...DEFAULT_FILTERS, color: '블랙' }, { total: 0 });
    expect(screen.getByText(text.emptyTitle)).toBeInTheDocument();
    const clear = screen.getAllByRole('link', { name: text.clear });
    expect(clear.at(-1)).toHaveAttribute('href', `${base}&page=1`);
  });

  it('a brand page has no brand filter', () => {
    renderListing(DEFAULT_FILTERS, { hideBrand: true });
    expect(within(panel()).queryByRole('group', { name: text.brand })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('group', { name: text.size })).toBeInTheDocument();
  });

  it('on a phone the filters open in a dialog whose button shows the count and closes it', async () => {
    const { router } = renderListing();
    await userEvent.click(screen.getByRole('button', { name: text.filters }));
    // The sheet's code loads on first use.
    const dialog = await screen.findByRole('dialog', { name: text.filters });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: text.optionCount('S', 9) }));
    expect(router.push).toHaveBeenLastCalledWith(`${base}&page=1&size=S`, undefined, { scroll: false });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: text.showResults(60) }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
