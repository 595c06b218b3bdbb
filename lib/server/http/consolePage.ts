import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { consoleCallerOf, type AuthOperator } from '@/lib/server/auth/operatorSessions';
import { serviceNow } from '@/lib/server/clock';
import { getDb, type Db } from '@/lib/server/db';
import { DomainError, isDatabaseUnavailable } from '@/lib/server/errors';
import { siteOrigin } from './origin';
import { PRIVATE_PAGE_CACHE, shellPropsOf } from './page';

/**
 * The getServerSideProps wrapper of the operator's console (pages/admin/**),
 * as ./page.ts is the storefront's: the operator comes from their own cookie
 * (../auth/operatorSessions.ts), and a member's session is a 404 on every
 * console page, the sign-in pages included, so a retailer or brand learns
 * nothing of the console. Access:
 * - 'signIn': the sign-in and invitation pages; `operator` is the signed-in one or null;
 * - 'operator': signed in, else a 302 to /admin/login with the returnUrl;
 * - 'admin': a 관리자 (a 운영자 gets the 404 page).
 * Console pages are never cached, never indexed, and send no Referer (an
 * invitation's link holds its secret). While the database cannot be reached they
 * answer 503 with the shop's 503 page, as every page does.
 */
export type ConsoleAccess = 'signIn' | 'operator' | 'admin';

export interface ConsoleLoadContext<A extends ConsoleAccess> extends GetServerSidePropsContext {
  operator: A extends 'signIn' ? AuthOperator | null : AuthOperator;
  db: Db;
  now: Date;
}

type PropsOf<R> = R extends { props: infer X } ? Awaited<X> : never;

const LOGIN = '/admin/login';

function identityOf(operator: AuthOperator | null): OperatorIdentity | null {
  return operator && { id: operator.id, email: operator.email, name: operator.name, role: operator.role };
}

export function consolePage<A extends ConsoleAccess, R extends GetServerSidePropsResult<object> = { props: Record<never, never> }>(
  access: A,
  load?: (ctx: ConsoleLoadContext<A>) => Promise<R>,
): GetServerSideProps<PropsOf<R> & ConsoleProps> {
  type P = PropsOf<R>;
  const render: GetServerSideProps<P & ConsoleProps> = async (ctx) => {
    ctx.res.setHeader('Cache-Control', PRIVATE_PAGE_CACHE);
    ctx.res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    ctx.res.setHeader('Referrer-Policy', 'no-referrer');
    const db = await getDb();
    const now = serviceNow();
    const { operator, member } = await consoleCallerOf(db, ctx.req, now);
    if (member) return { notFound: true };
    if (access !== 'signIn' && !operator) {
      return { redirect: { destination: `${LOGIN}?returnUrl=${encodeURIComponent(ctx.resolvedUrl)}`, statusCode: 302 } };
    }
    if (access === 'admin' && operator?.role !== 'admin') return { notFound: true };
    const shell: ConsoleProps = { operator: identityOf(operator) };
    if (!load) return { props: shell as P & ConsoleProps };
    let result: R;
    try {
      result = await load(Object.assign(ctx, { operator: operator as ConsoleLoadContext<A>['operator'], db, now }));
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) return { notFound: true };
      throw error;
    }
    if ('props' in result) return { props: { ...((await result.props) as P), ...shell } };
    return result as Exclude<R, { props: unknown }>;
  };
  // While the database cannot be reached: the 503 page, as the storefront's pages answer (./page.ts).
  return async (ctx) => {
    try {
      return await render(ctx);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      ctx.res.statusCode = 503;
      ctx.res.setHeader('Retry-After', '5');
      return { props: { ...shellPropsOf(null, siteOrigin(ctx.req)), operator: null, serviceUnavailable: true } as unknown as P & ConsoleProps };
    }
  };
}
