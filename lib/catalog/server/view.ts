import { findCategory, mainCategoryOf } from '@/lib/catalog/categories';
import type { CategoryPathEntry, ProductListItem } from '@/lib/catalog/catalog.contract';
import { parseStringList } from '@/lib/server/db/jsonList';
import type { ProductRow } from '@/lib/server/db/schema';
import { pricingOf } from './pricing';
import { seesWholesaleOf, type PriceViewer } from './viewer';

/** Product rows as the API answers them: the columns a list item is read from, and the mapping. */

/** The columns a product list item is made of (products joined with brands). */
export const PRODUCT_COLUMNS = [
  'products.id',
  'products.name',
  'products.brandId',
  'products.categoryId',
  'products.wholesalePrice',
  'products.retailPrice',
  'products.flashSalePrice',
  'products.flashSaleStartsAt',
  'products.flashSaleEndsAt',
  'products.minOrderQty',
  'products.stock',
  'products.colors',
  'products.sizes',
  'products.images',
  'products.isNew',
  'products.salesCount',
  'products.createdAt',
  'brands.name as brandName',
] as const;

/** A row selected with PRODUCT_COLUMNS. */
export type ProductItemRow = Pick<
  ProductRow,
  | 'id'
  | 'name'
  | 'brandId'
  | 'categoryId'
  | 'wholesalePrice'
  | 'retailPrice'
  | 'flashSalePrice'
  | 'flashSaleStartsAt'
  | 'flashSaleEndsAt'
  | 'minOrderQty'
  | 'stock'
  | 'colors'
  | 'sizes'
  | 'images'
  | 'isNew'
  | 'salesCount'
  | 'createdAt'
> & { brandName: string };

/** A product row as the viewer may see it (wholesale prices only where seesWholesaleOf allows, ./viewer.ts). */
export function toProductItem(row: ProductItemRow, viewer: PriceViewer, now: Date, isFavorite: boolean): ProductListItem {
  const pricing = pricingOf(row, now);
  const wholesale = seesWholesaleOf(viewer, row.brandId);
  const images = parseStringList(row.images);
  return {
    id: row.id,
    name: row.name,
    idBrand: row.brandId,
    brandName: row.brandName,
    idCategory: row.categoryId,
    image: images[0] ?? null,
    images,
    retailPrice: pricing.retailPrice,
    wholesalePrice: wholesale ? pricing.wholesalePrice : null,
    price: wholesale ? pricing.price : null,
    onFlashSale: pricing.onFlashSale,
    discountRate: pricing.discountRate,
    flashSaleEndsAt: pricing.flashSaleEndsAt,
    minOrderQty: row.minOrderQty,
    stock: row.stock,
    soldOut: row.stock <= 0,
    colors: parseStringList(row.colors),
    sizes: parseStringList(row.sizes),
    isNew: row.isNew === 1,
    salesCount: row.salesCount,
    createdAt: row.createdAt,
    isFavorite,
  };
}

/** The storefront breadcrumb of a category: its main category first. */
export function categoryPathOf(categoryId: number): CategoryPathEntry[] {
  const category = findCategory(categoryId);
  if (!category) return [];
  const main = mainCategoryOf(categoryId);
  const entries = main && main.id !== category.id ? [main, category] : [category];
  return entries.map((entry) => ({ id: entry.id, name: entry.name, code: entry.code, path: entry.path }));
}
