import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { OrderStatus, PaymentMethod } from '@/lib/contract/orderStatus';

/**
 * The database schema as Kysely sees it (camelCase; the CamelCasePlugin maps
 * to the snake_case columns). Same schema on SQLite and PostgreSQL:
 * - money is integer won;
 * - timestamps are ISO 8601 UTC strings (`new Date().toISOString()`);
 * - flags are integers 0/1;
 * - lists (colours, sizes, images) are JSON text.
 */

type Id = Generated<number>;
/** 0 or 1. */
export type Flag = number;

export interface UsersTable {
  id: Id;
  email: string;
  passwordHash: string;
  userType: 'retailer' | 'brand';
  userGroups: 'valid' | 'inValid';
  businessName: string;
  registrationNo: string;
  mobileNo: string;
  referralCode: string;
  referredBy: number | null;
  createdAt: string;
  updatedAt: string;
  /** The linked Kakao user id (migration 0007, Kakao login); null: not linked. */
  kakaoId: string | null;
}

export interface SessionsTable {
  id: Id;
  userId: number;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  userAgent: string | null;
  ip: string | null;
}

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
  isNew: Flag;
  createdAt: string;
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
  /** JSON array of strings. */
  colors: string;
  /** JSON array of strings. */
  sizes: string;
  /** JSON array of image URLs. */
  images: string;
  isNew: Flag;
  salesCount: number;
  status: 'active' | 'hidden';
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

export interface CartItemsTable {
  id: Id;
  userId: number;
  productId: number;
  /** '' when the product has no colour option. */
  color: string;
  /** '' when the product has no size option. */
  size: string;
  goodsCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface SmsVerificationsTable {
  id: Id;
  phone: string;
  purpose: 'register' | 'reset';
  codeHash: string;
  attempts: number;
  expiresAt: string;
  verifiedAt: string | null;
  proofHash: string | null;
  consumedAt: string | null;
  ip: string | null;
  createdAt: string;
}

export interface ThrottleEventsTable {
  id: Id;
  /** e.g. `login:account:someone@x.kr`, `login:ip:1.2.3.4`, `sms:phone:010…`. */
  key: string;
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

/** Order and line statuses and payment methods (lib/contract/orderStatus.ts). */
export type { OrderStatus, PaymentMethod } from '@/lib/contract/orderStatus';

export interface OrderAddressesTable {
  id: Id;
  userId: number;
  label: ColumnType<string, string | undefined, string>;
  recipient: string;
  phone: string;
  postcode: string;
  address: string;
  addressDetail: string;
  isDefault: Flag;
  createdAt: string;
  updatedAt: string;
}

export interface OrdersTable {
  id: Id;
  userId: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  goodsAmount: number;
  deliveryFee: number;
  creditUsed: number;
  /** goods + delivery - credit: what the retailer pays. */
  totalAmount: number;
  /** Goods and delivery fees of what was cancelled or refunded (before credit). */
  cancelledAmount: ColumnType<number, number | undefined, number>;
  /** Money given back (cash: card refund or bank transfer back). */
  refundedAmount: ColumnType<number, number | undefined, number>;
  /** Credit given back to the ledger. */
  creditReturned: ColumnType<number, number | undefined, number>;
  /** Card: when an unpaid order lapses; bank transfer: the deposit deadline. */
  paymentDueAt: string | null;
  paidAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  depositBank: string | null;
  depositAccount: string | null;
  depositHolder: string | null;
  taxInvoice: Flag;
  taxBusinessName: string | null;
  taxRegistrationNo: string | null;
  taxEmail: string | null;
  ordererName: string;
  ordererPhone: string;
  deliveryNote: string;
  recipient: string;
  recipientPhone: string;
  postcode: string;
  address: string;
  addressDetail: string;
  idempotencyKey: string | null;
  /** The sorted cart line ids the order was made from: a repeated submit finds it. */
  cartKey: string;
  createdAt: string;
  updatedAt: string;
}

export interface OrderShipmentsTable {
  id: Id;
  orderId: number;
  brandId: number;
  brandName: string;
  minimumOrderAmount: number;
  goodsAmount: number;
  deliveryFee: number;
  carrier: string | null;
  trackingNo: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
}

export interface OrderItemsTable {
  id: Id;
  orderId: number;
  shipmentId: number;
  productId: number;
  brandId: number;
  productName: string;
  image: string | null;
  color: string;
  size: string;
  /** The unit price before quantity tiers (flash-sale or wholesale price). */
  baseUnitPrice: number;
  /** The unit price charged (after quantity tiers). */
  unitPrice: number;
  retailPrice: number;
  count: number;
  lineTotal: number;
  status: OrderStatus;
  cancelledCount: ColumnType<number, number | undefined, number>;
  refundRequestedCount: ColumnType<number, number | undefined, number>;
  refundedCount: ColumnType<number, number | undefined, number>;
}

export interface OrderStatusHistoryTable {
  id: Id;
  orderId: number;
  brandId: number | null;
  orderItemId: number | null;
  status: string;
  note: ColumnType<string, string | undefined, string>;
  createdAt: string;
}

export interface PaymentsTable {
  id: Id;
  orderId: number;
  provider: string;
  kind: 'payment' | 'refund';
  providerPaymentId: string | null;
  amount: number;
  status: string;
  raw: ColumnType<string, string | undefined, string>;
  createdAt: string;
}

export interface FreeRefundRequestsTable {
  id: Id;
  userId: number;
  orderId: number;
  status: 'requested' | 'refunded' | 'rejected';
  reason: string;
  refundAmount: number;
  recipient: string;
  phone: string;
  postcode: string;
  address: string;
  addressDetail: string;
  createdAt: string;
  updatedAt: string;
}

export interface FreeRefundRequestItemsTable {
  id: Id;
  requestId: number;
  orderItemId: number;
  count: number;
  amount: number;
}

export interface CreditLedgerTable {
  id: Id;
  userId: number;
  /** Positive: earned or given back; negative: spent. */
  amount: number;
  kind: 'referral_reward' | 'order_use' | 'order_return';
  orderId: number | null;
  referredUserId: number | null;
  /** The invited retailer's business registration number (referral rewards): one reward per business (migration 0009). */
  referredRegistrationNo: string | null;
  createdAt: string;
}

export type ApplicationKind = 'certification' | 'brand';
export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/** A retailer's business certification or a visitor's brand admission (migration 0006). */
export interface ApplicationsTable {
  id: Id;
  kind: ApplicationKind;
  /** The applicant (certification); null for a visitor's brand application. */
  userId: number | null;
  status: ApplicationStatus;
  businessName: string;
  /** 10 digits. */
  registrationNo: string;
  brandName: ColumnType<string, string | undefined, string>;
  categoryId: number | null;
  contactName: ColumnType<string, string | undefined, string>;
  contactPhone: ColumnType<string, string | undefined, string>;
  contactEmail: ColumnType<string, string | undefined, string>;
  website: ColumnType<string, string | undefined, string>;
  message: ColumnType<string, string | undefined, string>;
  /** The operator's reason on a rejection (shown to the applicant), or a note on approval. */
  decisionNote: ColumnType<string, string | undefined, string>;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type AttachmentPurpose = 'business_licence' | 'brand_application' | 'product_image';

/** An uploaded file, its bytes in the database (migration 0006). */
export interface AttachmentsTable {
  id: Id;
  /** Random public name: the last part of its URL. */
  key: string;
  /** Null: uploaded by a visitor (brand application). */
  ownerUserId: number | null;
  purpose: AttachmentPurpose;
  /** Sniffed from the bytes, never taken from the request. */
  mimeType: string;
  byteSize: number;
  /** The uploader's file name, for display only (never a path). */
  fileName: string;
  sha256: string;
  data: Buffer;
  applicationId: number | null;
  createdAt: string;
}

/**
 * An uploaded product picture in one of PICTURE_WIDTHS (migration 0008),
 * always WebP; a width the picture is not wider than has no row (the file
 * itself is served).
 */
export interface AttachmentVariantsTable {
  id: Id;
  attachmentId: number;
  width: number;
  byteSize: number;
  sha256: string;
  data: Buffer;
}

/** A started Kakao login (migration 0007): the SHA-256 of its `state`, used once. */
export interface KakaoLoginStatesTable {
  id: Id;
  stateHash: string;
  returnUrl: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** A Kakao profile that matched no account, waiting for registration (migration 0007), used once. */
export interface KakaoSignupTicketsTable {
  id: Id;
  ticketHash: string;
  kakaoId: string;
  email: string | null;
  emailVerified: Flag;
  returnUrl: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  products: ProductsTable;
  productPriceTiers: ProductPriceTiersTable;
  productOptions: ProductOptionsTable;
  favorites: FavoritesTable;
  cartItems: CartItemsTable;
  smsVerifications: SmsVerificationsTable;
  throttleEvents: ThrottleEventsTable;
  searchProducts: SearchProductsTable;
  searchGrams: SearchGramsTable;
  searchBrands: SearchBrandsTable;
  orderAddresses: OrderAddressesTable;
  orders: OrdersTable;
  orderShipments: OrderShipmentsTable;
  orderItems: OrderItemsTable;
  orderStatusHistory: OrderStatusHistoryTable;
  payments: PaymentsTable;
  freeRefundRequests: FreeRefundRequestsTable;
  freeRefundRequestItems: FreeRefundRequestItemsTable;
  creditLedger: CreditLedgerTable;
  applications: ApplicationsTable;
  attachments: AttachmentsTable;
  attachmentVariants: AttachmentVariantsTable;
  kakaoLoginStates: KakaoLoginStatesTable;
  kakaoSignupTickets: KakaoSignupTicketsTable;
}

export type UserRow = Selectable<UsersTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type BrandRow = Selectable<BrandsTable>;
export type NewBrand = Insertable<BrandsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type OrderShipmentRow = Selectable<OrderShipmentsTable>;
export type OrderAddressRow = Selectable<OrderAddressesTable>;
export type FreeRefundRequestRow = Selectable<FreeRefundRequestsTable>;
