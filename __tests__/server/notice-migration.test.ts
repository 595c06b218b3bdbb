/** @jest-environment node */
import { Migrator, sql } from 'kysely';
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

test('down to 0011 drops the notices, up again gives every product an empty one', async () => {
  const { db } = testDb;
  const seeded = await db.selectFrom('products').select(['id', 'notice']).execute();
  expect(seeded.every((row) => parseNotice(row.notice) !== null)).toBe(true);

  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('0011_order_vat')).error).toBeUndefined();
  await expect(sql`select notice from products`.execute(db)).rejects.toThrow();

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const after = await db.selectFrom('products').select(['id', 'notice']).execute();
  expect(after).toHaveLength(seeded.length);
  expect(after.every((row) => row.notice === '')).toBe(true);
});
