/**
 * Wire types of the catalogue calls of /api/v1: products, brands, favourites
 * and search. Plain types shared by the server's services and the client; no
 * server imports here. Money is integer won.
 */
import type { Paginated } from '@/lib/contract/pagination';
import type { ProductNoticeView } from '@/lib/catalog/productNotice';

/** Sort orders of product lists (GET /products, /search). Default 'recommended'. */
export const PRODUCT_ORDERS = ['recommended', 'latest', 'popular', 'price_asc', 'price_desc'] as const;
export type ProductOrder = (typeof PRODUCT_ORDERS)[number];

/** Sort orders of GET /brands. Default 'name'. */
export const BRAND_ORDERS = ['name', 'latest', 'popular'] as const;

/** Price filter bounds in thousand won (docs/DECISIONS.md): 500 means "500,000 won and above". */
export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 500;

/** Search keyword length after trimming. */
export const KEYWORD_MAX_LENGTH = 50;

/**
 * One product in a list. Wholesale prices are for members: `wholesalePrice`
 * and `price` are null for anonymous callers and uncertified (inValid)
 * retailers, who see `retailPrice` only.
 */
export interface ProductListItem {
  id: number;
  name: string;
  idBrand: number;
  brandName: string;
  idCategory: number;
  /** First image, null when the product has none. */
  image: string | null;
  images: string[];
  retailPrice: number;
  /** Regular wholesale unit price; null unless the caller may see wholesale prices. */
  wholesalePrice: number | null;
  /** What a member pays per unit now (the flash-sale price while the sale runs); null like wholesalePrice. */
  price: number | null;
  /** Whether the product's flash sale runs now (shown to everyone). */
  onFlashSale: boolean;
  /** Percent off the regular wholesale price while on flash sale, else 0. */
  discountRate: number;
  /** End of the running flash sale (ISO UTC), else null. */
  flashSaleEndsAt: string | null;
  minOrderQty: number;
  stock: number;
  soldOut: boolean;
  colors: string[];
  sizes: string[];
  isNew: boolean;
  salesCount: number;
  /** ISO UTC. */
  createdAt: string;
  /** Whether the caller has it in their wishlist (false for anonymous callers). */
  isFavorite: boolean;
}

/** The brand of a product, as the product page shows it. */
export interface ProductBrandSummary {
  id: number;
  name: string;
  /** The least a brand group of an order must come to (won); 0: none. */
  minimumOrderAmount: number;
  logoUrl: string;
  /** What the brand charges to ship one order's group (won). */
  deliveryFee: number;
  /** From this amount of the brand's goods on, delivery is free; null: never. */
  freeDeliveryThreshold: number | null;
  /** Where its parcels leave from (출고지); '' when the brand has not said. */
  dispatchFrom: string;
  /** Business days it usually takes from payment to dispatch. */
  dispatchDays: number;
}

/** One step of a product's category breadcrumb (main category first). */
export interface CategoryPathEntry {
  id: number;
  name: string;
  code: string;
  /** The storefront URL of the category (/shop?idCategory=…). */
  path: string;
}

/** A quantity-tier wholesale price: from `minQty` units of one order line on, `price` won a unit. */
export interface PriceTier {
  minQty: number;
  price: number;
}

/** One orderable option of a product (a colour, a size, or both) with its own stock. */
export interface ProductOption {
  /** null when the product has no colours. */
  color: string | null;
  /** null when the product has no sizes. */
  size: string | null;
  stock: number;
}

/** GET /products/{idProduct}. */
export interface ProductDetail extends ProductListItem {
  description: string;
  brand: ProductBrandSummary;
  categoryPath: CategoryPathEntry[];
  /**
   * Lower unit prices for larger quantities, smallest `minQty` first; empty
   * when the product has none or the caller may not see wholesale prices.
   */
  priceTiers: PriceTier[];
  /** Whether the tiers count the product's units over all its options in one order (lib/catalog/tierPricing.ts). */
  tiersOverTotal: boolean;
  /** Every option with its stock (one entry with both null for a product without options). */
  options: ProductOption[];
  /** Quantities go up in steps of this many units from the minimum order quantity (1 = any). */
  orderStep: number;
  /** 상품정보제공고시 as the page's table shows it; null until the brand enters it. */
  notice: ProductNoticeView | null;
}

/** GET /search/suggest?keyword= answer: a few of each kind, best first. */
export interface SearchSuggestions {
  keyword: string;
  products: { id: number; name: string; brandName: string; image: string | null }[];
  brands: { id: number; name: string }[];
  categories: { id: number; name: string; path: string }[];
}

/** One product a retailer bought from a brand (GET /orders/details/brand_purchase_history?idBrand=). */
export interface BrandPurchase {
  idProduct: number;
  name: string;
  image: string | null;
  /** Units bought over all orders. */
  quantity: number;
  /** ISO UTC of the latest order. */
  lastOrderedAt: string;
  /** The latest order's option ('' when the product has none of that kind) and units: what "reorder" proposes. */
  last: { color: string; size: string; count: number };
}

/** GET /orders/details/brand_purchase_history answer, most recent first. */
export interface BrandPurchaseHistory {
  items: BrandPurchase[];
}

/** GET /products answer. */
export type ProductList = Paginated<ProductListItem>;

/**
 * What a product card shows (components/catalog/ProductCard.tsx), and all that
 * a page's server props carry of each listed product: the API's list items
 * have more (pictures, options, sales, dates) that no card draws, and every
 * byte of page props is sent twice, in the HTML and in `__NEXT_DATA__`.
 * `flashSaleEndsAt` is for the flash-sale page's time left.
 */
export type ProductCardItem = Pick<
  ProductListItem,
  | 'id'
  | 'name'
  | 'brandName'
  | 'image'
  | 'retailPrice'
  | 'wholesalePrice'
  | 'price'
  | 'onFlashSale'
  | 'discountRate'
  | 'flashSaleEndsAt'
  | 'minOrderQty'
  | 'stock'
  | 'soldOut'
  | 'isNew'
  | 'isFavorite'
>;

/** A page of cards, as the list pages' server props carry it. */
export type ProductCardList = Paginated<ProductCardItem>;

/** The card's fields of a list item, and nothing else. */
export function toProductCard(item: ProductListItem): ProductCardItem {
  return {
    id: item.id,
    name: item.name,
    brandName: item.brandName,
    image: item.image,
    retailPrice: item.retailPrice,
    wholesalePrice: item.wholesalePrice,
    price: item.price,
    onFlashSale: item.onFlashSale,
    discountRate: item.discountRate,
    flashSaleEndsAt: item.flashSaleEndsAt,
    minOrderQty: item.minOrderQty,
    stock: item.stock,
    soldOut: item.soldOut,
    isNew: item.isNew,
    isFavorite: item.isFavorite,
  };
}

/** GET /search?keyword= answer: the products list shape plus the keyword used (trimmed). */
export interface SearchResult extends Paginated<ProductListItem> {
  keyword: string;
  /** For a keyword that finds (almost) nothing: a close term that finds more ('키랑' -> '키링'), else null. */
  suggestion: string | null;
}

/** POST /products/favorite answer: the state after the toggle. */
export interface FavoriteToggleResult {
  idProduct: number;
  isFavorite: boolean;
}

/** GET /products/favorite answer: the caller's wishlist, most recently added first. */
export type FavoriteList = Paginated<ProductListItem>;

/** One brand in GET /brands and GET /brands/{idBrand}. */
export interface BrandItem {
  id: number;
  name: string;
  description: string;
  logoUrl: string;
  minimumOrderAmount: number;
  isNew: boolean;
  /** Number of the brand's products on sale (status active). */
  productCount: number;
}

/** GET /brands answer. */
export type BrandList = Paginated<BrandItem>;

/** GET /brands/{idBrand} answer. */
export interface BrandDetail extends BrandItem {
  /** ISO UTC. */
  createdAt: string;
}
