import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionProvider } from '@/lib/client/session';
import { CollectionPage, minutesLeft } from '@/components/catalog/CollectionPage';
import { FavoritePage, favoriteHref } from '@/components/catalog/FavoritePage';
import { SearchPage } from '@/components/catalog/SearchPage';
import { ShopPage } from '@/components/catalog/ShopPage';
import { findCategory } from '@/lib/catalog/categories';
import { DEFAULT_FILTERS, type ListFacets } from '@/lib/catalog/shopFilters';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { commonMessages } from '@/lib/messages/common';
import { createMockRouter, fakeApi, renderWithShell, retailer, setLoggedIn } from '@/__tests__/helpers/shell';
import { listItem, listOf } from './fixtures';

afterEach(() => setLoggedIn(null));

const noFacets: ListFacets = { brands: [], colors: [], sizes: [] };

beforeEach(() => fakeApi({}));

describe('ShopPage', () => {
  it('heads the list with the category name and the count of results, and lists the cards', () => {
    const name = findCategory(101)!.name;
    renderWithShell(
      <ShopPage
        query={{ idCategory: 101, page: 1, order: null }}
        filters={DEFAULT_FILTERS}
        defaultOrder="recommended"
        list={listOf([listItem(1), listItem(2)], 40)}
        facets={noFacets}
      />,
      { router: createMockRouter('/shop?idCategory=101&page=1&page_type=category') },
    );
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(catalogMessages.listing.count(40));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: commonMessages.pagination.page(2) })).toHaveAttribute(
      'href',
      '/shop?idCategory=101&page_type=category&page=2',
    );
  });
});

describe('SearchPage', () => {
  it('without a keyword: a GET form named keyword, tips and categories, no list', () => {
    renderWithShell(<SearchPage keyword="" results={null} />, { router: createMockRouter('/search') });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox')).toHaveAttribute('name', 'keyword');
    expect(screen.getByText(catalogMessages.pages.search.noKeyword)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: catalogMessages.pages.search.popularHeading })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: catalogMessages.listing.filters })).not.toBeInTheDocument();
  });

  it('no results: says so with the keyword, with tips and categories to browse', () => {
    const results = { filters: DEFAULT_FILTERS, list: listOf([]), facets: noFacets, suggestion: null };
    renderWithShell(<SearchPage keyword="캔들" results={results} />, { router: createMockRouter('/search?keyword=캔들') });
    expect(screen.getByText(catalogMessages.pages.search.emptyTitle('캔들'))).toBeInTheDocument();
    for (const tip of catalogMessages.pages.search.tips) expect(screen.getByText(tip)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈인테리어' })).toHaveAttribute('href', expect.stringContaining('idCategory=100'));
  });

  it('a typo: offers the close term as a link to its search, with the right particle', () => {
    const results = { filters: DEFAULT_FILTERS, list: listOf([]), facets: noFacets, suggestion: '키링' };
    renderWithShell(<SearchPage keyword="키랑" results={results} />, { router: createMockRouter('/search?keyword=키랑') });
    const link = screen.getByRole('link', { name: '키링으로 검색할까요?' });
    expect(link).toHaveAttribute('href', `/search?keyword=${encodeURIComponent('키링')}`);
    expect(screen.getByText(catalogMessages.pages.search.emptyTitle('키랑'))).toBeInTheDocument();
  });

  it('no suggestion, no offer', () => {
    const results = { filters: DEFAULT_FILTERS, list: listOf([listItem(1)], 1), facets: noFacets, suggestion: null };
    renderWithShell(<SearchPage keyword="캔들" results={results} />, { router: createMockRouter('/search?keyword=캔들') });
    expect(screen.queryByRole('link', { name: /검색할까요/ })).not.toBeInTheDocument();
  });

  it('results keep the keyword in the sort and page links', () => {
    const results = { filters: DEFAULT_FILTERS, list: listOf([listItem(1)], 50), facets: noFacets, suggestion: null };
    renderWithShell(<SearchPage keyword="캔들" results={results} />, { router: createMockRouter('/search?keyword=캔들') });
    expect(screen.getByRole('link', { name: catalogMessages.listing.orders.latest })).toHaveAttribute(
      'href',
      `/search?keyword=${encodeURIComponent('캔들')}&order=latest`,
    );
    expect(screen.getByRole('link', { name: commonMessages.pagination.page(2) })).toHaveAttribute(
      'href',
      `/search?keyword=${encodeURIComponent('캔들')}&page=2`,
    );
  });
});

describe('CollectionPage (flash sale)', () => {
  it('shows each sale`s time left from the server`s clock', () => {
    const now = '2026-11-23T10:00:00.000Z';
    const list = listOf([
      listItem(1, { onFlashSale: true, flashSaleEndsAt: '2026-11-23T15:30:00.000Z' }),
      listItem(2, { onFlashSale: true, flashSaleEndsAt: '2026-11-23T10:20:00.000Z' }),
      listItem(3, { onFlashSale: true, flashSaleEndsAt: '2026-11-25T13:00:00.000Z' }),
    ]);
    renderWithShell(
      <CollectionPage path="/flash-sale" title="플래시 세일" description="d" filters={DEFAULT_FILTERS} defaultOrder="recommended" list={list} facets={noFacets} now={now} />,
      { router: createMockRouter('/flash-sale') },
    );
    expect(screen.getByText('종료까지 5시간')).toBeInTheDocument();
    expect(screen.getByText('종료까지 20분')).toBeInTheDocument();
    expect(screen.getByText('종료까지 2일 3시간')).toBeInTheDocument();
    expect(minutesLeft('2026-11-23T09:00:00.000Z', now)).toBe(0);
  });

  it('no running sale: says so', () => {
    const text = catalogMessages.pages.flashSale;
    renderWithShell(
      <CollectionPage path="/flash-sale" title={text.title} description={text.description} filters={DEFAULT_FILTERS} defaultOrder="recommended" list={listOf([])} facets={noFacets} now="2026-11-23T10:00:00.000Z" empty={text.empty} />,
      { router: createMockRouter('/flash-sale') },
    );
    expect(screen.getByText(text.empty)).toBeInTheDocument();
  });
});

describe('FavoritePage', () => {
  it('lists the wishlist with the heart on and a way to each product to order it', () => {
    const text = catalogMessages.pages.favorite;
    renderWithShell(<FavoritePage list={listOf([listItem(7, { isFavorite: true })], 30)} />, {
      router: createMockRouter('/page/account/favorite'),
    });
    expect(screen.getByText(text.count(30))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: catalogMessages.card.addFavorite('상품 7') })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: text.toProductLabel('상품 7') })).toHaveAttribute('href', '/product-details/7');
    expect(screen.getByRole('link', { name: commonMessages.pagination.page(2) })).toHaveAttribute('href', favoriteHref(2));
    expect(favoriteHref(1)).toBe('/page/account/favorite');
  });

  it('a card taken off the wishlist leaves the page once saved, the count follows and the change is announced', async () => {
    const text = catalogMessages.pages.favorite;
    setLoggedIn('tok');
    fakeApi({ 'POST /products/favorite': { status: 200, data: { idProduct: 7, isFavorite: false } } });
    renderWithShell(
      <SessionProvider loggedIn user={retailer}>
        <FavoritePage list={listOf([listItem(7, { isFavorite: true }), listItem(8, { isFavorite: true })], 2)} />
      </SessionProvider>,
      { router: createMockRouter('/page/account/favorite') },
    );
    await userEvent.click(screen.getByRole('button', { name: catalogMessages.card.addFavorite('상품 7') }));
    await waitFor(() => expect(screen.queryByRole('link', { name: text.toProductLabel('상품 7') })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: text.toProductLabel('상품 8') })).toBeInTheDocument();
    expect(screen.getByText(text.count(1))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text.removed('상품 7'));
  });

  it("when the page's last card goes and more are on other pages, the page is loaded again", async () => {
    const router = createMockRouter('/page/account/favorite?page=2');
    setLoggedIn('tok');
    fakeApi({ 'POST /products/favorite': { status: 200, data: { idProduct: 9, isFavorite: false } } });
    renderWithShell(
      <SessionProvider loggedIn user={retailer}>
        <FavoritePage list={listOf([listItem(9, { isFavorite: true })], 25, 2)} />
      </SessionProvider>,
      { router },
    );
    await userEvent.click(screen.getByRole('button', { name: catalogMessages.card.addFavorite('상품 9') }));
    // 24 left: they all fit on page 1.
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(favoriteHref(1)));
  });

  it('an empty wishlist says how to fill it and links to the products', () => {
    const text = catalogMessages.pages.favorite;
    renderWithShell(<FavoritePage list={listOf([])} />, { router: createMockRouter('/page/account/favorite') });
    expect(screen.getByText(text.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.browse })).toHaveAttribute('href', expect.stringContaining('/shop?idCategory=152'));
  });
});
