/**
 * Who looks at a product page, as far as buying it goes (docs/DECISIONS.md
 * "Roles"): the page's loader decides it on the server from the session, so
 * the first HTML already shows the right prices, buttons and messages.
 * - anonymous: no session; retail price, buttons lead to the login page.
 * - uncertified: a retailer whose business is not certified (NOT_CERTIFIED).
 * - certified: a certified retailer, who may buy.
 * - brand: a brand user looking at another brand's product (BRAND_CANNOT_BUY).
 * - ownBrand: a brand user looking at a product of their own brand.
 */
export const PRODUCT_VIEWERS = ['anonymous', 'uncertified', 'certified', 'brand', 'ownBrand'] as const;
export type ProductViewer = (typeof PRODUCT_VIEWERS)[number];
