/** @jest-environment node */
import { Migrator } from 'kysely';
import { migrationProvider } from '@/lib/server/db/migrations';
import { parseNotice } from '@/lib/catalog/productNotice';
import { openTestDb, type TestDb } from '../helpers/db';

/**
 * Migration 0013 adds products.notice (상품정보제공고시): down drops the
 * column, up again gives every product '' (none entered yet), which the page
 * shows as no table and the brand's form asks for on the next save.
 */

let testDb: TestDb;

beforeAll(async () => {
  testDb = await openTestDb({ seed: { products: 20, brands: 3 } });
});
afterAll(async () => {
  await testDb.close();
});

/** The products table's columns as the database describes them (both dialects). */
async function productColumns(db: TestDb['db']): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.find((table) => table.name === 'products')?.columns.map((column) => column.name) ?? [];
}

test('down to 0011 drops the notices, up again gives every product an empty one', async () => {
  const { db } = testDb;
  const seeded = await db.selectFrom('products').select(['id', 'notice']).execute();
  expect(seeded.every((row) => parseNotice(row.notice) !== null)).toBe(true);

  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('0011_order_vat')).error).toBeUndefined();
  expect(await productColumns(db)).not.toContain('notice');

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  expect(await productColumns(db)).toContain('notice');
  const after = await db.selectFrom('products').select(['id', 'notice']).execute();
  expect(after).toHaveLength(seeded.length);
  expect(after.every((row) => row.notice === '')).toBe(true);
});
