import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductStockDialog } from '@/components/brandCenter/ProductStockDialog';
import type { BrandProductListItem } from '@/lib/brandCenter/brandProducts.contract';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { fakeApi, renderWithShell, setLoggedIn } from '@/__tests__/helpers/shell';

const text = brandProductsMessages;

const product: BrandProductListItem = {
  idProduct: 5,
  name: '울 장갑',
  image: null,
  status: 'active',
  wholesalePrice: 10_000,
  retailPrice: 19_000,
  stock: 15,
  salesCount: 3,
  optionCount: 2,
  options: [
    { id: 11, color: '네이비', size: '', stock: 10 },
    { id: 12, color: '아이보리', size: '', stock: 5 },
  ],
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function renderDialog(reply: Parameters<typeof fakeApi>[0][string]) {
  setLoggedIn('tok');
  const api = fakeApi({ 'PATCH /brands/products/5': reply });
  const onSaved = jest.fn();
  const onClose = jest.fn();
  renderWithShell(<ProductStockDialog product={product} onSaved={onSaved} onClose={onClose} />);
  return { api, onSaved, onClose };
}

const box = (label: string) => screen.getByLabelText(text.stockDialog.stockOf(label));

test('sends only the changed option with the stock it showed, and hands back the saved row', async () => {
  const saved = { ...product, stock: 5, options: [{ ...product.options[0], stock: 0 }, product.options[1]] };
  const { api, onSaved, onClose } = renderDialog({ status: 200, data: saved });
  expect(box('네이비')).toHaveValue(10);
  await userEvent.clear(box('네이비'));
  await userEvent.type(box('네이비'), '0');
  expect(screen.getByText(text.stockDialog.total(5))).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: text.stockDialog.save }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
  expect(onClose).toHaveBeenCalled();
  expect(JSON.parse(String(api.calls[0].data))).toEqual({ options: [{ id: 11, stock: 0, previousStock: 10 }] });
});

test('an order placed meanwhile: the Korean 409 shows next to that option and nothing closes', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const message = text.errors.stockChanged('아이보리', 2);
  const { onSaved, onClose } = renderDialog({ status: 409, data: { code: 'STOCK_CHANGED', message, field: 'options.0.stock', stock: 2 } });
  await userEvent.clear(box('아이보리'));
  await userEvent.type(box('아이보리'), '30');
  await userEvent.click(screen.getByRole('button', { name: text.stockDialog.save }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(box('아이보리')).toHaveAttribute('aria-invalid', 'true');
  expect(box('네이비')).not.toHaveAttribute('aria-invalid');
  expect(onSaved).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
});

test('an empty box is refused in Korean before any request', async () => {
  const { api } = renderDialog({ status: 200, data: product });
  await userEvent.clear(box('네이비'));
  await userEvent.click(screen.getByRole('button', { name: text.stockDialog.save }));
  expect(await screen.findByText(text.errors.stockInvalid(1_000_000))).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});
