/**
 * What a retailer's client does to buy, as the load scripts drive it over HTTP: buy now (the
 * cart holds one line), place the order with an Idempotency-Key, pay by the demo card. Like a
 * real client it retries a step that got no answer (a connection cut, 502/503/504 from the
 * balancer) a few times with the same key, and counts an order as confirmed only when the
 * payment answered 200. Also the rows a load needs, written straight into the database.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@/lib/server/db';
import { ADDRESS, brand, member, product } from '../../__tests__/helpers/shop';

export { ADDRESS, brand, member, product };

export const DEMO_CARD = '4242424242424242';

export interface Tally {
  /** Orders whose payment answered 200 to the client. */
  confirmed: number[];
  /** Failed attempts by kind (`POST /orders 502`, `network`), retried or not. */
  errors: Map<string, number>;
  /** Orders the client gave up on after its retries. */
  abandoned: number;
}

export function newTally(): Tally {
  return { confirmed: [], errors: new Map(), abandoned: 0 };
}

function count(tally: Tally, kind: string): void {
  tally.errors.set(kind, (tally.errors.get(kind) ?? 0) + 1);
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(base: string, path: string, token: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${base}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const RETRYABLE = new Set([502, 503, 504]);

/** One step, retried on no answer or a balancer's 5xx; null when it never got a final answer. */
async function step(tally: Tally, label: string, attempt: () => Promise<Answer>, retries: number): Promise<Answer | null> {
  for (let i = 0; i <= retries; i++) {
    try {
      const answer = await attempt();
      if (!RETRYABLE.has(answer.status)) return answer;
      count(tally, `${label} ${answer.status}`);
    } catch {
      count(tally, `${label} no answer`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200 + i * 200));
  }
  return null;
}

/** Buys one unit of `idProduct`: true when the order was confirmed (paid) to the client. Each step is retried up to `retries` times (200 ms more wait each time). */
export async function buyOne(base: string, token: string, idProduct: number, tally: Tally, retries = 8): Promise<boolean> {
  const cart = await step(tally, 'POST /carts', () => call(base, '/carts', token, { directCart: true, idProduct, cartInfo: [{ goodsCount: 1 }] }), retries);
  if (cart?.status !== 201) return fail(tally, cart, 'POST /carts');
  const key = randomUUID();
  const order = await step(tally, 'POST /orders', () =>
    call(base, '/orders', token, { cartIds: cart.body.cartIds, paymentMethod: 'card', address: ADDRESS }, { 'Idempotency-Key': key }), retries,
  );
  if (order?.status !== 201) return fail(tally, order, 'POST /orders');
  const idOrder = Number(order.body.idOrder);
  const paid = await step(tally, 'POST /orders/{id}/payment', () => call(base, `/orders/${idOrder}/payment`, token, { cardNumber: DEMO_CARD }), retries);
  if (paid?.status !== 200) return fail(tally, paid, 'POST /orders/{id}/payment');
  tally.confirmed.push(idOrder);
  return true;
}

function fail(tally: Tally, answer: Answer | null, label: string): false {
  if (answer) count(tally, `${label} ${answer.status} ${String(answer.body.code ?? '')}`.trim());
  tally.abandoned++;
  return false;
}

/** Places one checkout (bank transfer) of the cart line: the status and error code the client got. */
export async function checkoutOnce(base: string, token: string, cartIds: number[]): Promise<string> {
  try {
    const answer = await call(base, '/orders', token, { cartIds, paymentMethod: 'bank_transfer', address: ADDRESS }, { 'Idempotency-Key': randomUUID() });
    return answer.status === 201 ? '201' : `${answer.status} ${String(answer.body.code ?? '')}`;
  } catch {
    return 'no answer';
  }
}

export interface StockCheck {
  product: number;
  initial: number;
  sold: number;
  now: number;
  consistent: boolean;
}

/** Whether the product's stock is its initial stock less every unit ordered and not cancelled (a cancellation gives its units back). */
export async function stockCheck(db: Db, idProduct: number, initial: number): Promise<StockCheck> {
  const sold = await db
    .selectFrom('orderItems')
    .select(sql<number>`coalesce(sum(count - cancelled_count), 0)`.as('units'))
    .where('productId', '=', idProduct)
    .executeTakeFirstOrThrow();
  const row = await db.selectFrom('products').select('stock').where('id', '=', idProduct).executeTakeFirstOrThrow();
  const option = await db.selectFrom('productOptions').select(sql<number>`coalesce(sum(stock), 0)`.as('stock')).where('productId', '=', idProduct).executeTakeFirstOrThrow();
  const units = Number(sold.units);
  return { product: idProduct, initial, sold: units, now: row.stock, consistent: row.stock === initial - units && Number(option.stock) === row.stock };
}

/** The confirmed orders missing from the database, and those there twice. */
export async function confirmedInDatabase(db: Db, confirmed: number[]): Promise<{ present: number; missing: number[]; duplicates: number }> {
  const ids = [...new Set(confirmed)];
  const rows = ids.length ? await db.selectFrom('orders').select(['id', 'status']).where('id', 'in', ids).execute() : [];
  const paid = new Set(rows.filter((row) => row.status !== 'pending_payment' && row.status !== 'cancelled').map((row) => row.id));
  return { present: paid.size, missing: ids.filter((id) => !paid.has(id)), duplicates: confirmed.length - ids.length };
}
