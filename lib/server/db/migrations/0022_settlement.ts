import { sql, type Kysely } from 'kysely';
import { addId, isPostgres } from '@/lib/server/db/dialect';

/**
 * Brand settlement (docs/DECISIONS.md, Settlement):
 * - brands.commission_rate_bp: the brand's commission in basis points (2000 = 20%), set by an
 *   operator; a sale keeps the rate of its day on its ledger entry.
 * - brand_ledger: every money event of a brand, in integer won, + what the marketplace owes the
 *   brand, − what it takes or pays out: a delivered line's sale, the group's delivery fee, the
 *   commission and its VAT, a refund after delivery and the commission it gives back, a payout, an
 *   operator's adjustment. `ref` names the event (`sale:item:12`), unique per kind, so an event is
 *   never entered twice. Append-only: the triggers refuse UPDATE and DELETE on both databases.
 * - brand_statements: one per brand and half-month period (1st–15th, 16th–last day, Korea time),
 *   its figures fixed when it is made; 'scheduled' 예정 -> 'confirmed' 확정 -> 'paid' 지급완료.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.alterTable('brands').addColumn('commission_rate_bp', 'integer', (c) => c.notNull().defaultTo(2000)).execute();

  await db.schema
    .createTable('brand_statements')
    .$call((t) => addId(t, pg))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('scheduled', 'confirmed', 'paid')`))
    .addColumn('carried_in', 'integer', (c) => c.notNull())
    .addColumn('sales', 'integer', (c) => c.notNull())
    .addColumn('delivery_fees', 'integer', (c) => c.notNull())
    .addColumn('refunds', 'integer', (c) => c.notNull())
    .addColumn('commission', 'integer', (c) => c.notNull())
    .addColumn('commission_vat', 'integer', (c) => c.notNull())
    .addColumn('adjustments', 'integer', (c) => c.notNull())
    .addColumn('payout', 'integer', (c) => c.notNull())
    .addColumn('carried_out', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('paid_reference', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('brand_statements_period_key', ['brand_id', 'period_start'])
    .execute();
  await db.schema.createIndex('brand_statements_status_idx').on('brand_statements').columns(['status', 'period_end']).execute();

  await db.schema
    .createTable('brand_ledger')
    .$call((t) => addId(t, pg))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('sale', 'delivery_fee', 'commission', 'commission_vat', 'refund', 'commission_refund', 'commission_vat_refund', 'payout', 'adjustment')`),
    )
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('order_item_id', 'integer')
    .addColumn('statement_id', 'integer', (c) => c.references('brand_statements.id'))
    .addColumn('rate_bp', 'integer')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('brand_ledger_event_key', ['kind', 'ref'])
    .execute();
  await db.schema.createIndex('brand_ledger_brand_idx').on('brand_ledger').columns(['brand_id', 'created_at']).execute();

  if (pg) {
    await sql`create function brand_ledger_append_only() returns trigger language plpgsql as $$
      begin raise exception 'brand_ledger is append-only'; end $$`.execute(db);
    await sql`create trigger brand_ledger_no_change before update or delete on brand_ledger
      for each row execute function brand_ledger_append_only()`.execute(db);
  } else {
    await sql`create trigger brand_ledger_no_update before update on brand_ledger
      begin select raise(abort, 'brand_ledger is append-only'); end`.execute(db);
    await sql`create trigger brand_ledger_no_delete before delete on brand_ledger
      begin select raise(abort, 'brand_ledger is append-only'); end`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('brand_ledger').execute();
  if (isPostgres(db)) await sql`drop function if exists brand_ledger_append_only()`.execute(db);
  await db.schema.dropTable('brand_statements').execute();
  await db.schema.alterTable('brands').dropColumn('commission_rate_bp').execute();
}
