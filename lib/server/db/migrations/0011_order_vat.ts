import { sql, type Kysely } from 'kysely';

/**
 * The supply value (공급가액) and VAT (세액) of every order line and order
 * (docs/DECISIONS.md, VAT): prices include VAT, which is 1/11 of an amount,
 * won below one dropped. A line's are of its line total; an order's are the
 * sums of its lines' and of its brand groups' delivery fees'. Orders placed
 * before get theirs computed the same way.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['order_items', 'orders']) {
    await db.schema.alterTable(table).addColumn('supply_amount', 'integer', (column) => column.notNull().defaultTo(0)).execute();
    await db.schema.alterTable(table).addColumn('vat_amount', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  }
  // Integer division drops the fraction on both databases (the amounts are never negative).
  await sql`update order_items set vat_amount = line_total / 11, supply_amount = line_total - line_total / 11`.execute(db);
  await sql`update orders set vat_amount =
      (select coalesce(sum(i.vat_amount), 0) from order_items i where i.order_id = orders.id)
    + (select coalesce(sum(s.delivery_fee / 11), 0) from order_shipments s where s.order_id = orders.id)`.execute(db);
  await sql`update orders set supply_amount = goods_amount + delivery_fee - vat_amount`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['orders', 'order_items']) {
    await db.schema.alterTable(table).dropColumn('vat_amount').execute();
    await db.schema.alterTable(table).dropColumn('supply_amount').execute();
  }
}
