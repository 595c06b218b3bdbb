/** @jest-environment node */
import { Migrator } from 'kysely';
import { migrationProvider } from '@/lib/server/db/migrations';
import { productListRequest } from '@/lib/catalog/server/listRequest';
import { searchProducts, searchQuery } from '@/lib/catalog/server/search';
import { wordForms } from '@/lib/catalog/server/searchForms';
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

test('migration 0014 backfills the words forms and the vocabulary as the indexer writes them (down, then up again)', async () => {
  const db = testDb.db;
  const request = searchQuery.parse({ keyword: '키링', limit: '100' });
  const ranked = async () => (await searchProducts(db, anonymous, productListRequest(request), request.keyword)).items.map((item) => item.id);
  const before = await ranked();
  const indexed = await db.selectFrom('searchProducts').innerJoin('products', 'products.id', 'searchProducts.productId').select(['products.name', 'nameWords', 'initialsWords']).orderBy('products.id').execute();
  const words = (await db.selectFrom('searchWords').select('word').orderBy('word').execute()).map((row) => row.word);
  expect(words).toContain('키링');

  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('0011_order_vat')).error).toBeUndefined();
  expect((await migrator.migrateToLatest()).error).toBeUndefined();

  const backfilled = await db.selectFrom('searchProducts').innerJoin('products', 'products.id', 'searchProducts.productId').select(['products.name', 'nameWords', 'initialsWords']).orderBy('products.id').execute();
  expect(backfilled).toEqual(indexed);
  for (const row of indexed.slice(0, 20)) expect({ words: row.nameWords, initialsWords: row.initialsWords }).toEqual(wordForms(row.name));
  expect((await db.selectFrom('searchWords').select('word').orderBy('word').execute()).map((row) => row.word)).toEqual(words);
  expect(await ranked()).toEqual(before);
});
