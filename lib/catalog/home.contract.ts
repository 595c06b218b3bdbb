/**
 * What the home page and the new-brands page receive from their server
 * loaders (lib/catalog/server/home.ts). Plain types, no server imports.
 */
import type { BrandItem, ProductCardItem } from './catalog.contract';

/** A brand with a few of its products, newest first. */
export interface BrandWithProducts {
  brand: BrandItem;
  products: ProductCardItem[];
}

/** The home page's sections. */
export interface HomeFeed {
  /** Running flash sales. */
  flashSale: ProductCardItem[];
  /** The earliest end (ISO UTC) among the flash sales shown; null when none runs. */
  flashSaleEndsAt: string | null;
  /** Brands that joined recently, newest first. */
  newBrands: BrandWithProducts[];
  /** Most sold first. */
  popular: ProductCardItem[];
  /** Newest first. */
  newProducts: ProductCardItem[];
  /** When the feed was read (ISO UTC): the season banner is chosen from it. */
  now: string;
}
