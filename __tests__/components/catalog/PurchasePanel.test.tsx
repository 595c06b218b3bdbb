import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductDetailsPage } from '@/components/catalog/ProductDetailsPage';
import { CART_UPDATED_EVENT } from '@/lib/cart/client/cart';
import type { ProductDetail } from '@/lib/catalog/catalog.contract';
import type { ProductViewer } from '@/lib/catalog/productViewer.contract';
import type { CurrentUser } from '@/lib/contract/users';
import { cartMessages } from '@/lib/cart/cart.messages';
import { brandUser, endShellTest, pendingRetailer, renderInSession, retailer, type FakeApi, type FakeRoute } from '@/__tests__/helpers/shell';
import { optionProduct, publicView } from './fixtures';
import { productMessages } from '@/lib/catalog/product.messages';
import { cartToastMessages } from '@/lib/catalog/cartToast.messages';

const text = productMessages;
const PATH = '/product-details/21';

function renderProduct(
  buyer: ProductViewer,
  { product = optionProduct, user = retailer, routes = {} }: { product?: ProductDetail; user?: CurrentUser; routes?: Record<string, FakeRoute> } = {},
) {
  return renderInSession(
    <ProductDetailsPage product={product} buyer={buyer} moreFromBrand={null} renderedAt="2026-11-23T00:00:00.000Z" />,
    { user: buyer === 'anonymous' ? null : user, path: PATH, routes },
  );
}

const radio = (name: string | RegExp) => screen.getByRole('radio', { name });
const addButton = () => screen.getByRole('button', { name: text.addToCart });
const buyButton = () => screen.getByRole('button', { name: text.buyNow });
const quantity = () => screen.getByRole('spinbutton', { name: text.quantity });
const postedBody = (api: FakeApi) =>
  JSON.parse(api.calls.find((call) => call.method === 'post' && call.url === '/carts')!.data as string);

afterEach(endShellTest);

describe('product page prices', () => {
  it('shows a certified retailer the wholesale price, the margin and the quantity tiers', () => {
    renderProduct('certified');
    expect(screen.getByText(text.margin(50))).toBeInTheDocument();
    const tiers = screen.getByRole('table', { name: `${text.tiersHeading} (부가세 포함)` });
    expect(within(tiers).getByRole('row', { name: `${text.tierMinQty(10)} 9,000원` })).toBeInTheDocument();
    expect(screen.queryByText(text.membersOnly)).not.toBeInTheDocument();
  });

  it('shows an anonymous visitor no wholesale price and a login link back', () => {
    renderProduct('anonymous', { product: publicView });
    expect(screen.queryByText('10,000원')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: new RegExp(text.tiersHeading) })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.loginForPrice })).toHaveAttribute(
      'href',
      `/register/login?returnUrl=${encodeURIComponent(PATH)}`,
    );
  });

  it('shows an uncertified retailer the certification link and why buying is closed', () => {
    renderProduct('uncertified', { product: publicView, user: pendingRetailer });
    expect(screen.queryByText(text.margin(50))).not.toBeInTheDocument();
    expect(screen.getByText(text.notCertifiedToBuy)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.certify })).toHaveAttribute('href', '/page/certification');
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription(`${text.notCertifiedToBuy} ${text.certify}`);
  });

  it('shows a brand user wholesale prices but not the buttons, for another brand and their own', () => {
    const { unmount } = renderProduct('brand', { user: brandUser });
    expect(screen.getByText(text.margin(50))).toBeInTheDocument();
    expect(screen.getByText(text.brandCannotBuy)).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    expect(buyButton()).toBeDisabled();
    unmount();

    renderProduct('ownBrand', { user: brandUser });
    expect(screen.getByText(text.margin(50))).toBeInTheDocument();
    expect(screen.getByText(text.brandOwn)).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
  });
});

describe('choosing options and the quantity', () => {
  it('shows stock per option and disables sold-out ones', async () => {
    renderProduct('certified');
    expect(radio(/블랙/)).toBeEnabled();
    await userEvent.click(radio(/레드/));
    expect(radio(/^L/)).toBeDisabled();
    expect(radio(/^L/).closest('label')).toHaveTextContent(text.soldOut);
    expect(radio(/^M/).closest('label')).toHaveTextContent(text.optionStock(12));
    await userEvent.click(radio(/블랙/));
    expect(radio(/^L/)).toBeEnabled();
    expect(radio(/^L/).closest('label')).toHaveTextContent(text.optionStock(5));
  });

  it('keeps the quantity within the chosen option and updates the line total with the tier price', async () => {
    renderProduct('certified');
    expect(quantity()).toHaveValue(2);
    expect(screen.getByTestId('line-total')).toHaveTextContent('20,000원');
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '10{Enter}');
    expect(screen.getByTestId('line-total')).toHaveTextContent('90,000원');
    await userEvent.click(radio(/블랙/));
    await userEvent.click(radio(/^L/));
    // 블랙/L has 5 in stock: the quantity follows.
    expect(quantity()).toHaveValue(5);
    expect(screen.getByTestId('line-total')).toHaveTextContent('50,000원');
  });

  it('asks for the missing options before calling the API', async () => {
    const { api } = renderProduct('certified');
    await userEvent.click(addButton());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([text.chooseColor, text.chooseSize]);
    // The focus goes to the first missing option, wherever the button was.
    await waitFor(() => expect(radio(/블랙/)).toHaveFocus());
    await userEvent.click(radio(/블랙/));
    await userEvent.click(addButton());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([text.chooseSize]);
    expect(api.requests()).not.toContain('POST /carts');
  });
});

describe('장바구니 담기 and 바로 구매', () => {
  it('adds the chosen line, raises cart-updated once and shows a toast linking to the cart', async () => {
    const { api } = renderProduct('certified', {
      routes: { 'POST /carts': { status: 201, data: { cartIds: [5], cartcount: 1 } } },
    });
    const events: Event[] = [];
    window.addEventListener(CART_UPDATED_EVENT, (event) => events.push(event));
    await userEvent.click(radio(/블랙/));
    await userEvent.click(radio(/^M/));
    await userEvent.click(screen.getByRole('button', { name: text.increase }));
    await userEvent.click(addButton());
    const link = await screen.findByRole('link', { name: cartToastMessages.viewCart });
    expect(link).toHaveAttribute('href', '/cart');
    expect(screen.getByText(cartToastMessages.addedToCart)).toBeInTheDocument();
    expect(events).toHaveLength(1);
    expect((events[0] as CustomEvent).detail).toEqual({ cartcount: 1 });
    expect(postedBody(api)).toEqual({
      directCart: false,
      idProduct: 21,
      cartInfo: [{ color: '블랙', size: 'M', goodsCount: 3 }],
    });
  });

  it('buys now with directCart and goes to the payment page with only that line', async () => {
    const { api, router } = renderProduct('certified', {
      product: { ...optionProduct, colors: [], sizes: [], options: [{ color: null, size: null, stock: 30 }] },
      routes: { 'POST /carts': { status: 201, data: { cartIds: [5], cartcount: 1 } } },
    });
    await userEvent.click(buyButton());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/payment?cartIds=5'));
    expect(postedBody(api)).toEqual({ directCart: true, idProduct: 21, cartInfo: [{ goodsCount: 2 }] });
  });

  it.each([
    ['BELOW_MIN_ORDER_QTY', 400, cartMessages.belowMinOrderQty(2)],
    ['OUT_OF_STOCK', 409, cartMessages.outOfStock(1)],
  ])('shows the API answer %s next to the stepper', async (code, status, message) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProduct('certified', {
      product: { ...optionProduct, colors: [], sizes: [], options: [{ color: null, size: null, stock: 30 }] },
      routes: { 'POST /carts': { status, data: { code, message, field: 'cartInfo.0.goodsCount' } } },
    });
    await userEvent.click(addButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(quantity()).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('shows NOT_CERTIFIED from the API (a certification revoked since the page loaded)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProduct('certified', {
      product: { ...optionProduct, colors: [], sizes: [], options: [{ color: null, size: null, stock: 30 }] },
      routes: { 'POST /carts': { status: 403, data: { code: 'NOT_CERTIFIED', message: cartMessages.notCertified } } },
    });
    await userEvent.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(cartMessages.notCertified);
  });

  it('sends an anonymous visitor to the login page and back', async () => {
    const { router, api } = renderProduct('anonymous', { product: publicView });
    expect(screen.getByText(text.loginToBuy)).toBeInTheDocument();
    await userEvent.click(addButton());
    expect(router.push).toHaveBeenCalledWith(`/register/login/?returnUrl=${encodeURIComponent(PATH)}`);
    expect(api.requests()).toEqual([]);
  });
});
