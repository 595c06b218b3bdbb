import type { CurrentUser } from './users';

/**
 * The session user as the browser gets it on first render: the six user
 * fields the shell reads and the user type (GET /users without the referral code and the owned brand).
 */
export type SessionUser = Omit<CurrentUser, 'referralCode' | 'brand'>;

/**
 * Props every page's getServerSideProps returns for the Layout
 * (lib/server/http/page.ts), resolved from the `token` cookie on the server.
 */
export interface ShellProps {
  loggedIn: boolean;
  initialUser: SessionUser | null;
  /**
   * Public origin of the site (`https://www.example.kr`, no trailing slash)
   * for absolute sharing URLs: the configured SITE_URL or the request's own
   * origin; null when neither is known (a forged Host header).
   */
  siteUrl: string | null;
  /** The database cannot be reached: the page answers 503 and shows that instead (lib/server/http/page.ts). */
  serviceUnavailable?: boolean;
}
