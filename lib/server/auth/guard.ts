import type { IncomingMessage } from 'node:http';
import type { GetServerSidePropsContext, Redirect } from 'next';
import { safeReturnUrl } from '@/lib/contract/returnUrl';
import { getDb } from '../db';
import { findSessionUser, type AuthUser } from './sessions';

/**
 * Server-side page guards (DESIGN.md §3): pages read the `token` cookie,
 * resolve the session in the database, and redirect before anything renders,
 * so a guarded page never flashes for an anonymous visitor.
 */

export const LOGIN_PATH = '/register/login';

type PageRequest = IncomingMessage & { cookies?: Partial<Record<string, string>> };
type GuardContext = Pick<GetServerSidePropsContext, 'req' | 'resolvedUrl'>;

/** The `token` cookie of a page request (Next parses cookies for getServerSideProps). */
export function tokenOf(req: PageRequest): string | null {
  const token = req.cookies?.token;
  return token ? token : null;
}

/** The logged-in user of a page request, or null (no, unknown, expired or revoked token). */
export async function sessionUserOf(req: PageRequest): Promise<AuthUser | null> {
  const token = tokenOf(req);
  if (!token) return null;
  return findSessionUser(await getDb(), token);
}

/** The login URL that brings the visitor back to `resolvedUrl` (path + query) afterwards. */
export function loginUrlFor(resolvedUrl: string): string {
  return `${LOGIN_PATH}?returnUrl=${encodeURIComponent(resolvedUrl)}`;
}

/** A temporary (302) redirect result for getServerSideProps. */
export function redirectTo(destination: string): { redirect: Redirect } {
  return { redirect: { destination, statusCode: 302 } };
}

export type GuardResult = { user: AuthUser; redirect?: undefined } | { user?: undefined; redirect: Redirect };

/** Logged-in-only pages: the user, or a 302 to the login page with `returnUrl`. */
export async function requireLogin(ctx: GuardContext): Promise<GuardResult> {
  const user = await sessionUserOf(ctx.req);
  if (user) return { user };
  return redirectTo(loginUrlFor(ctx.resolvedUrl));
}

/**
 * Login and registration pages: a logged-in visitor is sent on (to the page's
 * safe `returnUrl` when it has one, else '/'); others get `null`.
 */
export async function redirectIfLoggedIn(
  ctx: GuardContext & Pick<GetServerSidePropsContext, 'query'>,
): Promise<{ user: AuthUser | null; redirect?: Redirect }> {
  const user = await sessionUserOf(ctx.req);
  if (!user) return { user: null };
  return { user, ...redirectTo(safeReturnUrl(ctx.query.returnUrl)) };
}
