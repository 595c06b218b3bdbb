/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { openDatabase, type DbHandle } from '@/lib/server/db';
import { migrationProvider } from '@/lib/server/db/migrations';

/**
 * Migration 0004 on a database that already has products (a demo database
 * seeded before it): every product gets one option per colour x size, their
 * stock adding up to the product's, and order step 1.
 */

let handle: DbHandle;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migration-'));
  handle = openDatabase(`sqlite:${path.join(dir, 'test.db')}`);
  const migrator = new Migrator({ db: handle.db, provider: migrationProvider });
  const before = await migrator.migrateTo('0002_catalog_indexes');
  if (before.error) throw before.error;
});

afterAll(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('existing products get their options with the stock shared out, and order step 1', async () => {
  const db = handle.db;
  const now = new Date().toISOString();
  await sql`insert into categories (id, parent_id, name, code, path, is_brand_access, sort_order) values (121, null, '컵', 'mug', '/shop', 1, 0)`.execute(db);
  await sql`insert into brands (id, name, description, logo_url, minimum_order_amount, created_at) values (1, '브랜드', '', '', 0, ${now})`.execute(db);
  const product = (id: number, colors: string[], sizes: string[], stock: number) =>
    sql`insert into products (id, brand_id, category_id, name, description, wholesale_price, retail_price, stock, colors, sizes, created_at, updated_at)
        values (${id}, 1, 121, ${`상품 ${id}`}, '', 1000, 2000, ${stock}, ${JSON.stringify(colors)}, ${JSON.stringify(sizes)}, ${now}, ${now})`.execute(db);
  await product(1, ['빨강', '파랑'], ['S', 'M'], 10);
  await product(2, [], [], 7);
  await product(3, ['검정'], [], 0);

  const migrator = new Migrator({ db, provider: migrationProvider });
  const after = await migrator.migrateToLatest();
  if (after.error) throw after.error;

  const options = await db.selectFrom('productOptions').select(['productId', 'color', 'size', 'stock']).orderBy('id').execute();
  expect(options).toEqual([
    { productId: 1, color: '빨강', size: 'S', stock: 3 },
    { productId: 1, color: '빨강', size: 'M', stock: 3 },
    { productId: 1, color: '파랑', size: 'S', stock: 2 },
    { productId: 1, color: '파랑', size: 'M', stock: 2 },
    { productId: 2, color: '', size: '', stock: 7 },
    { productId: 3, color: '검정', size: '', stock: 0 },
  ]);
  const steps = await db.selectFrom('products').select('orderStep').execute();
  expect(steps.every((row) => row.orderStep === 1)).toBe(true);
  expect(await db.selectFrom('productPriceTiers').selectAll().execute()).toEqual([]);
});
