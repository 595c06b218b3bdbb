import type { Insertable, Selectable } from 'kysely';
import type { KakaoLoginStatesTable, KakaoSignupTicketsTable, SessionsTable, SmsVerificationsTable, ThrottleEventsTable, UsersTable } from './tables/accounts';
import type { BrandsTable, CategoriesTable, FavoritesTable, ProductOptionsTable, ProductPriceTiersTable, ProductsTable, SearchBrandsTable, SearchGramsTable, SearchProductsTable, SearchWordsTable } from './tables/catalog';
import type { CartItemsTable, CreditLedgerTable, FreeRefundRequestItemsTable, FreeRefundRequestsTable, OrderAddressesTable, OrderItemsTable, OrderShipmentsTable, OrderStatusHistoryTable, OrdersTable, PaymentsTable } from './tables/orders';
import type { ApplicationsTable, AttachmentVariantsTable, AttachmentsTable } from './tables/applications';
import type { FaqEntriesTable, NoticesTable, StylesheetsTable } from './tables/site';
import type { BrandLedgerTable, BrandStatementsTable } from './tables/settlement';
import type { NotificationsTable, OutboxMessagesTable } from './tables/notifications';
import type { AuditLogTable, OperatorRecoveryCodesTable, OperatorSessionsTable, OperatorsTable, OrderNotesTable } from './tables/operators';

/**
 * The database schema as Kysely sees it (camelCase; the CamelCasePlugin maps
 * to the snake_case columns), its tables' row types by group in ./tables/.
 * Same schema on SQLite and PostgreSQL:
 * - money is integer won;
 * - timestamps are ISO 8601 UTC strings (`new Date().toISOString()`);
 * - flags are integers 0/1 (./tables/columns.ts, Flag);
 * - lists (colours, sizes, images) are JSON text.
 */

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
  searchWords: SearchWordsTable;
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
  stylesheets: StylesheetsTable;
  operators: OperatorsTable;
  operatorSessions: OperatorSessionsTable;
  operatorRecoveryCodes: OperatorRecoveryCodesTable;
  auditLog: AuditLogTable;
  orderNotes: OrderNotesTable;
  notices: NoticesTable;
  faqEntries: FaqEntriesTable;
  brandLedger: BrandLedgerTable;
  brandStatements: BrandStatementsTable;
  notifications: NotificationsTable;
  outboxMessages: OutboxMessagesTable;
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
