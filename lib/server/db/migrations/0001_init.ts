import { sql, type Kysely } from 'kysely';
import { addId, isPostgres } from '@/lib/server/db/dialect';

/**
 * Foundation schema: accounts and sessions, the catalogue, favourites, the
 * cart, SMS verifications and throttling. Later features add tables with
 * migrations of their own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .createTable('users')
    .$call((t) => addId(t, pg))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('user_type', 'text', (c) => c.notNull().check(sql`user_type in ('retailer', 'brand')`))
    .addColumn('user_groups', 'text', (c) => c.notNull().check(sql`user_groups in ('valid', 'inValid')`))
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('registration_no', 'text', (c) => c.notNull())
    .addColumn('mobile_no', 'text', (c) => c.notNull())
    .addColumn('referral_code', 'text', (c) => c.notNull().unique())
    .addColumn('referred_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_mobile_no_idx').on('users').column('mobile_no').execute();

  await db.schema
    .createTable('sessions')
    .$call((t) => addId(t, pg))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('is_brand_access', 'integer', (c) => c.notNull())
    .addColumn('highlight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('brands')
    .$call((t) => addId(t, pg))
    .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text', (c) => c.notNull())
    .addColumn('minimum_order_amount', 'integer', (c) => c.notNull().check(sql`minimum_order_amount >= 0`))
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('brands_owner_user_id_idx').on('brands').column('owner_user_id').execute();

  await db.schema
    .createTable('products')
    .$call((t) => addId(t, pg))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('wholesale_price', 'integer', (c) => c.notNull().check(sql`wholesale_price >= 0`))
    .addColumn('retail_price', 'integer', (c) => c.notNull().check(sql`retail_price >= 0`))
    .addColumn('flash_sale_price', 'integer')
    .addColumn('flash_sale_starts_at', 'text')
    .addColumn('flash_sale_ends_at', 'text')
    .addColumn('min_order_qty', 'integer', (c) => c.notNull().defaultTo(1).check(sql`min_order_qty >= 1`))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('colors', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sizes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'hidden')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  for (const [name, columns] of [
    ['products_category_idx', ['category_id', 'created_at']],
    ['products_brand_idx', ['brand_id', 'created_at']],
    ['products_created_idx', ['created_at']],
    ['products_sales_idx', ['sales_count']],
    ['products_price_idx', ['wholesale_price']],
    ['products_flash_idx', ['flash_sale_ends_at']],
  ] as const) {
    await db.schema.createIndex(name).on('products').columns([...columns]).execute();
  }

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('cart_items')
    .$call((t) => addId(t, pg))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('goods_count', 'integer', (c) => c.notNull().check(sql`goods_count > 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_items_line_unique', ['user_id', 'product_id', 'color', 'size'])
    .execute();

  await db.schema
    .createTable('sms_verifications')
    .$call((t) => addId(t, pg))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('register', 'reset')`))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('proof_hash', 'text', (c) => c.unique())
    .addColumn('consumed_at', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_verifications_phone_idx')
    .on('sms_verifications')
    .columns(['phone', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('throttle_events')
    .$call((t) => addId(t, pg))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('throttle_events_key_idx').on('throttle_events').columns(['key', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'throttle_events',
    'sms_verifications',
    'cart_items',
    'favorites',
    'products',
    'brands',
    'categories',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
