import type { Db } from '@/lib/server/db';
import type { BrandLedgerKind } from '@/lib/server/db/tables/settlement';
import { commissionOf, commissionVatOf } from '@/lib/settlement/commission';

/**
 * The brands' ledger (docs/DECISIONS.md, Settlement): the money events of a brand, written by the
 * event's own service in its transaction (the delivery: lib/orders/server/lifecycle.ts; the
 * refund after delivery: lib/orders/server/freeRefunds.ts; a payout and an operator's adjustment:
 * ./statements.ts). Never updated: a brand's balance is the sum of its entries. Each entry names
 * its event (`ref`), unique per kind, so a repeated event enters nothing twice.
 */

interface Entry {
  brandId: number;
  kind: BrandLedgerKind;
  amount: number;
  ref: string;
  orderId?: number | null;
  orderItemId?: number | null;
  statementId?: number | null;
  rateBp?: number | null;
  note?: string;
}

/** A brand's balance: the sum of its entries, what the marketplace owes it now. */
export async function ledgerBalance(db: Db, brandId: number): Promise<number> {
  const row = await db.selectFrom('brandLedger').select((eb) => eb.fn.sum<number | string>('amount').as('total')).where('brandId', '=', brandId).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Writes entries in the caller's transaction; one already there (same kind and event) is left as it is. Zero amounts are not entered. */
export async function enter(trx: Db, entries: Entry[], at: string): Promise<void> {
  const rows = entries
    .filter((entry) => entry.amount !== 0)
    .map((entry) => ({
      brandId: entry.brandId,
      kind: entry.kind,
      amount: entry.amount,
      ref: entry.ref,
      orderId: entry.orderId ?? null,
      orderItemId: entry.orderItemId ?? null,
      statementId: entry.statementId ?? null,
      rateBp: entry.rateBp ?? null,
      note: entry.note ?? '',
      createdAt: at,
    }));
  if (rows.length === 0) return;
  await trx
    .insertInto('brandLedger')
    .values(rows)
    .onConflict((oc) => oc.columns(['kind', 'ref']).doNothing())
    .execute();
}

/**
 * A brand group delivered: each line's goods at the price charged (its units not cancelled), the
 * commission at the brand's rate of the day and its VAT, and the group's delivery fee (the brand
 * ships; no commission on it).
 */
export async function enterDelivery(trx: Db, shipment: { id: number; orderId: number; brandId: number; deliveryFee: number }, at: string): Promise<void> {
  const brand = await trx.selectFrom('brands').select('commissionRateBp').where('id', '=', shipment.brandId).executeTakeFirstOrThrow();
  const rateBp = brand.commissionRateBp;
  const lines = await trx
    .selectFrom('orderItems')
    .select(['id', 'unitPrice', 'count', 'cancelledCount'])
    .where('shipmentId', '=', shipment.id)
    .where('status', '=', 'delivered')
    .execute();
  const entries: Entry[] = [];
  for (const line of lines) {
    const goods = line.unitPrice * (line.count - line.cancelledCount);
    const commission = commissionOf(goods, rateBp);
    const common = { brandId: shipment.brandId, ref: `item:${line.id}`, orderId: shipment.orderId, orderItemId: line.id, rateBp };
    entries.push({ ...common, kind: 'sale', amount: goods });
    entries.push({ ...common, kind: 'commission', amount: -commission });
    entries.push({ ...common, kind: 'commission_vat', amount: -commissionVatOf(commission) });
  }
  entries.push({ brandId: shipment.brandId, kind: 'delivery_fee', amount: shipment.deliveryFee, ref: `shipment:${shipment.id}`, orderId: shipment.orderId });
  await enter(trx, entries, at);
}

/**
 * A free refund completed after delivery: each line's refunded goods come off, and the commission
 * taken on them (at the sale's rate) comes back with its VAT. A line delivered before the ledger
 * began (no sale entry) enters nothing: it was never settled here.
 */
export async function enterRefund(trx: Db, requestId: number, items: { orderItemId: number; amount: number }[], at: string): Promise<void> {
  const entries: Entry[] = [];
  for (const item of items) {
    const sale = await trx
      .selectFrom('brandLedger')
      .select(['brandId', 'orderId', 'rateBp'])
      .where('kind', '=', 'sale')
      .where('ref', '=', `item:${item.orderItemId}`)
      .executeTakeFirst();
    if (!sale) continue;
    const rateBp = sale.rateBp ?? 0;
    const commission = commissionOf(item.amount, rateBp);
    const common = { brandId: sale.brandId, ref: `request:${requestId}:item:${item.orderItemId}`, orderId: sale.orderId, orderItemId: item.orderItemId, rateBp };
    entries.push({ ...common, kind: 'refund', amount: -item.amount });
    entries.push({ ...common, kind: 'commission_refund', amount: commission });
    entries.push({ ...common, kind: 'commission_vat_refund', amount: commissionVatOf(commission) });
  }
  await enter(trx, entries, at);
}
