import type { GetServerSidePropsContext, Redirect } from 'next';
import { safeReturnUrl } from '@/lib/contract/returnUrl';
import { loginHref } from '@/lib/site';
import { getDb } from '@/lib/server/db';
import { readToken, type RequestLike } from '@/lib/server/http/request';
import { findSessionUser, type AuthUser } from './sessions';

/**
 * Server-side page guards: pages read the session token (the `token` cookie,
 * ../http/request.ts), resolve the session in the database, and redirect
 * before anything renders, so a guarded page never flashes for an anonymous
 * visitor.
 */

type GuardContext = Pick<GetServerSidePropsContext, 'req' | 'resolvedUrl'>;

/** The logged-in user of a page request, or null (no, unknown, expired or revoked token). */
export async function sessionUserOf(req: RequestLike): Promise<AuthUser | null> {
  const token = readToken(req);
  if (!token) return null;
  return findSessionUser(await getDb(), token);
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
  return redirectTo(loginHref(ctx.resolvedUrl, 'redirect'));
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
