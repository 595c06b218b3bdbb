/** @jest-environment node */
import { Migrator } from 'kysely';
import { migrationProvider } from '@/lib/server/db/migrations';
import { productListRequest } from '@/lib/catalog/server/listRequest';
import { searchProducts, searchQuery } from '@/lib/catalog/server/search';
import { openTestDb, type TestDb } from '../helpers/db';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb.close();
});

const anonymous = { userId: null, canSeeWholesale: false, isBrand: false };

test('migration 0003 indexes a catalogue seeded before it (down, then up again)', async () => {
  const db = testDb.db;
  const request = searchQuery.parse({ keyword: 'ㅅㅅㅎㅎㄹ', limit: '100' });
  const search = async () => (await searchProducts(db, anonymous, productListRequest(request), request.keyword)).items.map((item) => item.id);
  const before = await search();
  expect(before.length).toBeGreaterThan(0);

  const migrator = new Migrator({ db, provider: migrationProvider });
  const down = await migrator.migrateTo('0002_catalog_indexes');
  expect(down.error).toBeUndefined();
  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();

  expect(await search()).toEqual(before);
});
