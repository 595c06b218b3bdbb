import { z } from 'zod';
import type { BrandPurchaseHistory } from '@/lib/contract/catalog';
import { pathIdSchema } from '@/lib/contract/ids';
import { catalogMessages } from '@/lib/messages/catalog';
import type { AuthUser } from '../../auth/sessions';
import type { Db } from '../../db';
import { notFound } from '../../errors';

/** GET /orders/details/brand_purchase_history query: `idBrand` (required, a valid id). */
export const brandPurchaseHistoryQuery = z.object({ idBrand: pathIdSchema(catalogMessages.invalid.brandId) });

/**
 * What the caller has bought from a brand: one entry per product with the
 * units bought over all their orders and the date of the latest, most recent
 * first (BrandPurchaseHistory in lib/contract/catalog.ts). An unknown brand is
 * a 404. It reads the order tables once they exist: the checkout issue adds
 * them (docs/API.md, "Still to come"), and until then nobody has ordered
 * anything, so the answer is the brand check and an empty list.
 */
export async function getBrandPurchaseHistory(db: Db, user: AuthUser, idBrand: number): Promise<BrandPurchaseHistory> {
  const brand = await db.selectFrom('brands').select('id').where('id', '=', idBrand).executeTakeFirst();
  if (!brand) throw notFound(catalogMessages.brandNotFound);
  void user; // the order tables' rows will be filtered by user.id
  return { items: [] };
}
