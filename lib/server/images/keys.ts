import { parseId } from '@/lib/contract/ids';

/**
 * Keys of the locally generated images (product pictures and brand logos),
 * served by GET /api/v1/images/generated/[key]:
 *   p-<productId>-<n>.svg   picture n (1-9) of a product
 *   b-<brandId>.svg         a brand's logo
 * Anything else is not a generated image (the route answers 404).
 */

export const GENERATED_IMAGE_BASE = '/api/v1/images/generated';

const MAX_KEY_LENGTH = 32;
/** The ids are checked by the id rule (lib/contract/ids.ts). */
const PRODUCT_KEY = /^p-(\d+)-([1-9])\.svg$/;
const BRAND_KEY = /^b-(\d+)\.svg$/;

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
    const productId = parseId(product[1]);
    return productId === null ? null : { kind: 'product', productId, index: Number(product[2]) };
  }
  const brand = BRAND_KEY.exec(key);
  if (brand) {
    const brandId = parseId(brand[1]);
    return brandId === null ? null : { kind: 'brand', brandId };
  }
  return null;
}
