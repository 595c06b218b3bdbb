import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductForm } from '@/components/brandCenter/ProductForm';
import { BRAND_CATEGORY_OPTIONS, type BrandProductDetail } from '@/lib/brandCenter/brandProducts.contract';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { fakeApi, renderWithShell, setLoggedIn, type FakeRoute } from '@/__tests__/helpers/shell';

const text = brandProductsMessages;
const t = text.form;

const product: BrandProductDetail = {
  idProduct: 7,
  name: '울 장갑',
  description: '따뜻한 장갑',
  idCategory: BRAND_CATEGORY_OPTIONS[0].id,
  wholesalePrice: 10_000,
  retailPrice: 20_000,
  minOrderQty: 5,
  orderStep: 5,
  tiers: [{ minQty: 50, price: 9_000 }],
  tiersOverTotal: false,
  colors: ['네이비'],
  sizes: [],
  options: [{ id: 3, color: '네이비', size: '', stock: 8 }],
  images: ['/api/v1/attachments/0123456789abcdef0123456789abcdef'],
  status: 'active',
  stock: 8,
  salesCount: 0,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function renderForm(reply: FakeRoute) {
  setLoggedIn('tok');
  const api = fakeApi({ 'PUT /brands/products/7': reply });
  renderWithShell(<ProductForm product={product} />);
  return api;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('checks as the brand types: the margin follows the prices, and a wholesale price at retail is named at once', async () => {
  const api = renderForm({ status: 200, data: product });
  expect(screen.getByText(t.margin(50))).toBeInTheDocument();
  const wholesale = screen.getByLabelText(t.wholesalePrice);
  await userEvent.clear(wholesale);
  await userEvent.type(wholesale, '20000');
  expect(screen.getByText(t.margin(0))).toBeInTheDocument();
  expect(wholesale).toHaveAccessibleDescription(text.errors.wholesaleNotBelowRetail);
  await userEvent.click(screen.getByRole('button', { name: t.save }));
  expect(api.calls).toHaveLength(0);
});

test('sends the whole product with the stock it showed, and shows the field the server names', async () => {
  const message = text.errors.imageNotOwned;
  const api = renderForm({ status: 400, data: { code: 'VALIDATION', field: 'images', message } });
  const stock = screen.getByLabelText(t.stockOf('네이비'));
  await userEvent.clear(stock);
  await userEvent.type(stock, '20');
  // Off until the brand turns it on: its tiers then count the total over the options.
  const overTotal = screen.getByRole('checkbox', { name: t.tiersOverTotal });
  expect(overTotal).not.toBeChecked();
  expect(overTotal).toHaveAccessibleDescription(t.tiersOverTotalHint);
  await userEvent.click(overTotal);
  await userEvent.click(screen.getByRole('button', { name: t.save }));
  await waitFor(() => expect(api.calls).toHaveLength(1));
  expect(JSON.parse(String(api.calls[0].data))).toEqual({
    name: '울 장갑',
    description: '따뜻한 장갑',
    idCategory: product.idCategory,
    wholesalePrice: 10_000,
    retailPrice: 20_000,
    minOrderQty: 5,
    orderStep: 5,
    tiers: [{ minQty: 50, price: 9_000 }],
    tiersOverTotal: true,
    colors: ['네이비'],
    sizes: [],
    stocks: [{ color: '네이비', size: '', stock: 20, previousStock: 8 }],
    images: product.images,
    status: 'active',
  });
  const images = screen.getByRole('region', { name: t.images });
  expect(await within(images).findByText(message)).toBeInTheDocument();
});

test('unsaved changes make closing the tab ask first; none, no question', async () => {
  renderForm({ status: 200, data: product });
  const untouched = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(untouched);
  expect(untouched.defaultPrevented).toBe(false);
  await userEvent.type(screen.getByLabelText(t.name), ' 세트');
  const edited = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(edited);
  expect(edited.defaultPrevented).toBe(true);
});

test('a refusal naming a stock entry shows beside its stock box until the stock changes; a saved update is the new start', async () => {
  const message = '재고가 바뀌었습니다.';
  const saved = { ...product, name: '울 장갑 세트' };
  const replies = [{ status: 409, data: { code: 'STOCK_CHANGED', field: 'stocks.0', message } }, { status: 200, data: saved }];
  const api = renderForm(() => replies.shift()!);
  await userEvent.type(screen.getByLabelText(t.name), ' 세트');
  await userEvent.click(screen.getByRole('button', { name: t.save }));
  const stock = screen.getByLabelText(t.stockOf('네이비'));
  await waitFor(() => expect(stock).toHaveAccessibleDescription(message));
  await userEvent.type(stock, '0');
  expect(stock).not.toHaveAccessibleDescription(message);
  await userEvent.clear(stock);
  await userEvent.type(stock, '8');
  await userEvent.click(screen.getByRole('button', { name: t.save }));
  await waitFor(() => expect(api.calls).toHaveLength(2));
  await waitFor(() => expect(screen.getByRole('button', { name: t.save })).toBeEnabled());
  expect(screen.getByLabelText(t.name)).toHaveValue('울 장갑 세트');
  const closing = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(closing);
  expect(closing.defaultPrevented).toBe(false);
});
