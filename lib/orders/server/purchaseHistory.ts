import { apiMessages } from '@/lib/messages/api';
import { z } from 'zod';
import type { BrandPurchaseHistory } from '@/lib/catalog/catalog.contract';
import { pathIdSchema } from '@/lib/contract/ids';
import type { AuthUser } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import { notFound } from '@/lib/server/errors';

/** GET /orders/details/brand_purchase_history query: `idBrand` (required, a valid id). */
export const brandPurchaseHistoryQuery = z.object({ idBrand: pathIdSchema(apiMessages.catalog.invalid.brandId) });

/**
 * What the caller has bought from a brand: one entry per product with the
 * units bought over all their orders (cancelled and refunded units left out,
 * unpaid orders too) and the date of the latest, most recent first
 * (BrandPurchaseHistory in lib/catalog/catalog.contract.ts). Names, images and the
 * option and units a reorder proposes are the latest purchase's. An unknown
 * brand is a 404.
 */
export async function getBrandPurchaseHistory(db: Db, user: AuthUser, idBrand: number): Promise<BrandPurchaseHistory> {
  const brand = await db.selectFrom('brands').select('id').where('id', '=', idBrand).executeTakeFirst();
  if (!brand) throw notFound(apiMessages.catalog.brandNotFound);
  const rows = await db
    .selectFrom('orderItems')
    .innerJoin('orders', 'orders.id', 'orderItems.orderId')
    .select([
      'orderItems.productId',
      'orderItems.productName',
      'orderItems.image',
      'orderItems.color',
      'orderItems.size',
      'orderItems.count',
      'orderItems.cancelledCount',
      'orderItems.refundedCount',
      'orders.createdAt',
    ])
    .where('orders.userId', '=', user.id)
    .where('orderItems.brandId', '=', idBrand)
    .where('orders.paidAt', 'is not', null)
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orderItems.id', 'desc')
    .execute();
  const byProduct = new Map<number, BrandPurchaseHistory['items'][number]>();
  for (const row of rows) {
    const units = row.count - row.cancelledCount - row.refundedCount;
    if (units <= 0) continue;
    const entry = byProduct.get(row.productId);
    if (entry) entry.quantity += units;
    else
      byProduct.set(row.productId, {
        idProduct: row.productId,
        name: row.productName,
        image: row.image,
        quantity: units,
        lastOrderedAt: row.createdAt,
        last: { color: row.color, size: row.size, count: units },
      });
  }
  return { items: [...byProduct.values()] };
}
