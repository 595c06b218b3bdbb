/** The operator's console's pages (pages/admin/**). */
export const adminRoutes = {
  login: '/admin/login',
  home: '/admin',
  invitation: (token: string) => `/admin/invite/${encodeURIComponent(token)}`,
  applications: '/admin/applications',
  application: (id: number) => `/admin/applications/${id}`,
  deposits: '/admin/deposits',
  operators: '/admin/operators',
  audit: '/admin/audit',
} as const;
