import type { BrandDashboard } from '@/lib/brandCenter/brandDashboard.contract';
import type { Db } from '@/lib/server/db';
import { settlementOverview } from '@/lib/settlement/server/statements';
import { countToShip } from './brandOrders';
import { countOpenRefunds } from './brandRefunds';
import { countBrandProducts } from './brandProductReads';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The brand centre's front page (/brand-center): what waits for the brand today and where its
 * money stands, each figure the count of the list it links to: groups to ship and those past the
 * brand's dispatch days since payment, refund requests waiting, products low or out of stock (as
 * the product list's filters count them, hidden ones included),
 * and the settlement period under way with its date and the payout expected.
 */
export async function brandDashboard(db: Db, brandId: number, now: Date): Promise<BrandDashboard> {
  const brand = await db.selectFrom('brands').select('dispatchDays').where('id', '=', brandId).executeTakeFirstOrThrow();
  const settlement = await settlementOverview(db, brandId, now);
  return {
    toShip: await countToShip(db, brandId),
    late: await countToShip(db, brandId, new Date(now.getTime() - brand.dispatchDays * DAY_MS).toISOString()),
    dispatchDays: brand.dispatchDays,
    openRefunds: await countOpenRefunds(db, brandId),
    lowStock: await countBrandProducts(db, brandId, { status: 'all', stock: 'low' }),
    outOfStock: await countBrandProducts(db, brandId, { status: 'all', stock: 'out' }),
    period: { firstDate: settlement.open.firstDate, lastDate: settlement.open.lastDate, sales: settlement.open.sales + settlement.open.deliveryFees, expected: settlement.open.carriedIn + settlement.open.net },
    owed: settlement.balance,
  };
}
