import type { ColumnType } from 'kysely';
import type { Flag, Id } from './columns';

/** The catalogue: categories, brands, products with their tiers and options, favourites and the search index. Column conventions: ../schema.ts. */

export interface CategoriesTable {
  id: number;
  parentId: number | null;
  name: string;
  code: string;
  path: string;
  icon: string | null;
  isBrandAccess: Flag;
  highlight: Flag;
  sortOrder: number;
}

export interface BrandsTable {
  id: Id;
  ownerUserId: number | null;
  name: string;
  description: string;
  logoUrl: string;
  minimumOrderAmount: number;
  /** Delivery fee of one brand group of an order (won). */
  deliveryFee: ColumnType<number, number | undefined, number>;
  /** A brand group's goods from this amount on ship free; null: never free. */
  freeDeliveryThreshold: ColumnType<number | null, number | null | undefined, number | null>;
  /** Where its parcels leave from (출고지); '' until the brand says. */
  dispatchFrom: ColumnType<string, string | undefined, string>;
  /** Business days it usually takes from payment to dispatch. */
  dispatchDays: ColumnType<number, number | undefined, number>;
  /** The supplier on a 거래명세서 (migration 0012): 상호, 사업자등록번호 (10 digits), 대표자명, 사업장 주소, 업태, 종목; '' until set. */
  companyName: ColumnType<string, string | undefined, string>;
  registrationNo: ColumnType<string, string | undefined, string>;
  ceoName: ColumnType<string, string | undefined, string>;
  businessAddress: ColumnType<string, string | undefined, string>;
  businessType: ColumnType<string, string | undefined, string>;
  businessItem: ColumnType<string, string | undefined, string>;
  isNew: Flag;
  createdAt: string;
  /** Its owner is suspended (migration 0018): its products are not on sale; null: listed. */
  suspendedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The commission in basis points (2000 = 20%: migration 0022), set by an operator. */
  commissionRateBp: ColumnType<number, number | undefined, number>;
}

export interface ProductsTable {
  id: Id;
  brandId: number;
  categoryId: number;
  name: string;
  description: string;
  wholesalePrice: number;
  retailPrice: number;
  flashSalePrice: number | null;
  flashSaleStartsAt: string | null;
  flashSaleEndsAt: string | null;
  minOrderQty: number;
  /** Quantities go up from minOrderQty in steps of this many units (default 1). */
  orderStep: ColumnType<number, number | undefined, number>;
  /** The sum of the product's options' stock (product_options). */
  stock: number;
  /** 1: quantity tiers count the product's units over all its options; 0: each line's own (migration 0015). */
  tiersOverTotal: ColumnType<Flag, Flag | undefined, Flag>;
  /** JSON array of strings. */
  colors: string;
  /** JSON array of strings. */
  sizes: string;
  /** JSON array of image URLs. */
  images: string;
  isNew: Flag;
  salesCount: number;
  status: 'active' | 'hidden';
  /** 상품정보제공고시: JSON of its group and items (lib/catalog/productNotice.ts); '' until the brand enters it. */
  notice: ColumnType<string, string | undefined, string>;
  createdAt: string;
  updatedAt: string;
}

/** A quantity-tier wholesale price: from `minQty` units of one line on, `price` won a unit. */
export interface ProductPriceTiersTable {
  id: Id;
  productId: number;
  minQty: number;
  price: number;
}

/** One colour x size combination of a product with its own stock. */
export interface ProductOptionsTable {
  id: Id;
  productId: number;
  /** '' when the product has no colours. */
  color: string;
  /** '' when the product has no sizes. */
  size: string;
  stock: number;
}

export interface FavoritesTable {
  userId: number;
  productId: number;
  createdAt: string;
}

/** Per product: forms of its name and its search document (lib/catalog/server/searchIndexer.ts). */
export interface SearchProductsTable {
  productId: number;
  /** Loose form of the name (lib/catalog/server/searchForms.ts). */
  nameForm: string;
  /** Initials (choseong) of the name. */
  nameInitials: string;
  /** Name, brand and category names in loose and initials forms, one per line. */
  doc: string;
  /** The name's words in loose form between spaces (' 라벤더 소이 켄들 '): whole-word and word-start ranking. */
  nameWords: string;
  /** The name's words in initials form between spaces (' ㄹㅂㄷ ㅅㅇ ㅋㄷ '). */
  initialsWords: string;
}

/** Every word of every product name as typed, lower case (typo suggestions' vocabulary); only added to. */
export interface SearchWordsTable {
  word: string;
}

/** Every two-character gram of a product's search document; primary key (gram, product_id). */
export interface SearchGramsTable {
  gram: string;
  productId: number;
}

/** Per brand: forms of its name (brand suggestions). */
export interface SearchBrandsTable {
  brandId: number;
  nameForm: string;
  nameInitials: string;
}
