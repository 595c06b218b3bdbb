import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductForm } from '@/components/brandCenter/ProductForm';
import { BRAND_CATEGORY_OPTIONS, type BrandProductDetail } from '@/lib/brandCenter/brandProducts.contract';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { findCategoryByCode } from '@/lib/catalog/categories';
import { productNoticeMessages } from '@/lib/catalog/productNotice.messages';
import { alertTitle, confirmAlert, fakeApi, renderWithShell, setLoggedIn, type FakeRoute } from '@/__tests__/helpers/shell';

const text = brandProductsMessages;
const t = text.form;

/** A full 기타 재화 notice (the first brand category is 시즌상품 > 크리스마스). */
const NOTICE_VALUES = {
  itemName: '울 장갑',
  certification: '해당 없음',
  origin: '대한민국',
  maker: '장갑 공방 / 경기도 파주시',
  material: '울 100%',
  bulk: 'FREE',
  warranty: '소비자분쟁해결기준(공정거래위원회 고시)에 따름',
  afterService: '장갑 공방 070-1234-5678',
};

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
  notice: { group: 'other', values: NOTICE_VALUES },
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
    notice: { group: 'other', values: NOTICE_VALUES },
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

describe('상품정보제공고시', () => {
  const notice = productNoticeMessages;
  const category = (code: string) => String(findCategoryByCode(code)!.id);

  test("shows the items of the category's group, and the items change with the category (what both ask is kept)", async () => {
    setLoggedIn('tok');
    renderWithShell(<ProductForm product={null} />);
    const part = screen.getByRole('region', { name: t.notice });
    expect(await within(part).findByText(notice.form.chooseCategory)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(t.category), category('kitchen-mug'));
    const kitchen = within(part).getByRole('group', { name: `${notice.form.group}: ${notice.groups.kitchen}` });
    expect(within(kitchen).getByLabelText(notice.items.kitchenMaterial.label)).toBeInTheDocument();
    expect(within(kitchen).queryByLabelText(notice.items.washCare.label)).not.toBeInTheDocument();
    await userEvent.type(within(kitchen).getByLabelText(notice.items.maker.label), '오늘의 온도');

    await userEvent.selectOptions(screen.getByLabelText(t.category), category('fashion-tshirt'));
    // 패션 may also be 패션잡화: the brand may pick the group, the usual one (의류) first.
    expect(within(part).getByLabelText(notice.form.group)).toHaveValue('clothing');
    const clothing = within(part).getByRole('group', { name: `${notice.form.group}: ${notice.groups.clothing}` });
    expect(within(clothing).getByLabelText(notice.items.washCare.label)).toBeInTheDocument();
    expect(within(clothing).queryByLabelText(notice.items.kitchenMaterial.label)).not.toBeInTheDocument();
    expect(within(clothing).getByLabelText(notice.items.maker.label)).toHaveValue('오늘의 온도');

    await userEvent.selectOptions(within(part).getByLabelText(notice.form.group), 'fashionGoods');
    const goods = within(part).getByRole('group', { name: `${notice.form.group}: ${notice.groups.fashionGoods}` });
    expect(within(goods).getByLabelText(notice.items.kind.label)).toBeInTheDocument();
  });

  test("a product listed before the notice existed starts from its category's usual group, empty, and cannot be saved so", async () => {
    setLoggedIn('tok');
    const api = fakeApi({ 'PUT /brands/products/7': { status: 200, data: product } });
    renderWithShell(<ProductForm product={{ ...product, notice: null }} />);
    const part = screen.getByRole('region', { name: t.notice });
    const group = await within(part).findByRole('group', { name: `${notice.form.group}: ${notice.groups.other}` });
    expect(within(group).getByLabelText(notice.items.maker.label)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(alertTitle()).toBe(t.fixErrors));
    expect(api.calls).toHaveLength(0);
  });

  test('a required item left empty is named beside it and nothing is sent; filled in, the notice is sent with the product', async () => {
    const api = renderForm({ status: 200, data: product });
    const maker = await screen.findByLabelText(notice.items.maker.label);
    await userEvent.clear(maker);
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(maker).toHaveAccessibleDescription(expect.stringContaining(notice.errors.required(notice.items.maker.label)));
    expect(api.calls).toHaveLength(0);
    await waitFor(() => expect(alertTitle()).toBe(t.fixErrors));
    confirmAlert();
    await waitFor(() => expect(alertTitle()).toBeNull());
    await userEvent.type(maker, '장갑 공방');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(JSON.parse(String(api.calls[0].data)).notice).toEqual({ group: 'other', values: { ...NOTICE_VALUES, maker: '장갑 공방' } });
  });
});
