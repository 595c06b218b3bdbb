/**
 * Routes of the brand centre, where a brand user runs their brand (docs/DECISIONS.md,
 * Brand centre). Apart from lib/site.ts so that only the pages that link here carry them.
 */
export const brandCenterRoutes = {
  home: '/brand-center',
  products: '/brand-center/products',
  newProduct: '/brand-center/products/new',
  product: (id: number) => `/brand-center/products/${id}`,
  orders: '/brand-center/orders',
  order: (id: number) => `/brand-center/orders/${id}`,
  refunds: '/brand-center/refunds',
  sales: '/brand-center/sales',
  settlements: '/brand-center/settlements',
  statement: (id: number) => `/brand-center/settlements/${id}`,
  settings: '/brand-center/settings',
} as const;

export type BrandCenterSection = 'home' | 'products' | 'orders' | 'refunds' | 'sales' | 'settlements' | 'settings';
