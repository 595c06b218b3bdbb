import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductList } from '@/components/brandCenter/ProductList';
import type { BrandProductList, BrandProductListItem } from '@/lib/brandCenter/brandProducts.contract';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { alertTitle, confirmAlert, createMockRouter, fakeApi, renderWithShell, setLoggedIn, type FakeRoute } from '@/__tests__/helpers/shell';

const t = brandProductsMessages.list;

const item = (fields: Partial<BrandProductListItem>): BrandProductListItem => ({
  idProduct: 1,
  name: '상품',
  image: null,
  status: 'active',
  wholesalePrice: 10_000,
  retailPrice: 19_000,
  stock: 20,
  salesCount: 4,
  optionCount: 1,
  options: [{ id: 1, color: '', size: '', stock: 20 }],
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...fields,
});

const list: BrandProductList = {
  items: [item({ idProduct: 1, name: '울 장갑' }), item({ idProduct: 2, name: '면 양말', stock: 0, options: [{ id: 2, color: '', size: '', stock: 0 }] })],
  total: 2,
  page: 1,
  limit: 20,
  totalPages: 1,
};

function renderList(routes: Record<string, FakeRoute> = {}) {
  setLoggedIn('tok');
  const api = fakeApi(routes);
  const router = createMockRouter('/brand-center/products');
  renderWithShell(<ProductList list={list} query={{ status: 'all', sort: 'latest', page: 1, limit: 20 }} />, { router });
  return { api, router };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('shows stock, sold out in red words, sales, and the current filter', () => {
  renderList();
  expect(within(rowOf('울 장갑')).getByText(t.stockUnits(20))).toBeInTheDocument();
  expect(within(rowOf('면 양말')).getByText(t.soldOut)).toBeInTheDocument();
  expect(within(rowOf('울 장갑')).getByText(t.salesUnits(4))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: t.filters.all })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: t.filters.out })).toHaveAttribute('href', '/brand-center/products?stock=out');
});

test('hiding a product sends the status and redraws the row from the answer', async () => {
  const { api } = renderList({ 'PATCH /brands/products/1': { status: 200, data: item({ idProduct: 1, name: '울 장갑', status: 'hidden' }) } });
  await userEvent.click(screen.getByRole('button', { name: t.statusToggleOf('울 장갑', t.hide) }));
  await waitFor(() => expect(screen.getByRole('button', { name: t.statusToggleOf('울 장갑', t.show) })).toBeInTheDocument());
  expect(within(rowOf('울 장갑')).getByText(brandProductsMessages.status.hidden)).toBeInTheDocument();
  expect(JSON.parse(String(api.calls[0].data))).toEqual({ status: 'hidden' });
});

test('a failed toggle says why in Korean and leaves the row as it was', async () => {
  renderList({ 'PATCH /brands/products/1': { status: 404, data: { code: 'PRODUCT_NOT_FOUND', message: '상품을 찾을 수 없습니다.' } } });
  await userEvent.click(screen.getByRole('button', { name: t.statusToggleOf('울 장갑', t.hide) }));
  await waitFor(() => expect(alertTitle()).toBe('상품을 찾을 수 없습니다.'));
  confirmAlert();
  await waitFor(() => expect(screen.getByRole('button', { name: t.statusToggleOf('울 장갑', t.hide) })).toBeEnabled());
  expect(within(rowOf('울 장갑')).getByText(brandProductsMessages.status.active)).toBeInTheDocument();
});

test('the search box and the order go to the list URL', async () => {
  const { router } = renderList();
  await userEvent.type(screen.getByRole('searchbox', { name: t.searchLabel }), '장갑');
  await userEvent.click(screen.getByRole('button', { name: t.search }));
  expect(router.push).toHaveBeenCalledWith('/brand-center/products?keyword=%EC%9E%A5%EA%B0%91');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: t.sortLabel }), 'stock');
  expect(router.push).toHaveBeenLastCalledWith('/brand-center/products?sort=stock');
});
