import { adminRoutes } from './routes';

/** Where the console goes after sign-in: a path of the console itself (never elsewhere, never another site), else its dashboard. */
export function consoleReturnUrl(value: unknown): string {
  if (typeof value !== 'string') return adminRoutes.home;
  return /^\/admin(\/[^/\\]|\?|$)/.test(value) && !value.startsWith(adminRoutes.login) ? value : adminRoutes.home;
}
