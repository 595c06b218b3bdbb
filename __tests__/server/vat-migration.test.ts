/** @jest-environment node */
import { Migrator } from 'kysely';
import { migrationProvider } from '@/lib/server/db/migrations';
import { openTestDb, type TestDb } from '../helpers/db';

/**
 * Migration 0011 gives orders placed before it their supply value and VAT
 * (lib/orders/vat.ts), computed as checkout computes them: down to 0010 drops
 * the columns, up again fills them from the stored amounts alone.
 */

let testDb: TestDb;

beforeAll(async () => {
  testDb = await openTestDb({ seed: { products: 20, brands: 3, demoOrders: true } });
});
afterAll(async () => {
  await testDb.close();
});

const split = (db: TestDb['db']) =>
  Promise.all([
    db.selectFrom('orders').select(['id', 'supplyAmount', 'vatAmount']).orderBy('id').execute(),
    db.selectFrom('orderItems').select(['id', 'supplyAmount', 'vatAmount']).orderBy('id').execute(),
  ]);

test('orders placed before 0011 get the split checkout writes (down to 0010, then up again)', async () => {
  const { db } = testDb;
  const written = await split(db);
  expect(written[0].length).toBeGreaterThan(0);
  expect(written[0].every((order) => order.vatAmount > 0)).toBe(true);

  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('0010_brand_dispatch')).error).toBeUndefined();
  expect((await migrator.migrateToLatest()).error).toBeUndefined();

  expect(await split(db)).toEqual(written);
});
