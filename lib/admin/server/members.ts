import { sql, type ExpressionBuilder } from 'kysely';
import type { ConsoleBrandList, ConsoleMemberQuery, ConsoleRetailerList } from '@/lib/admin/admin.contract';
import type { Db } from '@/lib/server/db';
import type { Database } from '@/lib/server/db/schema';
import { kstDayOfIsoDate, kstDayStart } from '@/lib/kstDate';
import { CONSOLE_PAGE_SIZE, offsetOf, pageOf } from './paging';

/**
 * The console's members: retailers with their certification, orders and
 * referral credit, and brands with their products on sale and sold out.
 * Searched by 상호, e-mail, 사업자등록번호 or brand name; the dashboard's
 * "new retailers" and "brands to restock" are these lists filtered.
 */

/** A brand is shown for restocking from this many sold-out products on sale. */
export const SOLD_OUT_BRAND_MIN = 3;

/** How many of a brand's products on sale are sold out (the brands list's column and filter, and the dashboard's count). */
export const soldOutCountOf = (eb: ExpressionBuilder<Database, 'brands'>) =>
  eb
    .selectFrom('products')
    .select(sql<number>`count(*)`.as('n'))
    .whereRef('products.brandId', '=', 'brands.id')
    .where('products.status', '=', 'active')
    .where('products.stock', '=', 0);

function joinedSince(date: string | undefined): string | null {
  const day = date ? kstDayOfIsoDate(date) : null;
  return day === null ? null : kstDayStart(day);
}

export async function searchRetailers(db: Db, input: ConsoleMemberQuery): Promise<ConsoleRetailerList> {
  let base = db.selectFrom('users').where('users.userType', '=', 'retailer');
  const q = input.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q}%`;
    const digits = q.replace(/-/g, '');
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(users.business_name)`, 'like', like),
        eb(sql`lower(users.email)`, 'like', like),
        ...(/^\d{3,10}$/.test(digits) ? [eb('users.registrationNo', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  const since = joinedSince(input.joinedFrom);
  if (since) base = base.where('users.createdAt', '>=', since);
  const total = Number((await base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base
    .select((eb) => [
      'users.id',
      'users.businessName',
      'users.email',
      'users.registrationNo',
      'users.userGroups',
      'users.createdAt',
      'users.suspendedAt',
      eb.selectFrom('orders').select(sql<number>`count(*)`.as('n')).whereRef('orders.userId', '=', 'users.id').as('orders'),
      eb.selectFrom('creditLedger').select(sql<number>`coalesce(sum(amount), 0)`.as('n')).whereRef('creditLedger.userId', '=', 'users.id').as('credit'),
    ])
    .orderBy('users.createdAt', 'desc')
    .orderBy('users.id', 'desc')
    .limit(CONSOLE_PAGE_SIZE)
    .offset(offsetOf(input.page))
    .execute();
  const items = rows.map((row) => ({
    id: row.id,
    suspendedAt: row.suspendedAt,
    businessName: row.businessName,
    email: row.email,
    registrationNo: row.registrationNo,
    certified: row.userGroups === 'valid',
    joinedAt: row.createdAt,
    orders: Number(row.orders ?? 0),
    credit: Number(row.credit ?? 0),
  }));
  return pageOf(items, total, input.page);
}

export async function searchBrands(db: Db, input: ConsoleMemberQuery): Promise<ConsoleBrandList> {
  let base = db.selectFrom('brands').leftJoin('users', 'users.id', 'brands.ownerUserId');
  const q = input.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q}%`;
    base = base.where((eb) => eb.or([eb(sql`lower(brands.name)`, 'like', like), eb(sql`lower(brands.company_name)`, 'like', like), eb(sql`lower(users.email)`, 'like', like)]));
  }
  const since = joinedSince(input.joinedFrom);
  if (since) base = base.where('brands.createdAt', '>=', since);
  if (input.soldOut) {
    base = base.where(soldOutCountOf, '>=', SOLD_OUT_BRAND_MIN);
  }
  const total = Number((await base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base
    .select((eb) => [
      'brands.id',
      'brands.name',
      'brands.companyName',
      'brands.createdAt',
      'brands.ownerUserId',
      'brands.suspendedAt',
      'users.email',
      eb.selectFrom('products').select(sql<number>`count(*)`.as('n')).whereRef('products.brandId', '=', 'brands.id').where('products.status', '=', 'active').as('onSale'),
      soldOutCountOf(eb).as('soldOut'),
      eb.selectFrom('orderShipments').select(sql<number>`count(*)`.as('n')).whereRef('orderShipments.brandId', '=', 'brands.id').as('orders'),
    ])
    .$if(Boolean(input.soldOut), (query) => query.orderBy('soldOut', 'desc'))
    .orderBy('brands.id', 'asc')
    .limit(CONSOLE_PAGE_SIZE)
    .offset(offsetOf(input.page))
    .execute();
  const items = rows.map((row) => ({
    id: row.id,
    ownerUserId: row.ownerUserId,
    suspendedAt: row.suspendedAt,
    name: row.name,
    companyName: row.companyName,
    email: row.email ?? '',
    joinedAt: row.createdAt,
    onSale: Number(row.onSale ?? 0),
    soldOut: Number(row.soldOut ?? 0),
    orders: Number(row.orders ?? 0),
  }));
  return pageOf(items, total, input.page);
}
