/** @jest-environment node */
import { sql } from 'kysely';
import { lockUserCart } from '@/lib/cart/server/lines';
import { writesSharedTable } from '@/lib/server/db/changes';
import { openTestDb, type TestDb } from '../helpers/db';

/**
 * DbHandle.version (lib/server/db/changes.ts): what tells the shared pages of
 * certified retailers (lib/server/http/sharedPages.ts) that what they show may
 * have changed. On SQLite and PostgreSQL alike.
 */

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(async () => {
  await t.close();
});

test('a write to a table pages show moves the version: a statement, a transaction when it commits, raw SQL', async () => {
  const product = await t.db.selectFrom('products').select(['id', 'stock']).executeTakeFirstOrThrow();
  let before = t.handle.version();
  await t.db.updateTable('products').set({ stock: product.stock + 1 }).where('id', '=', product.id).execute();
  expect(t.handle.version()).not.toBe(before);

  before = t.handle.version();
  let inside = '';
  await t.db.transaction().execute(async (trx) => {
    await trx.updateTable('products').set({ stock: product.stock }).where('id', '=', product.id).execute();
    inside = t.handle.version();
  });
  expect(inside).not.toBe(before);
  // Counted again at the commit: a page read between the write and the commit is not taken for the new state.
  expect(t.handle.version()).not.toBe(inside);

  before = t.handle.version();
  await sql`update brands set description = description where id = ${1}`.execute(t.db);
  expect(t.handle.version()).not.toBe(before);
});

test('reads, and writes to what only one person sees (sessions, hearts, the cart, their account), leave it alone', async () => {
  const user = await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
  const before = t.handle.version();
  await t.db.selectFrom('products').select('id').limit(5).execute();
  await t.db.deleteFrom('sessions').where('userId', '=', -1).execute();
  await t.db.deleteFrom('favorites').where('userId', '=', -1).execute();
  // A cart change as the cart makes it: the user's row locked (on SQLite, by a write to it) first.
  await t.db.transaction().execute(async (trx) => {
    await lockUserCart(trx, user.id);
    await trx.deleteFrom('cartItems').where('userId', '=', -1).execute();
  });
  expect(t.handle.version()).toBe(before);
});

test.each([
  ['insert into "products" ("name") values (?)', true],
  ['update "product_options" set "stock" = ?', true],
  ['delete from "brands" where "id" = ?', true],
  ['with moved as (update "orders" set x = 1 returning id) select * from moved', true],
  ['insert into "sessions" ("token") values (?)', false],
  ['delete from "cart_items" where "user_id" = ?', false],
  ['update "favorites" set "created_at" = ?', false],
  ['update "users" set "updated_at" = "updated_at" where "id" = ?', false],
  ['select "update" from "products"', false],
  ['create index "x" on "products" ("name")', true],
])('%s writes a shared table: %s', (text, shared) => {
  expect(writesSharedTable(text)).toBe(shared);
});
