import { screen, within } from '@testing-library/react';
import { HomePage, homeLinks } from '@/components/catalog/HomePage';
import type { ProductListItem } from '@/lib/catalog/catalog.contract';
import type { HomeFeed } from '@/lib/catalog/home.contract';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { fakeApi, renderWithShell } from '@/__tests__/helpers/shell';
import { listItem } from './fixtures';

const text = catalogMessages.pages.home;

/** A card as an anonymous visitor receives it on the home page. */
function product(id: number, overrides: Partial<ProductListItem> = {}): ProductListItem {
  return listItem(id, {
    idBrand: 1,
    idCategory: 131,
    image: `/api/v1/images/generated/p-${id}-0.svg`,
    images: [`/api/v1/images/generated/p-${id}-0.svg`],
    wholesalePrice: null,
    price: null,
    minOrderQty: 6,
    stock: 120,
    salesCount: 40,
    ...overrides,
  });
}

/** Shaped like the seeded catalogue's feed (lib/catalog/server/home.ts). */
const feed: HomeFeed = {
  flashSale: [1, 2, 3, 4, 5, 6].map((id) =>
    product(id, { name: `세일 상품 ${id}`, onFlashSale: true, discountRate: 30, flashSaleEndsAt: '2026-11-27T09:00:00.000Z' }),
  ),
  flashSaleEndsAt: '2026-11-25T09:00:00.000Z',
  newBrands: [
    {
      brand: { id: 7, name: '새봄 공방', description: '', logoUrl: '/brand-logos/7.svg', minimumOrderAmount: 100000, isNew: true, productCount: 12 },
      products: [product(70, { idBrand: 7, name: '새봄 머그' }), product(71, { idBrand: 7, name: '새봄 접시' })],
    },
  ],
  popular: [product(20, { name: '인기 상품 20', salesCount: 900 })],
  newProducts: [product(30, { name: '새 상품 30', isNew: true })],
  now: '2026-11-23T03:00:00.000Z',
};

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

beforeEach(() => fakeApi({}));

describe('HomePage', () => {
  it('shows the three banners: flash sale with its end in Seoul time, the season of the month, the 60-day refund', () => {
    renderWithShell(<HomePage feed={feed} userType={null} />);
    const banners = within(screen.getByRole('list', { name: text.bannersLabel }));
    const sale = banners.getByRole('link', { name: new RegExp(text.flashSaleBanner.title) });
    expect(sale).toHaveAttribute('href', '/flash-sale');
    expect(sale).toHaveTextContent(text.flashSaleBanner.endsAt('11월 25일 18:00'));
    const season = banners.getByRole('link', { name: new RegExp(text.seasonBanner.title('크리스마스')) });
    expect(season).toHaveAttribute('href', '/shop?idCategory=15&page=1&page_type=category');
    expect(banners.getByRole('link', { name: new RegExp(text.refundBanner.title) })).toHaveAttribute('href', '/free-refunds');
  });

  it('in May the season banner features 가정의 달', () => {
    renderWithShell(<HomePage feed={{ ...feed, now: '2026-05-10T03:00:00.000Z' }} userType={null} />);
    expect(screen.getByRole('link', { name: new RegExp(text.seasonBanner.title('가정의 달')) })).toHaveAttribute(
      'href',
      '/shop?idCategory=17&page=1&page_type=category',
    );
  });

  it('has every product section with its products and a 전체보기 link to its full page', () => {
    renderWithShell(<HomePage feed={feed} userType={null} />);
    const cases: [string, string, string][] = [
      [text.flashSaleHeading, homeLinks.flashSale, '세일 상품 1'],
      [text.newBrandsHeading, homeLinks.newBrands, '새봄 머그'],
      [text.popularHeading, homeLinks.popular, '인기 상품 20'],
      [text.newProductsHeading, homeLinks.newProducts, '새 상품 30'],
    ];
    for (const [heading, href, productName] of cases) {
      const part = section(heading);
      expect(part.getByRole('link', { name: text.viewAllOf(heading) })).toHaveAttribute('href', href);
      expect(part.getByRole('link', { name: new RegExp(productName) })).toBeInTheDocument();
    }
    expect(homeLinks).toEqual({
      flashSale: '/flash-sale',
      newBrands: '/new-brand',
      popular: '/page/popular',
      newProducts: '/shop?idCategory=13&page=1&page_type=category',
    });
    expect(section(text.flashSaleHeading).getAllByRole('article')).toHaveLength(6);
  });

  it('shows a new brand with its logo, name, product count and products, linking to its brand page', () => {
    renderWithShell(<HomePage feed={feed} userType={null} />);
    const brands = section(text.newBrandsHeading);
    const brandLink = brands.getByRole('link', { name: /새봄 공방/ });
    expect(brandLink).toHaveAttribute('href', '/brand/7');
    expect(brandLink).toHaveTextContent(catalogMessages.pages.newBrand.productCount(12));
    expect(brands.getByRole('link', { name: '새봄 접시' })).toHaveAttribute('href', '/product-details/71');
  });

  it('shows visitors retail prices only (no wholesale price in the page)', () => {
    renderWithShell(<HomePage feed={feed} userType={null} />);
    expect(section(text.popularHeading).getByRole('link', { name: /인기 상품 20/ })).toHaveTextContent('18,000원');
    expect(screen.getAllByText(catalogMessages.card.membersOnly).length).toBeGreaterThan(0);
  });

  it('says so instead of an empty section, and keeps the category grid (filtered for brand users)', () => {
    renderWithShell(<HomePage feed={{ ...feed, popular: [] }} userType="brand" />);
    expect(section(text.popularHeading).getByText(text.empty)).toBeInTheDocument();
    const categories = section(text.categoriesHeading);
    expect(categories.getByRole('link', { name: '홈인테리어' })).toBeInTheDocument();
    expect(categories.queryByRole('link', { name: '인기상품' })).not.toBeInTheDocument();
  });

  it('has one h1 and loads the first flash-sale pictures at once', () => {
    renderWithShell(<HomePage feed={feed} userType={null} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const strip = section(text.flashSaleHeading);
    const images = strip.getAllByRole('article').map((card) => card.querySelector('img'));
    expect(images.slice(0, 4).every((img) => img?.getAttribute('loading') !== 'lazy')).toBe(true);
    expect(images[5]).toHaveAttribute('loading', 'lazy');
  });
});
