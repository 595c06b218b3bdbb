import type { SessionUser } from '@/lib/client/SessionContext';

/** The session user as the browser gets it on first render (six fields of SPEC.md §3 + userType). */
export type ShellUser = SessionUser;

/**
 * Props every page's getServerSideProps returns for the Layout
 * (lib/server/pages.ts), resolved from the `token` cookie on the server.
 */
export interface ShellProps {
  loggedIn: boolean;
  initialUser: ShellUser | null;
  /**
   * Public origin of the site (`https://www.example.kr`, no trailing slash)
   * for absolute sharing URLs: the configured SITE_URL or the request's own
   * origin; null when neither is known (a forged Host header).
   */
  siteUrl: string | null;
}
