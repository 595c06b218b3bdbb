import { screen, within } from '@testing-library/react';
import { BrandPage } from '@/components/catalog/BrandPage';
import type { BrandDetail } from '@/lib/catalog/catalog.contract';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { createMockRouter, renderWithShell } from '@/__tests__/helpers/shell';

const text = catalogMessages.pages.brand;

const brand: BrandDetail = {
  id: 3,
  name: '소소한 하루',
  description: '문구와 리빙 소품을 만드는 브랜드입니다.',
  logoUrl: '/api/v1/images/generated/b-3.svg',
  minimumOrderAmount: 30000,
  isNew: false,
  productCount: 43,
  createdAt: '2026-01-01T00:00:00.000Z',
};

it("a retailer's earlier purchases each offer a reorder with the last option and units chosen", () => {
  renderWithShell(
    <BrandPage
      brand={brand}
      purchaseHistory={{
        items: [
          { idProduct: 7, name: '린넨 에코백', image: null, quantity: 12, lastOrderedAt: '2026-11-20T01:00:00.000Z', last: { color: '블랙', size: 'M', count: 5 } },
          { idProduct: 8, name: '머그컵', image: null, quantity: 3, lastOrderedAt: '2026-11-01T01:00:00.000Z', last: { color: '', size: '', count: 3 } },
        ],
      }}
    >
      <p>상품 목록</p>
    </BrandPage>,
    { router: createMockRouter('/brand/3') },
  );
  const purchases = screen.getByRole('region', { name: text.purchaseHistory });
  expect(within(purchases).getByRole('link', { name: text.reorderLabel('린넨 에코백') })).toHaveAttribute(
    'href',
    `/product-details/7?${new URLSearchParams({ qty: '5', color: '블랙', size: 'M' }).toString()}`,
  );
  expect(within(purchases).getByRole('link', { name: text.reorderLabel('머그컵') })).toHaveAttribute('href', '/product-details/8?qty=3');
});

it('shows no purchases section without any', () => {
  renderWithShell(
    <BrandPage brand={brand} purchaseHistory={{ items: [] }}>
      <p>상품 목록</p>
    </BrandPage>,
    { router: createMockRouter('/brand/3') },
  );
  expect(screen.queryByRole('region', { name: text.purchaseHistory })).not.toBeInTheDocument();
});

it('says the brand`s minimum order, and nothing of one when it has none (never 0원)', () => {
  const { unmount } = renderWithShell(
    <BrandPage brand={brand} purchaseHistory={null}>
      <p>상품 목록</p>
    </BrandPage>,
    { router: createMockRouter('/brand/3') },
  );
  expect(screen.getByText(text.minimumOrderAmount).nextElementSibling).toHaveTextContent('30,000원');
  unmount();
  renderWithShell(
    <BrandPage brand={{ ...brand, minimumOrderAmount: 0 }} purchaseHistory={null}>
      <p>상품 목록</p>
    </BrandPage>,
    { router: createMockRouter('/brand/3') },
  );
  expect(screen.queryByText(text.minimumOrderAmount)).toBeNull();
  expect(screen.queryByText('0원')).toBeNull();
});
