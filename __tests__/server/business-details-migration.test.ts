/** @jest-environment node */
import { Migrator, sql } from 'kysely';
import { migrationProvider } from '@/lib/server/db/migrations';
import { openTestDb, type TestDb } from '../helpers/db';

/**
 * Migration 0012 adds the business details a 거래명세서 states (retailers'
 * 대표자명, 사업장 주소, 업태, 종목, tax-invoice e-mail; brands' 상호,
 * 사업자등록번호, 대표자명, 주소, 업태, 종목): down to 0011 drops them, and up
 * again gives existing rows empty details and each brand its name as 상호.
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

test('down to 0011 drops the columns; up again adds them, empty, with each brand`s name as its 상호', async () => {
  const { db } = testDb;
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('0011_order_vat')).error).toBeUndefined();
  expect(await columnsOf(db, 'users')).not.toContain('ceo_name');
  expect(await columnsOf(db, 'brands')).not.toEqual(expect.arrayContaining(['company_name']));
  // Rows written before 0012.
  await sql`update brands set name = ${'마이그레이션 브랜드'} where id = 1`.execute(db);

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  expect(await columnsOf(db, 'users')).toEqual(expect.arrayContaining(['ceo_name', 'business_address', 'business_type', 'business_item', 'tax_email']));
  const brand = await db.selectFrom('brands').select(['name', 'companyName', 'registrationNo', 'ceoName', 'businessAddress']).where('id', '=', 1).executeTakeFirstOrThrow();
  expect(brand).toEqual({ name: '마이그레이션 브랜드', companyName: '마이그레이션 브랜드', registrationNo: '', ceoName: '', businessAddress: '' });
  const users = await db.selectFrom('users').select(['ceoName', 'taxEmail']).execute();
  expect(users.every((user) => user.ceoName === '' && user.taxEmail === '')).toBe(true);
});
