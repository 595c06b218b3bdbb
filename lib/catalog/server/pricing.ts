import { sql, type RawBuilder } from 'kysely';
import type { ProductRow } from '@/lib/server/db/schema';

type PricedProduct = Pick<ProductRow, 'wholesalePrice' | 'retailPrice' | 'flashSalePrice' | 'flashSaleStartsAt' | 'flashSaleEndsAt'>;

export interface Pricing {
  /** The wholesale unit price a member pays now (flash-sale price while the sale runs). */
  price: number;
  /** Wholesale price without the flash sale. */
  wholesalePrice: number;
  retailPrice: number;
  onFlashSale: boolean;
  flashSaleEndsAt: string | null;
  /** Percent off the regular wholesale price, 0 when not on sale. */
  discountRate: number;
}

export function isFlashSaleActive(product: PricedProduct, now: Date = new Date()): boolean {
  if (product.flashSalePrice == null || !product.flashSaleStartsAt || !product.flashSaleEndsAt) return false;
  const iso = now.toISOString();
  return product.flashSaleStartsAt <= iso && iso < product.flashSaleEndsAt;
}

/** Prices of a product at a moment. Integer won throughout. */
export function pricingOf(product: PricedProduct, now: Date = new Date()): Pricing {
  const onFlashSale = isFlashSaleActive(product, now);
  const price = onFlashSale ? (product.flashSalePrice as number) : product.wholesalePrice;
  const discountRate =
    onFlashSale && product.wholesalePrice > 0 ? Math.round((1 - price / product.wholesalePrice) * 100) : 0;
  return {
    price,
    wholesalePrice: product.wholesalePrice,
    retailPrice: product.retailPrice,
    onFlashSale,
    flashSaleEndsAt: onFlashSale ? product.flashSaleEndsAt : null,
    discountRate,
  };
}

/** The same rule in SQL, for filtering and sorting lists by the price a member pays. */
export function effectivePriceSql(nowIso: string, table = 'products'): RawBuilder<number> {
  const t = sql.table(table);
  return sql<number>`case when ${t}.flash_sale_price is not null and ${t}.flash_sale_starts_at <= ${nowIso} and ${t}.flash_sale_ends_at > ${nowIso} then ${t}.flash_sale_price else ${t}.wholesale_price end`;
}

/** SQL condition: the product's flash sale is running now. */
export function flashSaleActiveSql(nowIso: string, table = 'products'): RawBuilder<boolean> {
  const t = sql.table(table);
  return sql<boolean>`(${t}.flash_sale_price is not null and ${t}.flash_sale_starts_at <= ${nowIso} and ${t}.flash_sale_ends_at > ${nowIso})`;
}

/** A quantity tier of a product: from `minQty` units on, `price` won a unit. */
export type { PriceTier as QuantityTier } from '@/lib/catalog/catalog.contract';
/** Tier pricing is browser-safe, shared with the product page and the cart (lib/catalog/tierPricing.ts). */
export { chargedUnitPrice } from '@/lib/catalog/tierPricing';
export { chargedUnitPrices, type TierLine } from '@/lib/catalog/tierLines';

/** A brand group's delivery fee: free from the brand's threshold on (null: never free). */
export function deliveryFeeOf(goodsAmount: number, brand: { deliveryFee: number; freeDeliveryThreshold: number | null }): number {
  if (goodsAmount <= 0) return 0;
  if (brand.freeDeliveryThreshold != null && goodsAmount >= brand.freeDeliveryThreshold) return 0;
  return brand.deliveryFee;
}
