/**
 * Order setup for the order journeys (e2e/orders.spec.ts): an order placed and
 * paid through the API as a retailer's browser would (POST /carts, POST
 * /orders, POST /orders/{id}/payment with the demo card), and a delivery made
 * with the app's own shipping services (lib/orders/server/lifecycle.ts,
 * what the brand's screens will call), in the e2e server's database, the way
 * e2e/helpers.ts makes accounts. Also axe-core with no serious violation.
 */
import type { APIRequestContext } from '@playwright/test';
import type { ProductDetail, ProductListItem } from '../lib/catalog/catalog.contract';
import type { OrderDetail } from '../lib/orders/orders.contract';
import { openDatabase } from '../lib/server/db';
import { deliverBrandGroup, shipBrandGroup } from '../lib/orders/server/lifecycle';
import { DB_FILE, expect, retryLocked } from './helpers';


/** The demo card the demo provider approves (any 16 digits passing Luhn but 4000-0000-0000-0002). */
export const DEMO_CARD = '4242424242424242';

const ADDRESS = { recipient: '김테스트', phone: '010-1234-5678', postcode: '04524', address: '서울 중구 세종대로 110', addressDetail: '3층' };

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string, status = 200): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** The smallest count of `product` that reaches its brand's minimum (at the line's base price: tiers only lower it). */
function countFor(product: ProductDetail): number {
  const price = product.price ?? product.wholesalePrice ?? product.retailPrice;
  const cheapest = Math.min(price, ...product.priceTiers.map((tier) => tier.price));
  const step = Math.max(1, product.orderStep);
  let count = product.minOrderQty;
  while (count * cheapest < product.brand.minimumOrderAmount) count += step;
  return count;
}

/**
 * A card order of one in-stock product, paid with the demo card, for the
 * account of `token`. Skips products whose options or stock cannot take it.
 */
export function placePaidCardOrder(request: APIRequestContext, token: string, offset = 0): Promise<OrderDetail> {
  return placeCardOrder(request, token, offset, true);
}

/** The same order left waiting for its card payment (결제대기), as a declined card leaves it. */
export function placeUnpaidCardOrder(request: APIRequestContext, token: string): Promise<OrderDetail> {
  return placeCardOrder(request, token, 0, false);
}

async function placeCardOrder(request: APIRequestContext, token: string, offset: number, pay: boolean): Promise<OrderDetail> {
  const headers = { token };
  const list = await json<{ items: ProductListItem[] }>(await request.get('/api/v1/products?limit=60&order=latest', { headers }), 'products');
  const candidates = list.items.filter((item) => !item.soldOut);
  for (const item of candidates.slice(offset)) {
    const product = await json<ProductDetail>(await request.get(`/api/v1/products/${item.id}`, { headers }), 'product');
    const count = countFor(product);
    const option = product.options.find((entry) => entry.stock >= count);
    if (!option || count > 500) continue;
    const cart = await json<{ cartIds: number[] }>(
      await request.post('/api/v1/carts', {
        headers,
        data: { directCart: true, idProduct: product.id, cartInfo: [{ color: option.color ?? undefined, size: option.size ?? undefined, goodsCount: count }] },
      }),
      'POST /carts',
      201,
    );
    const order = await json<OrderDetail>(
      await request.post('/api/v1/orders', { headers, data: { cartIds: cart.cartIds, address: ADDRESS, paymentMethod: 'card' } }),
      'POST /orders',
      201,
    );
    if (!pay) return order;
    return json<OrderDetail>(await request.post(`/api/v1/orders/${order.idOrder}/payment`, { headers, data: { cardNumber: DEMO_CARD } }), 'payment');
  }
  throw new Error('no product could be ordered');
}

/** Ships and delivers every brand group of the order now, as the brand's screens will. */
export async function deliverOrder(order: OrderDetail): Promise<void> {
  const handle = openDatabase(`sqlite:${DB_FILE}`);
  try {
    for (const group of order.brands) {
      await retryLocked(() => shipBrandGroup(handle.db, order.idOrder, group.idBrand, { carrier: 'CJ대한통운', trackingNo: '640000000001' }));
      await retryLocked(() => deliverBrandGroup(handle.db, order.idOrder, group.idBrand));
    }
  } finally {
    await handle.close();
  }
}
