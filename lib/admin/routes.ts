/** The operator's console's pages (pages/admin/**). */
export const adminRoutes = {
  login: '/admin/login',
  home: '/admin',
  invitation: (token: string) => `/admin/invite/${encodeURIComponent(token)}`,
  applications: '/admin/applications',
  application: (id: number) => `/admin/applications/${id}`,
  deposits: '/admin/deposits',
  operators: '/admin/operators',
  orders: '/admin/orders',
  order: (id: number) => `/admin/orders/${id}`,
  members: '/admin/members',
  audit: '/admin/audit',
  account: '/admin/account',
} as const;
