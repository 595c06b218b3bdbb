import { sql, type Kysely } from 'kysely';

/**
 * What a 거래명세서 and a tax invoice state of each party (docs/DECISIONS.md,
 * 거래명세서 and receipts): the buyer's (a retailer's account already holds its
 * 상호 and 사업자등록번호) 대표자명, 업태, 종목, 사업장 주소 and the e-mail tax
 * invoices go to; the supplier's (a brand) 상호, 사업자등록번호, 대표자명,
 * 사업장 주소, 업태 and 종목. Every column is text, '' until it is filled in. A
 * brand starts with what its owner's account holds (the 상호 and 사업자등록번호 its
 * admission gave), or its name as 상호 when it has no owner.
 */
const USER_COLUMNS = ['ceo_name', 'business_address', 'business_type', 'business_item', 'tax_email'] as const;
const BRAND_COLUMNS = ['company_name', 'registration_no', 'ceo_name', 'business_address', 'business_type', 'business_item'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of USER_COLUMNS) {
    await db.schema.alterTable('users').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
  }
  for (const column of BRAND_COLUMNS) {
    await db.schema.alterTable('brands').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
  }
  await sql`update brands set
    company_name = coalesce((select users.business_name from users where users.id = brands.owner_user_id), brands.name),
    registration_no = coalesce((select users.registration_no from users where users.id = brands.owner_user_id), '')`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...BRAND_COLUMNS].reverse()) await db.schema.alterTable('brands').dropColumn(column).execute();
  for (const column of [...USER_COLUMNS].reverse()) await db.schema.alterTable('users').dropColumn(column).execute();
}
