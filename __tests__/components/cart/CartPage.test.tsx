import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartPage } from '@/components/cart/CartPage';
import { useCartCount } from '@/lib/cart/client/cart';
import type { CartView } from '@/lib/cart/cart.contract';
import { cartMessages } from '@/lib/cart/cart.messages';
import { productMessages } from '@/lib/catalog/product.messages';
import { alertTitle, confirmAlert, endShellTest, renderInSession, retailer, type FakeApi, type FakeRoute } from '@/__tests__/helpers/shell';
import fc from 'fast-check';
import { cleanup } from '@testing-library/react';
import { summaryRows } from '@/__tests__/helpers/moneySummary';
import { cartOf, deliveryOf, group, line } from './fixtures';

const text = cartMessages.page;

/** The header badge's hook, shown as text, to see that it follows the cart. */
function BadgeProbe() {
  const { cartCount } = useCartCount();
  return <output aria-label="badge">{cartCount}</output>;
}

function renderCart(cart: CartView, routes: Record<string, FakeRoute> = {}, { withBadge = false } = {}) {
  const cartRoutes: Record<string, FakeRoute> = {
    'GET /carts': { status: 200, data: cart },
    'GET /carts/delivery': (config) => {
      const ids = JSON.parse(String(config.params.checkedIds)) as number[];
      const brands = cart.brands
        .map((brand) => ({ ...brand, items: brand.items.filter((item) => ids.includes(item.id)) }))
        .filter((brand) => brand.items.length > 0)
        .map((brand) => ({ ...brand, subtotal: brand.items.reduce((sum, item) => sum + item.lineTotal, 0) }));
      return { status: 200, data: deliveryOf(brands) };
    },
    ...routes,
  };
  return renderInSession(
    <>
      {withBadge ? <BadgeProbe /> : null}
      <CartPage cart={cart} delivery={deliveryOf(cart.brands)} />
    </>,
    { user: retailer, path: '/cart', cartcount: cart.totalCount, routes: cartRoutes },
  );
}

const bodyOf = (api: FakeApi, request: string) =>
  JSON.parse(api.calls.find((call) => `${call.method?.toUpperCase()} ${call.url}` === request)!.data as string);

const twoBrands = () =>
  cartOf([
    group(1, '모노 리빙', 30_000, [line({ id: 1, goodsCount: 2, unitPrice: 5_000 }), line({ id: 2, goodsCount: 1, unitPrice: 8_000 })]),
    group(2, '하루 문구', 10_000, [line({ id: 3, goodsCount: 3, unitPrice: 4_000 })]),
  ]);

afterEach(endShellTest);

describe('cart grouped by brand', () => {
  it('shows each brand with its minimum order amount and the shortfall of the selection', () => {
    renderCart(twoBrands());
    const mono = screen.getByRole('region', { name: '모노 리빙' });
    expect(within(mono).getByText(text.minimumOrder(30_000))).toBeInTheDocument();
    // 2 x 5,000 + 8,000 = 18,000 of 30,000.
    expect(within(mono).getByText(cartMessages.shortfall(12_000))).toBeInTheDocument();
    const haru = screen.getByRole('region', { name: '하루 문구' });
    expect(within(haru).getByText(text.minimumMet)).toBeInTheDocument();
    expect(within(haru).queryByText(/더 담으면 주문할 수 있어요/)).toBeNull();
  });

  it('counts the shortfall on the selected lines only', async () => {
    renderCart(twoBrands());
    await userEvent.click(screen.getByRole('checkbox', { name: text.selectLine('상품 2') }));
    expect(within(screen.getByRole('region', { name: '모노 리빙' })).getByText(cartMessages.shortfall(20_000))).toBeInTheDocument();
  });

  it('shows the tier price, the struck base price and the saving', () => {
    renderCart(cartOf([group(1, '모노 리빙', 0, [line({ id: 1, goodsCount: 10, unitPrice: 4_500, baseUnitPrice: 5_000, lineTotal: 45_000 })])]));
    expect(screen.getByText('5,000원').tagName).toBe('DEL');
    expect(screen.getByText(text.tierSaving(5_000))).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: text.summary })).getByText('-5,000원')).toBeInTheDocument();
  });
});

describe('the summary adds up', () => {
  it('for generated carts, the rows shown sum to the total shown, and the total is the lines plus delivery', () => {
    const lineArb = fc.record({
      goodsCount: fc.integer({ min: 1, max: 60 }),
      baseUnitPrice: fc.integer({ min: 1, max: 500 }).map((hundreds) => hundreds * 100),
      discountPercent: fc.constantFrom(0, 0, 5, 10, 15),
    });
    const cartArb = fc.array(fc.array(lineArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(cartArb, (brands) => {
        let id = 0;
        const cart = cartOf(
          brands.map((lines, b) =>
            group(
              b + 1,
              `브랜드 ${b + 1}`,
              0,
              lines.map(({ goodsCount, baseUnitPrice, discountPercent }) => {
                const unitPrice = Math.round((baseUnitPrice * (100 - discountPercent)) / 100);
                id += 1;
                return line({ id, goodsCount, unitPrice, baseUnitPrice, lineTotal: unitPrice * goodsCount });
              }),
            ),
          ),
        );
        try {
          renderCart(cart);
          const { rows, total } = summaryRows(screen.getByRole('region', { name: text.summary }));
          expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(total);
          const lines = cart.brands.flatMap((brand) => brand.items).reduce((sum, item) => sum + item.lineTotal, 0);
          expect(total).toBe(lines + deliveryOf(cart.brands).totalDeliveryFee);
        } finally {
          cleanup();
          endShellTest();
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('tiers over the product total', () => {
  it('re-prices the selection as it will be ordered, and the summary still adds up', async () => {
    // Three options of one product, 4 each: 12 units reach the 9,000 won tier together.
    const tiers = [{ minQty: 10, price: 9_000 }];
    const option = (id: number, color: string) =>
      line({ id, idProduct: 7, name: '무지 티셔츠', color, goodsCount: 4, unitPrice: 9_000, baseUnitPrice: 10_000, lineTotal: 36_000, tiers, tiersOverTotal: true });
    renderCart(cartOf([group(1, '모노 리빙', 0, [option(1, '블랙'), option(2, '화이트'), option(3, '네이비')])]));
    const summary = () => screen.getByRole('region', { name: text.summary });
    expect(summaryRows(summary()).rows[0].amount).toBe(120_000);
    expect(summaryRows(summary()).rows[1].amount).toBe(-12_000);
    // Two of them, 8 units, stay under the tier: no discount, and the lines say so.
    const lineBoxes = () => screen.getAllByText(/개당/).map((element) => element.closest('[data-cart-line]') as HTMLElement);
    await userEvent.click(screen.getAllByRole('checkbox', { name: text.selectLine('무지 티셔츠') })[2]);
    await waitFor(() => expect(summaryRows(summary()).rows).toHaveLength(2));
    const { rows, total } = summaryRows(summary());
    expect(rows[0].amount).toBe(80_000);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(total);
    expect(within(lineBoxes()[0]).getByText('40,000원')).toBeInTheDocument();
  });
});

describe('selection and totals', () => {
  it('selects everything at first and totals goods and delivery per brand', () => {
    renderCart(twoBrands());
    expect(screen.getByRole('checkbox', { name: new RegExp(text.selectAll) })).toBeChecked();
    const summary = screen.getByRole('region', { name: text.summary });
    // goods 30,000; two brands under 100,000: 2 x 3,000.
    expect(within(summary).getByText('30,000원')).toBeInTheDocument();
    expect(within(summary).getByText('6,000원')).toBeInTheDocument();
    expect(within(summary).getByText('36,000원')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.order(3) })).toBeEnabled();
  });

  it('select all off clears every line and the order button waits for a choice', async () => {
    renderCart(twoBrands());
    await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(text.selectAll) }));
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(screen.getByRole('button', { name: text.orderNone })).toBeDisabled();
    expect(within(screen.getByRole('region', { name: text.summary })).getAllByText('0원')).toHaveLength(3);
  });

  it('a brand box selects or clears all its lines, and the delivery follows the selection', async () => {
    const { api } = renderCart(twoBrands());
    await userEvent.click(screen.getByRole('checkbox', { name: text.selectBrand('하루 문구') }));
    expect(screen.getByRole('checkbox', { name: text.selectLine('상품 3') })).not.toBeChecked();
    await waitFor(() => expect(within(screen.getByRole('region', { name: text.summary })).getByText('21,000원')).toBeInTheDocument());
    expect(api.calls.some((call) => call.url === '/carts/delivery' && call.params.checkedIds === '[1,2]')).toBe(true);
  });
});

describe('quantity', () => {
  it('steps by the order step from the minimum and saves the count with PUT /carts/item/{id}', async () => {
    const pack = line({ id: 1, goodsCount: 6, minOrderQty: 6, orderStep: 6, unitPrice: 1_000 });
    const after = cartOf([group(1, '모노 리빙', 0, [{ ...pack, goodsCount: 12, lineTotal: 12_000 }])]);
    const { api } = renderCart(cartOf([group(1, '모노 리빙', 0, [pack])]), {
      'PUT /carts/item/1': { status: 200, data: { item: after.brands[0].items[0], cartcount: 1 } },
    });
    api.calls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: productMessages.increase }));
    await waitFor(() => expect(bodyOf(api, 'PUT /carts/item/1')).toEqual({ goodsCount: 12 }));
    // The cart is read again (after the answer), so totals follow the server's prices.
    await waitFor(() => expect(api.requests()).toContain('GET /carts'));
  });

  it('never goes below the minimum nor above the option stock', async () => {
    const { api } = renderCart(cartOf([group(1, '모노 리빙', 0, [line({ id: 1, goodsCount: 4, minOrderQty: 2, orderStep: 2, stock: 50, optionStock: 4 })])]));
    const spin = screen.getByRole('spinbutton', { name: text.quantityLabel('상품 1') });
    expect(spin).toHaveAttribute('min', '2');
    expect(spin).toHaveAttribute('max', '4');
    await userEvent.click(screen.getByRole('button', { name: productMessages.increase }));
    expect(api.requests().some((request) => request.startsWith('PUT'))).toBe(false);
    expect(screen.getByText(productMessages.atMaximum(4))).toBeInTheDocument();
  });

  it("shows the API's refusal next to the line", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCart(cartOf([group(1, '모노 리빙', 0, [line({ id: 1, goodsCount: 2 })])]), {
      'PUT /carts/item/1': { status: 409, data: { code: 'OUT_OF_STOCK', message: cartMessages.outOfStock(2) } },
    });
    await userEvent.click(screen.getByRole('button', { name: productMessages.increase }));
    expect(await screen.findByRole('alert')).toHaveTextContent(cartMessages.outOfStock(2));
  });
});

describe('deleting', () => {
  it('deletes one line after a confirm, and the header badge follows', async () => {
    const cart = twoBrands();
    const rest = cartOf([cart.brands[1]]);
    let deleted = false;
    const { api } = renderCart(cart, {
      'DELETE /carts/1': () => {
        deleted = true;
        return { status: 200, data: { deleted: 1, cartcount: 2 } };
      },
      'GET /carts': () => ({ status: 200, data: deleted ? rest : cart }),
    }, { withBadge: true });
    await waitFor(() => expect(screen.getByLabelText('badge')).toHaveTextContent('3'));
    await userEvent.click(screen.getByRole('button', { name: text.deleteLineLabel('상품 1') }));
    await waitFor(() => expect(alertTitle()).toBe(text.confirmDeleteOne('상품 1')));
    confirmAlert();
    await waitFor(() => expect(screen.queryByRole('region', { name: '모노 리빙' })).toBeNull());
    expect(api.requests()).toContain('DELETE /carts/1');
    expect(screen.getByLabelText('badge')).toHaveTextContent('2');
  });

  it('deletes the selected lines with DELETE /carts/multiple/delete', async () => {
    const { api } = renderCart(twoBrands(), {
      'DELETE /carts/multiple/delete': { status: 200, data: { deleted: 2, cartcount: 1 } },
    }, { withBadge: true });
    await waitFor(() => expect(screen.getByLabelText('badge')).toHaveTextContent('3'));
    await userEvent.click(screen.getByRole('checkbox', { name: text.selectLine('상품 3') }));
    await userEvent.click(screen.getByRole('button', { name: text.deleteSelected }));
    await waitFor(() => expect(alertTitle()).toBe(text.confirmDeleteSelected(2)));
    confirmAlert();
    await waitFor(() => expect(api.requests()).toContain('DELETE /carts/multiple/delete'));
    expect(bodyOf(api, 'DELETE /carts/multiple/delete')).toEqual({ cartIds: [1, 2] });
    await waitFor(() => expect(screen.getByLabelText('badge')).toHaveTextContent('1'));
  });

  it('a cancelled confirm deletes nothing', async () => {
    const { api } = renderCart(twoBrands());
    await userEvent.click(screen.getByRole('button', { name: text.deleteLineLabel('상품 3') }));
    await waitFor(() => expect(alertTitle()).toBe(text.confirmDeleteOne('상품 3')));
    document.querySelector<HTMLButtonElement>('.swal2-cancel')!.click();
    await waitFor(() => expect(alertTitle()).toBeNull());
    expect(api.requests().some((request) => request.startsWith('DELETE'))).toBe(false);
  });
});

describe('ordering', () => {
  it('checks the selection and goes to /payment with it when everything can be ordered', async () => {
    const { api, router } = renderCart(twoBrands(), {
      'GET /carts/available': { status: 200, data: { available: true, items: [], brands: [], totalAmount: 30_000 } },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: text.selectLine('상품 2') }));
    await userEvent.click(screen.getByRole('button', { name: text.order(2) }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/payment?cartIds=1,3'));
    expect(api.calls.find((call) => call.url === '/carts/available')!.params.checkedIds).toBe('[1,3]');
  });

  it('explains every blocker in Korean next to its line and stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const cart = cartOf([
      group(1, '모노 리빙', 40_000, [line({ id: 1, goodsCount: 5, stock: 3, optionStock: 3 }), line({ id: 2, goodsCount: 1, minOrderQty: 1, orderStep: 1 })]),
      group(2, '하루 문구', 0, [line({ id: 3, goodsCount: 4, minOrderQty: 6, orderStep: 6 })]),
    ]);
    const { router } = renderCart(cart, {
      'GET /carts/available': {
        status: 200,
        data: {
          available: false,
          items: [
            { id: 1, available: false, problems: ['OUT_OF_STOCK', 'BRAND_MINIMUM_NOT_MET'] },
            { id: 2, available: false, problems: ['BRAND_MINIMUM_NOT_MET'] },
            { id: 3, available: false, problems: ['BELOW_MIN_ORDER_QTY'] },
          ],
          brands: [{ idBrand: 1, brandName: '모노 리빙', subtotal: 30_000, minimumOrderAmount: 40_000, shortfall: 10_000 }],
          totalAmount: 30_000,
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: text.order(3) }));
    await waitFor(() => expect(alertTitle()).toBe(text.blocked));
    confirmAlert();
    const lineOf = (id: number) => document.querySelector<HTMLElement>(`[data-cart-line="${id}"]`)!;
    expect(within(lineOf(1)).getByText(text.blockers.OUT_OF_STOCK(3))).toBeInTheDocument();
    expect(within(lineOf(2)).getByText(text.blockers.BRAND_MINIMUM_NOT_MET(10_000))).toBeInTheDocument();
    expect(within(lineOf(3)).getByText(text.blockers.BELOW_MIN_ORDER_QTY(6))).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("shows a line's own problems from GET /carts before any check", () => {
    renderCart(cartOf([group(1, '모노 리빙', 0, [line({ id: 1, problems: ['PRODUCT_UNAVAILABLE'] })])]));
    expect(screen.getByText(text.blockers.PRODUCT_UNAVAILABLE)).toBeInTheDocument();
  });
});

describe('empty cart', () => {
  it('leads back to shopping', () => {
    renderCart(cartOf([]));
    expect(screen.getByText(text.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.browse })).toHaveAttribute('href', '/shop?idCategory=152&page=1&page_type=category');
  });
});
