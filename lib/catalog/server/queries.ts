import { apiMessages } from '@/lib/messages/api';
import { sql } from 'kysely';
import type { ProductDetail, ProductList } from '@/lib/catalog/catalog.contract';
import { getDbHandle, type Db } from '@/lib/server/db';
import { serviceNow } from '@/lib/server/clock';
import { SharedCache, SHARED_SECONDS } from '@/lib/server/sharedCache';
import { notFound } from '@/lib/server/errors';
import { paginated } from '@/lib/contract/queryParams';
import { priceViewerOf, seesWholesaleOf, type Viewer } from './viewer';
import { optionsOfProduct, priceTiersOfProduct } from './options';
import { favoriteIdsOf } from './favorites';
import { planList, type Where } from './filters';
import type { ListRequest } from './listRequest';
import { categoryPathOf, PRODUCT_COLUMNS, toProductItem, type ProductItemRow } from './view';
import { noticeView, parseNotice } from '@/lib/catalog/productNotice';
import { onSaleSql } from './onSale';

/** The product services: one page of a list, and one product. */

/**
 * One page of active products matching `filters`, in `order` (ties broken by
 * id), with the total: two queries (count, page) over the products indexes,
 * plus one for the viewer's favourites among the page.
 */
export async function listProducts(db: Db, viewer: Viewer, request: ListRequest, now: Date = new Date()): Promise<ProductList> {
  const nowIso = now.toISOString();
  const { filters, page, limit, order } = request;
  const offset = (page - 1) * limit;
  const plan = planList(db, viewer, filters, nowIso);
  const hasPriceRange = filters.minPriceWon != null || filters.maxPriceWon != null;
  const count = (where: Where) => db.selectFrom('products').where(where).select(sql<number>`count(*)`.as('n'));

  // Count: with a member price range, the sum of the two arms (each on its index).
  const countQuery =
    plan.arms && hasPriceRange
      ? db.selectNoFrom(sql<number>`(${count(plan.arms[0].where)}) + (${count(plan.arms[1].where)})`.as('n'))
      : count(plan.all);

  const rowsPromise = (async (): Promise<ProductItemRow[]> => {
    const isPriceOrder = order === 'price_asc' || order === 'price_desc';
    const direction = order === 'price_asc' ? 'asc' : 'desc';
    if (plan.arms && isPriceOrder) {
      // Each arm's first offset+limit rows by its own price column, merged.
      const arm = ({ where, price }: { where: Where; price: 'products.wholesalePrice' | 'products.flashSalePrice' }) =>
        db
          .selectFrom('products')
          .innerJoin('brands', 'brands.id', 'products.brandId')
          .where(where)
          .select(PRODUCT_COLUMNS)
          .select(sql.ref<number>(price).as('sortPrice'))
          .orderBy(price, direction)
          .orderBy('products.id', direction)
          .limit(offset + limit);
      const merged = db
        .selectFrom(arm(plan.arms[0]).as('r'))
        .selectAll()
        .unionAll(db.selectFrom(arm(plan.arms[1]).as('f')).selectAll());
      const rows = await db
        .selectFrom(merged.as('u'))
        .selectAll()
        .orderBy('u.sortPrice', direction)
        .orderBy('u.id', direction)
        .limit(limit)
        .offset(offset)
        .execute();
      return rows;
    }
    let query = db
      .selectFrom('products')
      .innerJoin('brands', 'brands.id', 'products.brandId')
      .where(plan.all)
      .select(PRODUCT_COLUMNS);
    switch (order) {
      case 'latest':
        query = query.orderBy('products.createdAt', 'desc').orderBy('products.id', 'desc');
        break;
      case 'popular':
        query = query.orderBy('products.salesCount', 'desc').orderBy('products.id', 'desc');
        break;
      case 'price_asc':
      case 'price_desc':
        // Retail prices (members took the branch above).
        query = query.orderBy('products.retailPrice', direction).orderBy('products.id', direction);
        break;
      case 'recommended':
        // New arrivals first, best sellers first within them (products_recommended_idx).
        query = query
          .orderBy('products.isNew', 'desc')
          .orderBy('products.salesCount', 'desc')
          .orderBy('products.id', 'desc');
        break;
    }
    return query.limit(limit).offset(offset).execute();
  })();

  const [countRow, rows, priceViewer] = await Promise.all([countQuery.executeTakeFirstOrThrow(), rowsPromise, priceViewerOf(db, viewer)]);
  const favorites = await favoriteIdsOf(
    db,
    viewer.userId,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => toProductItem(row, priceViewer, now, favorites.has(row.id)));
  return paginated(items, Number(countRow.n), page, limit);
}

/** The lists GET /products answered lately, as a class of callers sees them (no hearts). */
const classLists = new SharedCache<ProductList>(SHARED_SECONDS, 500);

/**
 * GET /products: a list is the same for every caller of a class (every visitor,
 * every certified retailer) but for their hearts. It is read once per class and
 * request while the catalogue is unchanged (lib/server/sharedCache.ts) and each
 * caller's hearts are put in. A brand user's (with their own brands' wholesale
 * prices) is read for them. A cached list is never changed (hearts go into a
 * copy), so its JSON can be written once (sharedAnswer in lib/server/http/route.ts).
 */
export async function listProductsFor(db: Db, viewer: Viewer, request: ListRequest): Promise<ProductList> {
  if (viewer.isBrand) return listProducts(db, viewer, request);
  const key = `${viewer.canSeeWholesale ? 'wholesale' : 'retail'} ${JSON.stringify(request)}`;
  const version = (await getDbHandle()).version();
  const now = serviceNow().getTime();
  let list = classLists.get(key, version, now);
  if (!list) {
    list = await listProducts(db, { ...viewer, userId: null }, request);
    classLists.set(key, list, version, now);
  }
  const favorites = await favoriteIdsOf(
    db,
    viewer.userId,
    list.items.map((item) => item.id),
  );
  if (favorites.size === 0) return list;
  return { ...list, items: list.items.map((item) => (favorites.has(item.id) ? { ...item, isFavorite: true } : item)) };
}

/**
 * One active product with its brand, category path, options (each with its
 * stock), order step and quantity tiers (only for a viewer who may see this
 * product's wholesale price); 404 when missing or hidden.
 */
export async function getProduct(db: Db, viewer: Viewer, idProduct: number, now: Date = new Date()): Promise<ProductDetail> {
  const row = await db
    .selectFrom('products')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .select(PRODUCT_COLUMNS)
    .select([
      'products.description',
      'products.orderStep',
      'products.notice',
      'products.tiersOverTotal',
      'brands.minimumOrderAmount',
      'brands.logoUrl',
      'brands.deliveryFee',
      'brands.freeDeliveryThreshold',
      'brands.dispatchFrom',
      'brands.dispatchDays',
    ])
    .where('products.id', '=', idProduct)
    .where(onSaleSql)
    .executeTakeFirst();
  if (!row) throw notFound(apiMessages.catalog.productNotFound);
  const priceViewer = await priceViewerOf(db, viewer);
  const wholesale = seesWholesaleOf(priceViewer, row.brandId);
  const [favorites, options, priceTiers] = await Promise.all([
    favoriteIdsOf(db, viewer.userId, [row.id]),
    optionsOfProduct(db, row.id),
    wholesale ? priceTiersOfProduct(db, row.id) : Promise.resolve([]),
  ]);
  const item = toProductItem(row, priceViewer, now, favorites.has(row.id));
  return {
    ...item,
    description: row.description,
    brand: {
      id: row.brandId,
      name: row.brandName,
      minimumOrderAmount: row.minimumOrderAmount,
      logoUrl: row.logoUrl,
      deliveryFee: row.deliveryFee,
      freeDeliveryThreshold: row.freeDeliveryThreshold,
      dispatchFrom: row.dispatchFrom,
      dispatchDays: row.dispatchDays,
    },
    categoryPath: categoryPathOf(row.categoryId),
    priceTiers,
    tiersOverTotal: row.tiersOverTotal === 1,
    options,
    orderStep: row.orderStep,
    notice: noticeView(parseNotice(row.notice)),
  };
}
