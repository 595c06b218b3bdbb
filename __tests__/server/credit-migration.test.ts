/** @jest-environment node */
import { Migrator, sql } from 'kysely';
import { migrationProvider } from '@/lib/server/db/migrations';
import { openTestDb, type TestDb } from '../helpers/db';

/**
 * Migration 0020 lets the credit ledger hold an operator's adjustment (kind 'adjustment' with a
 * note). SQLite makes the table again: every row comes through as it was, and the rules the
 * table kept still hold (one reward per invited account and per business; an adjustment's kind).
 */

let testDb: TestDb;

beforeAll(async () => {
  testDb = await openTestDb({ seed: { products: 20, brands: 3, demoOrders: true } });
});
afterAll(async () => {
  await testDb.close();
});

const ledger = (db: TestDb['db']) =>
  db.selectFrom('creditLedger').select(['id', 'userId', 'amount', 'kind', 'orderId', 'referredUserId', 'referredRegistrationNo', 'createdAt']).orderBy('id').execute();

test('down to 0019 and up again keeps every entry and every rule of the ledger', async () => {
  const { db } = testDb;
  const before = await ledger(db);
  expect(before.some((entry) => entry.kind === 'referral_reward')).toBe(true);

  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('0019_order_notes')).error).toBeUndefined();
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  expect(await ledger(db)).toEqual(before);

  const reward = before.find((entry) => entry.kind === 'referral_reward')!;
  const now = new Date().toISOString();
  const again = (values: Record<string, unknown>) =>
    db.insertInto('creditLedger').values({ userId: reward.userId, amount: 1, kind: 'referral_reward', orderId: null, referredUserId: null, referredRegistrationNo: null, createdAt: now, ...values }).execute();
  await expect(again({ referredUserId: reward.referredUserId })).rejects.toMatchObject({ message: expect.stringMatching(/unique/i) });
  await expect(again({ referredRegistrationNo: reward.referredRegistrationNo })).rejects.toMatchObject({ message: expect.stringMatching(/unique/i) });
  await expect(sql`insert into credit_ledger (user_id, amount, kind, created_at) values (${reward.userId}, 1, 'gift', ${now})`.execute(db)).rejects.toMatchObject({ message: expect.stringMatching(/check/i) });
  await db.insertInto('creditLedger').values({ userId: reward.userId, amount: 1_000, kind: 'adjustment', orderId: null, referredUserId: null, referredRegistrationNo: null, note: '보상', createdAt: now }).execute();
  expect((await db.selectFrom('creditLedger').select('note').where('kind', '=', 'adjustment').executeTakeFirstOrThrow()).note).toBe('보상');
});
