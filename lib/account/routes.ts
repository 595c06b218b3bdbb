/**
 * Routes of the password reset and legal pages. Not in lib/site.ts: the shell
 * imports that module, and the bundler keeps every export of it in the code
 * shared by all routes (scripts/js-budget.mjs); the login and registration
 * forms, the legal pages and the footer's own chunk import this one.
 */
export const accountRoutes = {
  passwordReset: '/register/password',
  terms: '/terms',
  privacy: '/privacy',
} as const;
