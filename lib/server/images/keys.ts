/**
 * Keys of the locally generated images (product pictures and brand logos),
 * served by GET /api/v1/images/generated/[key]:
 *   p-<productId>-<n>.svg   picture n (1-9) of a product
 *   b-<brandId>.svg         a brand's logo
 * Anything else is not a generated image (the route answers 404).
 */

export const GENERATED_IMAGE_BASE = '/api/v1/images/generated';

/** The largest id PostgreSQL's `integer` holds: a bigger one cannot name a row. */
const MAX_ID = 2_147_483_647;
const MAX_KEY_LENGTH = 32;
const PRODUCT_KEY = /^p-([1-9][0-9]{0,9})-([1-9])\.svg$/;
const BRAND_KEY = /^b-([1-9][0-9]{0,9})\.svg$/;

export type ImageKey = { kind: 'product'; productId: number; index: number } | { kind: 'brand'; brandId: number };

export function productImageUrl(productId: number, index: number): string {
  return `${GENERATED_IMAGE_BASE}/p-${productId}-${index}.svg`;
}

export function brandLogoUrl(brandId: number): string {
  return `${GENERATED_IMAGE_BASE}/b-${brandId}.svg`;
}

/** Parses a key strictly; `null` for anything that is not exactly one of the two forms. */
export function parseImageKey(key: unknown): ImageKey | null {
  if (typeof key !== 'string' || key.length > MAX_KEY_LENGTH) return null;
  const product = PRODUCT_KEY.exec(key);
  if (product) {
    const productId = Number(product[1]);
    return productId <= MAX_ID ? { kind: 'product', productId, index: Number(product[2]) } : null;
  }
  const brand = BRAND_KEY.exec(key);
  if (brand) {
    const brandId = Number(brand[1]);
    return brandId <= MAX_ID ? { kind: 'brand', brandId } : null;
  }
  return null;
}
