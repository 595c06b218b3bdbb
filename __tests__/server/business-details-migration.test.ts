/** @jest-environment node */
import { Migrator, sql } from 'kysely';
import { migrationProvider } from '@/lib/server/db/migrations';
import { openTestDb, type TestDb } from '../helpers/db';

/**
 * Migration 0012 adds the business details a 거래명세서 states (retailers'
 * 대표자명, 사업장 주소, 업태, 종목, tax-invoice e-mail; brands' 상호,
 * 사업자등록번호, 대표자명, 주소, 업태, 종목): down to 0011 drops them, and up
 * again gives existing rows empty details, a brand its owner's 상호 and
 * 사업자등록번호, and a brand with no owner its name as 상호.
 */

let testDb: TestDb;

beforeAll(async () => {
  testDb = await openTestDb({ seed: { products: 10, brands: 3 } });
});
afterAll(async () => {
  await testDb.close();
});

const columnsOf = async (db: TestDb['db'], table: string) =>
  (await db.introspection.getTables()).find((entry) => entry.name === table)!.columns.map((column) => column.name);

test('down to 0011 drops the columns; up again adds them: empty, a brand with its owner`s 상호 and number (its name without an owner)', async () => {
  const { db } = testDb;
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('0011_order_vat')).error).toBeUndefined();
  expect(await columnsOf(db, 'users')).not.toContain('ceo_name');
  expect(await columnsOf(db, 'brands')).not.toEqual(expect.arrayContaining(['company_name']));
  // Rows written before 0012: brand 1 without an owner, brand 2 owned by an account of its own.
  await sql`update brands set name = ${'마이그레이션 브랜드'}, owner_user_id = null where id = 1`.execute(db);
  const owner = await db
    .insertInto('users')
    .values({ email: 'owner-0012@test.kr', passwordHash: 'x', userType: 'brand', userGroups: 'valid', businessName: '주식회사 소유', registrationNo: '1208147521', mobileNo: '01020001234', referralCode: 'OWNER0012', referredBy: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`update brands set owner_user_id = ${owner.id} where id = 2`.execute(db);

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  expect(await columnsOf(db, 'users')).toEqual(expect.arrayContaining(['ceo_name', 'business_address', 'business_type', 'business_item', 'tax_email']));
  const brand = await db.selectFrom('brands').select(['name', 'companyName', 'registrationNo', 'ceoName', 'businessAddress']).where('id', '=', 1).executeTakeFirstOrThrow();
  expect(brand).toEqual({ name: '마이그레이션 브랜드', companyName: '마이그레이션 브랜드', registrationNo: '', ceoName: '', businessAddress: '' });
  const owned = await db.selectFrom('brands').select(['companyName', 'registrationNo']).where('id', '=', 2).executeTakeFirstOrThrow();
  expect(owned).toEqual({ companyName: '주식회사 소유', registrationNo: '1208147521' });
  const users = await db.selectFrom('users').select(['ceoName', 'taxEmail']).execute();
  expect(users.every((user) => user.ceoName === '' && user.taxEmail === '')).toBe(true);
});
