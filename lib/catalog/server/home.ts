import { toProductCard, type BrandItem, type ProductOrder } from '@/lib/catalog/catalog.contract';
import type { Paginated } from '@/lib/contract/pagination';
import type { BrandWithProducts, HomeFeed } from '@/lib/catalog/home.contract';
import type { Db } from '@/lib/server/db';
import type { AuthUser } from '@/lib/server/auth/sessions';
import { listBrands } from './brands';
import { listProducts } from './queries';
import type { ProductFilters } from './listRequest';
import { viewerOf, type Viewer } from './viewer';

/**
 * What the home page and the new-brands page show, read straight from the
 * catalogue services (docs/ARCHITECTURE.md: a page loader never calls its own
 * HTTP API). Prices follow the viewer (./viewer.ts).
 */

/** How many of each the home page shows (one row on a wide screen). */
export const HOME_SECTION_SIZE = 10;
export const HOME_NEW_BRANDS = 4;
/** Products shown with each new brand. */
export const BRAND_PRODUCTS = 2;
/** Brands on one page of /new-brand. */
export const NEW_BRANDS_PAGE_SIZE = 12;

async function productsOf(db: Db, viewer: Viewer, filters: ProductFilters, order: ProductOrder, limit: number, now: Date) {
  const list = await listProducts(db, viewer, { filters, order, page: 1, limit }, now);
  return list.items.map(toProductCard);
}

async function withProducts(db: Db, viewer: Viewer, brands: BrandItem[], now: Date): Promise<BrandWithProducts[]> {
  return Promise.all(
    brands.map(async (brand) => ({
      brand,
      products: await productsOf(db, viewer, { brandIds: [brand.id] }, 'latest', BRAND_PRODUCTS, now),
    })),
  );
}

/** The home page's sections: running flash sales, new brands, most sold and newest products. */
export async function getHomeFeed(db: Db, user: AuthUser | null, now: Date = new Date()): Promise<HomeFeed> {
  const viewer = viewerOf(user);
  const [flashSale, brands, popular, newProducts] = await Promise.all([
    productsOf(db, viewer, { flashSaleOnly: true }, 'recommended', HOME_SECTION_SIZE, now),
    listBrands(db, { new: true, order: 'latest', page: 1, limit: HOME_NEW_BRANDS }),
    productsOf(db, viewer, {}, 'popular', HOME_SECTION_SIZE, now),
    productsOf(db, viewer, {}, 'latest', HOME_SECTION_SIZE, now),
  ]);
  const ends = flashSale.map((product) => product.flashSaleEndsAt).filter((end): end is string => end !== null);
  return {
    flashSale,
    flashSaleEndsAt: ends.length > 0 ? ends.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b)) : null,
    newBrands: await withProducts(db, viewer, brands.items, now),
    popular,
    newProducts,
    now: now.toISOString(),
  };
}

/** One page of the brands that joined recently (newest first), each with a few products. */
export async function listNewBrands(
  db: Db,
  user: AuthUser | null,
  page: number,
  now: Date = new Date(),
): Promise<Paginated<BrandWithProducts>> {
  const brands = await listBrands(db, { new: true, order: 'latest', page, limit: NEW_BRANDS_PAGE_SIZE });
  return { ...brands, items: await withProducts(db, viewerOf(user), brands.items, now) };
}
