import { apiMessages } from '@/lib/messages/api';
import { sql } from 'kysely';
import { z } from 'zod';
import type { FavoriteList, FavoriteToggleResult } from '@/lib/catalog/catalog.contract';
import { bodyIdSchema } from '@/lib/contract/ids';
import type { Db } from '@/lib/server/db';
import { notFound } from '@/lib/server/errors';
import { pageOf, pageParams, paginated } from '@/lib/contract/queryParams';
import { PRODUCT_COLUMNS, toProductItem } from './view';
import { priceViewerOf, type Viewer } from './viewer';
import { onSaleColumn, onSaleSql } from './onSale';

/** POST /products/favorite body. */
export const favoriteToggleBody = z.object({
  idProduct: bodyIdSchema(apiMessages.catalog.invalid.productId, { acceptText: true }),
});

/** GET /products/favorite query. */
export const favoriteListQuery = z.object(pageParams);

/**
 * Adds the product to the user's wishlist, or removes it when it is there
 * already; answers the state after the call. A product that is not on sale
 * (missing or hidden) cannot be added (404) but can still be removed.
 */
export async function toggleFavorite(db: Db, userId: number, idProduct: number): Promise<FavoriteToggleResult> {
  return db.transaction().execute(async (trx) => {
    const product = await trx.selectFrom('products').select(['id', onSaleColumn]).where('id', '=', idProduct).executeTakeFirst();
    if (!product) throw notFound(apiMessages.catalog.productNotFound);
    const removed = await trx
      .deleteFrom('favorites')
      .where('userId', '=', userId)
      .where('productId', '=', idProduct)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return { idProduct, isFavorite: false };
    if (!product.onSale) throw notFound(apiMessages.catalog.productNotFound);
    await trx
      .insertInto('favorites')
      .values({ userId, productId: idProduct, createdAt: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['userId', 'productId']).doNothing())
      .execute();
    return { idProduct, isFavorite: true };
  });
}

/** The viewer's wishlist, most recently added first (only products still on sale). */
export async function listFavorites(
  db: Db,
  viewer: Viewer & { userId: number },
  request: { page?: number; limit?: number },
  now: Date = new Date(),
): Promise<FavoriteList> {
  const { page, limit, offset } = pageOf(request);
  const base = db
    .selectFrom('favorites')
    .innerJoin('products', 'products.id', 'favorites.productId')
    .where('favorites.userId', '=', viewer.userId)
    .where(onSaleSql);
  const [priceViewer, countRow, rows] = await Promise.all([
    priceViewerOf(db, viewer),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base
      .innerJoin('brands', 'brands.id', 'products.brandId')
      .select(PRODUCT_COLUMNS)
      .orderBy('favorites.createdAt', 'desc')
      .orderBy('products.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  const items = rows.map((row) => toProductItem(row, priceViewer, now, true));
  return paginated(items, Number(countRow.n), page, limit);
}

/** Ids among `productIds` that the user has in their wishlist (one indexed query; none for an anonymous caller). */
export async function favoriteIdsOf(db: Db, userId: number | null, productIds: readonly number[]): Promise<Set<number>> {
  if (userId == null || productIds.length === 0) return new Set();
  const rows = await db.selectFrom('favorites').select('productId').where('userId', '=', userId).where('productId', 'in', productIds).execute();
  return new Set(rows.map((row) => row.productId));
}

/** The hearts of a catalogue page certified retailers share (serverPage's `shared`, lib/server/http/page.ts). */
export const catalogueSharing = { favoritesAmong: favoriteIdsOf };
