/** @jest-environment node */
import { DEMO_SEED, JUDGED_QUERIES, precisionAt5 } from '@/scripts/searchPrecision';
import { openTestDb, type TestDb } from '../helpers/db';

/**
 * The search ranking holds a floor of precision at 5 on the judged queries
 * (scripts/search-judged-set.json), on the catalogue they were judged on (the demo's).
 * Main's ranking before word ranking scored 0.52; the word ranking 1.00 (npm run bench).
 */
const FLOOR = 0.9;

let testDb: TestDb;

beforeAll(async () => {
  testDb = await openTestDb({ seed: DEMO_SEED });
}, 180_000);
afterAll(async () => {
  await testDb.close();
});

test('the judged set names the demo catalogue as it is seeded (ids and names agree)', async () => {
  const judged = JUDGED_QUERIES.flatMap((query) => query.relevant);
  const rows = await testDb.db.selectFrom('products').select(['id', 'name']).where('id', 'in', [...new Set(judged.map((product) => product.id))]).execute();
  const names = new Map(rows.map((row) => [row.id, row.name]));
  expect(judged.filter((product) => names.get(product.id) !== product.name)).toEqual([]);
  expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(30);
});

test(`precision at 5 over the judged queries stays at ${FLOOR} or more, and no query finds none of its products`, async () => {
  const report = await precisionAt5(testDb.db);
  expect(report.queries.filter((entry) => entry.precision === 0).map((entry) => entry.query)).toEqual([]);
  expect(report.mean).toBeGreaterThanOrEqual(FLOOR);
});
