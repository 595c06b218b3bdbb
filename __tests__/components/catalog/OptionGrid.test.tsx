import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductDetailsPage } from '@/components/catalog/ProductDetailsPage';
import { CART_UPDATED_EVENT } from '@/lib/cart/client/cart';
import { cartMessages } from '@/lib/cart/cart.messages';
import type { ProductDetail } from '@/lib/catalog/catalog.contract';
import type { ProductViewer } from '@/lib/catalog/productViewer.contract';
import { optionGridMessages } from '@/lib/catalog/optionGrid.messages';
import { productMessages } from '@/lib/catalog/product.messages';
import { cartToastMessages } from '@/lib/catalog/cartToast.messages';
import { endShellTest, pendingRetailer, renderInSession, retailer, type FakeApi, type FakeRoute } from '@/__tests__/helpers/shell';
import { optionProduct, publicView } from './fixtures';

/**
 * The product page's 여러 옵션 한 번에 담기 grid (components/catalog/OptionGrid.tsx),
 * loaded after the page by the purchase panel: quantities per colour x size,
 * the sold-out cell disabled, the running pieces and money with the tier over
 * the total, the per-line minimum, step and stock next to the cell, and one
 * POST /carts for every filled cell. The fixture: 블랙/레드 x M/L, 레드/L sold
 * out, 블랙/L 5 in stock, minimum 2, 10,000 won, 9,000 won from 10 units.
 */

const text = optionGridMessages;
const blockers = cartMessages.page.blockers;

function renderProduct(buyer: ProductViewer, { product = optionProduct, routes = {} }: { product?: ProductDetail; routes?: Record<string, FakeRoute> } = {}) {
  return renderInSession(<ProductDetailsPage product={product} buyer={buyer} moreFromBrand={null} renderedAt="2026-11-23T00:00:00.000Z" />, {
    user: buyer === 'anonymous' ? null : buyer === 'uncertified' ? pendingRetailer : retailer,
    path: '/product-details/21',
    routes,
  });
}

const grid = () => screen.findByRole('region', { name: text.heading });
const cell = (option: string) => screen.getByRole('spinbutton', { name: text.cellLabel(option) });
const postedBody = (api: FakeApi) => JSON.parse(api.calls.find((call) => call.method === 'post' && call.url === '/carts')!.data as string);

async function fill(option: string, count: number) {
  await userEvent.clear(cell(option));
  await userEvent.type(cell(option), String(count));
  await userEvent.tab();
}

afterEach(endShellTest);

describe('the option grid', () => {
  it('shows a row of sizes per colour for a certified retailer, the sold-out cell disabled', async () => {
    renderProduct('certified');
    const region = await grid();
    expect(within(region).getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(['블랙', '레드']);
    expect(cell('레드 / L')).toBeDisabled();
    expect(screen.getByRole('button', { name: text.increase('레드 / L') })).toBeDisabled();
    expect(cell('레드 / L').closest('[data-option]')).toHaveTextContent(text.soldOut);
    expect(cell('블랙 / L').closest('[data-option]')).toHaveTextContent(text.stock(5));
    expect(cell('블랙 / M')).toBeEnabled();
    expect(screen.getByRole('button', { name: text.addAll(0) })).toBeDisabled();
  });

  it('is one list for a product with colours only', async () => {
    renderProduct('certified', {
      product: { ...optionProduct, sizes: [], options: [{ color: '블랙', size: null, stock: 9 }, { color: '레드', size: null, stock: 0 }] },
    });
    const region = await grid();
    expect(within(region).getAllByRole('group')).toHaveLength(1);
    expect(within(region).getByRole('group', { name: text.colors })).toBeInTheDocument();
    expect(cell('블랙')).toBeEnabled();
    expect(cell('레드')).toBeDisabled();
  });

  it('is not offered to a visitor or an uncertified retailer', async () => {
    renderProduct('anonymous', { product: publicView });
    await waitFor(() => expect(screen.getByRole('button', { name: productMessages.addToCart })).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: text.heading })).not.toBeInTheDocument();
    endShellTest();
    renderProduct('uncertified', { product: publicView });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: text.heading })).not.toBeInTheDocument();
  });

  it('counts the pieces and prices them with the tier reached by the total over the options', async () => {
    renderProduct('certified');
    await grid();
    await userEvent.click(screen.getByRole('button', { name: text.increase('블랙 / M') }));
    expect(cell('블랙 / M')).toHaveValue(2);
    await fill('블랙 / L', 4);
    await fill('레드 / M', 4);
    expect(screen.getByTestId('grid-pieces')).toHaveTextContent('10개');
    // 2 + 4 + 4 = 10 units reach the 9,000 won tier together.
    expect(screen.getByText(text.priceLine(10, 9_000))).toBeInTheDocument();
    expect(screen.getByTestId('grid-total')).toHaveTextContent('90,000원');
    expect(screen.getByRole('button', { name: text.addAll(3) })).toBeEnabled();
    // Down from the minimum is nothing again.
    await userEvent.click(screen.getByRole('button', { name: text.decrease('블랙 / M') }));
    expect(cell('블랙 / M')).toHaveValue(null);
    expect(screen.getByTestId('grid-total')).toHaveTextContent('80,000원');
  });

  it('prices each line on its own when the brand does not count the total', async () => {
    renderProduct('certified', { product: { ...optionProduct, tiersOverTotal: false } });
    await grid();
    await fill('블랙 / M', 12);
    await fill('레드 / M', 4);
    expect(screen.getByText(text.priceLine(12, 9_000))).toBeInTheDocument();
    expect(screen.getByText(text.priceLine(4, 10_000))).toBeInTheDocument();
    expect(screen.getByTestId('grid-total')).toHaveTextContent('148,000원');
    expect(screen.getByText(text.tiersPerLine, { exact: false })).toBeInTheDocument();
  });

  it('checks the minimum, the step and the stock per line next to the cell, before any call', async () => {
    const { api } = renderProduct('certified', { product: { ...optionProduct, minOrderQty: 2, orderStep: 2 } });
    await grid();
    await fill('블랙 / M', 1);
    const below = screen.getByRole('alert');
    expect(below).toHaveTextContent(blockers.BELOW_MIN_ORDER_QTY(2));
    expect(cell('블랙 / M')).toHaveAccessibleDescription(blockers.BELOW_MIN_ORDER_QTY(2));
    expect(cell('블랙 / M')).toBeInvalid();
    await fill('블랙 / M', 3);
    expect(cell('블랙 / M')).toHaveAccessibleDescription(blockers.ORDER_STEP(2, 2));
    await fill('블랙 / L', 6);
    expect(cell('블랙 / L')).toHaveAccessibleDescription(blockers.OUT_OF_STOCK(5));
    await userEvent.click(screen.getByRole('button', { name: text.addAll(2) }));
    expect(screen.getByText(text.fixCells)).toBeInTheDocument();
    expect(api.requests()).not.toContain('POST /carts');
    await fill('블랙 / M', 4);
    expect(cell('블랙 / M')).not.toBeInvalid();
  });

  it('adds every filled cell in one POST /carts, tells the badge the new count and empties the grid', async () => {
    const { api } = renderProduct('certified', { routes: { 'POST /carts': { status: 201, data: { cartIds: [7, 8, 9], cartcount: 4 } } } });
    const events: Event[] = [];
    window.addEventListener(CART_UPDATED_EVENT, (event) => events.push(event));
    await grid();
    await fill('블랙 / M', 2);
    await fill('블랙 / L', 4);
    await fill('레드 / M', 4);
    await userEvent.click(screen.getByRole('button', { name: text.addAll(3) }));
    expect(await screen.findByText(text.added(3))).toBeInTheDocument();
    expect(api.requests().filter((request) => request === 'POST /carts')).toHaveLength(1);
    expect(postedBody(api)).toEqual({
      directCart: false,
      idProduct: 21,
      cartInfo: [
        { color: '블랙', size: 'M', goodsCount: 2 },
        { color: '블랙', size: 'L', goodsCount: 4 },
        { color: '레드', size: 'M', goodsCount: 4 },
      ],
    });
    expect(events.map((event) => (event as CustomEvent).detail)).toEqual([{ cartcount: 4 }]);
    expect(await screen.findByRole('link', { name: cartToastMessages.viewCart })).toHaveAttribute('href', '/cart');
    expect(cell('블랙 / L')).toHaveValue(null);
    expect(screen.getByTestId('grid-pieces')).toHaveTextContent('0개');
  });

  it("puts the server's refusal of one line under that line's cell; nothing was added", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = cartMessages.optionOutOfStock('레드 / M', 3);
    renderProduct('certified', {
      routes: { 'POST /carts': { status: 409, data: { code: 'OUT_OF_STOCK', message, field: 'cartInfo.1.goodsCount', color: '레드', size: 'M' } } },
    });
    const events: Event[] = [];
    window.addEventListener(CART_UPDATED_EVENT, (event) => events.push(event));
    await grid();
    await fill('블랙 / M', 2);
    await fill('레드 / M', 4);
    await userEvent.click(screen.getByRole('button', { name: text.addAll(2) }));
    await waitFor(() => expect(cell('레드 / M')).toHaveAccessibleDescription(message));
    expect(cell('블랙 / M')).not.toBeInvalid();
    expect(screen.getByText(text.fixCells)).toBeInTheDocument();
    expect(cell('레드 / M')).toHaveValue(4);
    expect(events).toHaveLength(0);
  });
});
