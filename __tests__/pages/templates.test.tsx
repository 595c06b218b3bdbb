import { deliveryMessages } from '@/lib/catalog/delivery.messages';
import { screen, within } from '@testing-library/react';
import { ProductGrid } from '@/components/catalog/ProductGrid';
import { ProductDetailsPage } from '@/components/catalog/ProductDetailsPage';
import { NotFoundPage } from '@/components/content/NotFoundPage';
import NotFoundRoute from '@/pages/404';
import type { ProductDetail } from '@/lib/catalog/catalog.contract';
import { renderPage } from './renderPage';
import { errorPageMessages } from '@/lib/content/errorPages.messages';
import { productMessages } from '@/lib/catalog/product.messages';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', query: {}, pathname: '/' }) }));

const product: ProductDetail = {
  id: 12,
  name: '눈사람 미니 트리 30cm',
  idBrand: 3,
  brandName: '봄날의 서랍',
  idCategory: 15,
  image: '/api/v1/images/generated/p-12-1.svg',
  images: ['/api/v1/images/generated/p-12-1.svg'],
  retailPrice: 30900,
  wholesalePrice: 13700,
  price: 10960,
  onFlashSale: true,
  discountRate: 20,
  flashSaleEndsAt: '2099-01-01T00:00:00.000Z',
  minOrderQty: 3,
  stock: 700,
  soldOut: false,
  colors: ['그레이', '레드'],
  sizes: [],
  isNew: false,
  salesCount: 10,
  createdAt: '2026-11-01T00:00:00.000Z',
  isFavorite: false,
  description: '반짝이는 디테일로 매장 분위기를 바꿔 줍니다.',
  brand: { id: 3, name: '봄날의 서랍', minimumOrderAmount: 50000, logoUrl: '/api/v1/images/generated/b-3.svg', deliveryFee: 3000, freeDeliveryThreshold: 100000, dispatchFrom: '경기도 파주시', dispatchDays: 2 },
  categoryPath: [
    { id: 14, name: '시즌상품', code: 'season', path: '/shop?idCategory=15&page=1&page_type=category' },
    { id: 15, name: '크리스마스', code: 'season-christmas', path: '/shop?idCategory=15&page=1&page_type=category' },
  ],
  priceTiers: [],
  tiersOverTotal: false,
  options: [{ color: null, size: null, stock: 100 }],
  orderStep: 1,
  notice: null,
};

const text = productMessages;

function priceOf(label: string): string | null {
  const term = screen.queryByText(label, { selector: 'dt' });
  return term ? (term.nextElementSibling?.textContent ?? null) : null;
}

const renderedAt = '2098-12-31T22:30:00.000Z';

describe('product page', () => {
  test('a certified retailer sees the retail, wholesale and running flash-sale prices, the margin and the countdown', () => {
    renderPage(<ProductDetailsPage product={product} buyer="certified" moreFromBrand={null} renderedAt={renderedAt} />);
    expect(screen.getByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(priceOf(text.retailPrice)).toBe('30,900원');
    expect(priceOf(text.wholesalePrice)).toBe('13,700원');
    expect(priceOf(text.flashSalePrice)).toBe(`${text.discount(20)} 10,960원`);
    // (30,900 - 10,960) / 30,900 = 64.5 %, rounded.
    expect(priceOf(text.marginLabel)).toBe(text.margin(65));
    expect(priceOf(text.minOrderQty)).toBe(text.minOrderQtyValue(3));
    expect(priceOf(deliveryMessages.minimumOrderAmount)).toBe('50,000원');
    expect(priceOf(deliveryMessages.dispatchFrom)).toBe('경기도 파주시');
    expect(screen.queryByText(text.membersOnly)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: product.brand.name })).toHaveAttribute('href', '/brand/3');
    expect(screen.getByTestId('flash-sale-countdown')).toHaveTextContent(/남음$/);
    expect(screen.getByRole('link', { name: new RegExp(text.freeRefund) })).toHaveAttribute('href', '/free-refunds');
    expect(screen.getByRole('button', { name: text.addToCart })).toBeEnabled();
  });

  test('an anonymous visitor sees the retail price only and a login link back to the product', () => {
    renderPage(
      <ProductDetailsPage
        product={{ ...product, wholesalePrice: null, price: null }}
        buyer="anonymous"
        moreFromBrand={null}
        renderedAt={renderedAt}
      />,
    );
    expect(priceOf(text.retailPrice)).toBe('30,900원');
    expect(priceOf(text.wholesalePrice)).toBeNull();
    expect(priceOf(text.flashSalePrice)).toBeNull();
    expect(priceOf(text.marginLabel)).toBeNull();
    expect(screen.getByText(text.membersOnly)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.loginForPrice })).toHaveAttribute(
      'href',
      // next/link drops the trailing slash of loginHref's '/register/login/'.
      `/register/login?returnUrl=${encodeURIComponent('/product-details/12')}`,
    );
    expect(screen.getByText(text.loginToBuy)).toBeInTheDocument();
  });

  test('an uncertified retailer is told why, with the way to certify instead of a login link', () => {
    renderPage(
      <ProductDetailsPage
        product={{ ...product, wholesalePrice: null, price: null }}
        buyer="uncertified"
        moreFromBrand={null}
        renderedAt={renderedAt}
      />,
    );
    expect(screen.getByText(text.membersOnly)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: text.loginForPrice })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.certifyForPrice })).toHaveAttribute('href', '/page/certification');
  });

  test('sold out replaces the stock count and the buttons cannot be used', () => {
    renderPage(
      <ProductDetailsPage
        product={{ ...product, stock: 0, soldOut: true, options: [{ color: null, size: null, stock: 0 }] }}
        buyer="certified"
        moreFromBrand={null}
        renderedAt={renderedAt}
      />,
    );
    expect(priceOf(text.stock)).toBe(text.soldOut);
    expect(screen.getByText(text.soldOutNotice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.addToCart })).toBeDisabled();
    expect(screen.getByRole('button', { name: text.buyNow })).toBeDisabled();
  });

  test("the brand's other products are listed with a link to the brand", () => {
    const other = { ...product, id: 13, name: '반짝이 오너먼트 세트' };
    renderPage(<ProductDetailsPage product={product} buyer="certified" moreFromBrand={<ProductGrid products={[other]} />} renderedAt={renderedAt} />);
    const section = screen.getByRole('region', { name: text.moreFromBrand });
    expect(within(section).getByRole('link', { name: /반짝이 오너먼트 세트/ })).toHaveAttribute('href', '/product-details/13');
    expect(within(section).getByRole('link', { name: text.moreFromBrandLink(product.brand.name) })).toHaveAttribute(
      'href',
      '/brand/3',
    );
  });
});

test('the 404 page says so in Korean and links home and to the catalogue', () => {
  expect(NotFoundRoute).toBe(NotFoundPage);
  renderPage(<NotFoundRoute />);
  expect(screen.getByRole('heading', { level: 1, name: errorPageMessages.notFound.title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: errorPageMessages.notFound.home })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: errorPageMessages.notFound.shop })).toHaveAttribute(
    'href',
    '/shop?idCategory=152&page=1&page_type=category',
  );
});
