import { sql, type Kysely } from 'kysely';
import { addId, isPostgres } from '@/lib/server/db/dialect';

/**
 * Buying (docs/DECISIONS.md, Orders and payment):
 * - brands.delivery_fee / free_delivery_threshold: the fee of one brand group
 *   of an order, waived when the group's goods reach the threshold (null: never);
 * - order_addresses: a user's saved shipping addresses, one of them the default;
 * - orders: amounts (goods, delivery, credit used, total; what was cancelled,
 *   refunded in cash and credit given back), payment method and due time,
 *   orderer, address and tax-invoice snapshots, the idempotency keys;
 * - order_shipments: one per brand group of an order (its delivery fee,
 *   carrier, tracking number, shipped and delivered times);
 * - order_items: name and price snapshots, the unit price charged after
 *   quantity tiers, the line's status and its cancelled/refunded counts;
 * - order_status_history: every status change of an order or of its lines;
 * - payments: card approvals and refunds, provider payment ids unique;
 * - free_refund_requests (+ items): returns within 60 days of delivery;
 * - credit_ledger: referral credit earned and spent; a user's balance is its sum,
 *   and a referral reward exists at most once per invited retailer.
 * Money is integer won; times are ISO 8601 UTC text.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .alterTable('brands')
    .addColumn('delivery_fee', 'integer', (c) => c.notNull().defaultTo(3000).check(sql`delivery_fee >= 0`))
    .execute();
  await db.schema.alterTable('brands').addColumn('free_delivery_threshold', 'integer').execute();
  await db.updateTable('brands').set({ free_delivery_threshold: 100000 }).execute();

  await db.schema
    .createTable('order_addresses')
    .$call((t) => addId(t, pg))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address_detail', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_addresses_user_idx').on('order_addresses').columns(['user_id', 'is_default']).execute();

  await db.schema
    .createTable('orders')
    .$call((t) => addId(t, pg))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('pending_payment', 'awaiting_deposit', 'preparing', 'shipping', 'delivered', 'cancelled', 'refund_requested', 'refunded')`,
        ),
    )
    .addColumn('payment_method', 'text', (c) => c.notNull().check(sql`payment_method in ('card', 'bank_transfer')`))
    .addColumn('goods_amount', 'integer', (c) => c.notNull().check(sql`goods_amount >= 0`))
    .addColumn('delivery_fee', 'integer', (c) => c.notNull().check(sql`delivery_fee >= 0`))
    .addColumn('credit_used', 'integer', (c) => c.notNull().check(sql`credit_used >= 0`))
    .addColumn('total_amount', 'integer', (c) => c.notNull().check(sql`total_amount >= 0`))
    .addColumn('cancelled_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credit_returned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_due_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('deposit_bank', 'text')
    .addColumn('deposit_account', 'text')
    .addColumn('deposit_holder', 'text')
    .addColumn('tax_invoice', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_business_name', 'text')
    .addColumn('tax_registration_no', 'text')
    .addColumn('tax_email', 'text')
    .addColumn('orderer_name', 'text', (c) => c.notNull())
    .addColumn('orderer_phone', 'text', (c) => c.notNull())
    .addColumn('delivery_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('recipient_phone', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address_detail', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('cart_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('orders_idempotency_unique', ['user_id', 'idempotency_key'])
    .addUniqueConstraint('orders_cart_key_unique', ['user_id', 'cart_key'])
    .execute();
  await db.schema.createIndex('orders_user_created_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_status_due_idx').on('orders').columns(['status', 'payment_due_at']).execute();

  await db.schema
    .createTable('order_shipments')
    .$call((t) => addId(t, pg))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('brand_name', 'text', (c) => c.notNull())
    .addColumn('minimum_order_amount', 'integer', (c) => c.notNull())
    .addColumn('goods_amount', 'integer', (c) => c.notNull())
    .addColumn('delivery_fee', 'integer', (c) => c.notNull())
    .addColumn('carrier', 'text')
    .addColumn('tracking_no', 'text')
    .addColumn('shipped_at', 'text')
    .addColumn('delivered_at', 'text')
    .addUniqueConstraint('order_shipments_unique', ['order_id', 'brand_id'])
    .execute();
  await db.schema.createIndex('order_shipments_brand_idx').on('order_shipments').column('brand_id').execute();

  await db.schema
    .createTable('order_items')
    .$call((t) => addId(t, pg))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('shipment_id', 'integer', (c) => c.notNull().references('order_shipments.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('base_unit_price', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull().check(sql`unit_price >= 0`))
    .addColumn('retail_price', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count >= 1`))
    .addColumn('line_total', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('pending_payment', 'awaiting_deposit', 'preparing', 'shipping', 'delivered', 'cancelled', 'refund_requested', 'refunded')`,
        ),
    )
    .addColumn('cancelled_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_requested_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();
  await db.schema.createIndex('order_items_brand_idx').on('order_items').columns(['brand_id', 'product_id']).execute();
  await db.schema.createIndex('order_items_product_idx').on('order_items').column('product_id').execute();

  await db.schema
    .createTable('order_status_history')
    .$call((t) => addId(t, pg))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer')
    .addColumn('order_item_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_status_history_order_idx').on('order_status_history').column('order_id').execute();

  await db.schema
    .createTable('payments')
    .$call((t) => addId(t, pg))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payment', 'refund')`))
    .addColumn('provider_payment_id', 'text', (c) => c.unique())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('raw', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();

  await db.schema
    .createTable('free_refund_requests')
    .$call((t) => addId(t, pg))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('requested', 'refunded', 'rejected')`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('refund_amount', 'integer', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address_detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('free_refund_requests_user_idx').on('free_refund_requests').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('free_refund_request_items')
    .$call((t) => addId(t, pg))
    .addColumn('request_id', 'integer', (c) => c.notNull().references('free_refund_requests.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count >= 1`))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('free_refund_request_items_request_idx').on('free_refund_request_items').column('request_id').execute();

  await db.schema
    .createTable('credit_ledger')
    .$call((t) => addId(t, pg))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('referral_reward', 'order_use', 'order_return')`))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('referred_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('credit_ledger_referral_once', ['kind', 'referred_user_id'])
    .execute();
  await db.schema.createIndex('credit_ledger_user_idx').on('credit_ledger').column('user_id').execute();
  await db.schema.createIndex('users_referred_by_idx').on('users').column('referred_by').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_referred_by_idx').execute();
  for (const table of [
    'credit_ledger',
    'free_refund_request_items',
    'free_refund_requests',
    'payments',
    'order_status_history',
    'order_items',
    'order_shipments',
    'orders',
    'order_addresses',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('brands').dropColumn('free_delivery_threshold').execute();
  await db.schema.alterTable('brands').dropColumn('delivery_fee').execute();
}
