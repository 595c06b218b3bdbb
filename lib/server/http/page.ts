import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import type { ShellProps, SessionUser } from '@/lib/contract/session';
import { getDb, getDbHandle, type Db } from '@/lib/server/db';
import { serviceNow } from '@/lib/server/clock';
import { DomainError, isDatabaseUnavailable } from '@/lib/server/errors';
import { logLine } from '@/lib/server/log';
import { cookieValue, headerValue } from './request';
import type { AuthUser } from '@/lib/server/auth/sessions';
import { redirectIfLoggedIn, requireLogin, sessionUserOf } from '@/lib/server/auth/guard';
import { siteOrigin } from './origin';
import { ownedBrandOf } from '@/lib/server/auth/users';
import type { OwnedBrand } from '@/lib/contract/users';
import { certificationRedirect } from '@/lib/site';
import { SharedCache, SHARED_SECONDS } from '@/lib/server/sharedCache';
import { captureTemplate, MAX_TEMPLATES, memberStandIn, sendShared, takeFavorites, templateOf, type Template } from './sharedPages';

/**
 * The one getServerSideProps wrapper of the storefront's pages: resolves the
 * session from the `token` cookie, applies the page's access rule on the
 * server (302 before anything renders), runs the page's loader against
 * lib/server directly (never over HTTP), turns a service's 404 into the 404
 * page, and adds the shell props the Layout needs (`loggedIn`, `initialUser`)
 * and the site's origin for absolute sharing URLs (`siteUrl`, ./origin.ts).
 *
 * - 'public': everyone.
 * - 'member': logged-in only; anonymous visitors go to
 *   `/register/login?returnUrl=<encoded path+query>`.
 * - 'guest': login/registration; logged-in visitors go to their safe
 *   `returnUrl` or '/'.
 * - 'brand': the brand centre; logged-in only (as 'member'), and a user who
 *   owns no brand (every retailer) gets the 404 page. The loader gets the brand.
 *
 * An uncertified retailer is sent to the certification page (302) from every
 * page but the few readable while waiting (lib/site.ts certificationRedirect),
 * before anything renders.
 *
 * Caching (docs/DECISIONS.md, Caching): a public page requested without a
 * session cookie is the same for every visitor, so a shared cache (nginx in
 * front of several instances) may keep it briefly: PUBLIC_PAGE_CACHE.
 * Everything else is `private, no-store`. While the database cannot be
 * reached, every page answers 503 with the shell's 503 page (no-store).
 *
 * A page that shows every certified retailer the same (`shared`: a listing, a
 * product) is rendered once per URL for all of them and personalised per
 * request (./sharedPages.ts).
 */
export type Access = 'public' | 'member' | 'guest' | 'brand';

type UserFor<A extends Access> = A extends 'member' | 'brand' ? AuthUser : A extends 'guest' ? null : AuthUser | null;

export interface PageLoadContext<A extends Access, Q extends ParsedUrlQuery = ParsedUrlQuery>
  extends GetServerSidePropsContext<Q> {
  user: UserFor<A>;
  db: Db;
  /** The site's origin for absolute URLs (./origin.ts), or null when unknown. */
  siteUrl: string | null;
  /** The brand the user owns (access 'brand' only). */
  brand: A extends 'brand' ? OwnedBrand : null;
}

type Loader<R, A extends Access> = (ctx: PageLoadContext<A>) => Promise<R>;
type PropsOf<R> = R extends { props: infer X } ? Awaited<X> : never;

/** A page every certified retailer sees alike but for their hearts: how to find a retailer's among its products. */
export interface SharedPage {
  favoritesAmong(db: Db, userId: number, productIds: readonly number[]): Promise<Set<number>>;
}

/** The templates of this process's pages, by class, origin and URL. */
const sharedPages = new SharedCache<Template>(SHARED_SECONDS, MAX_TEMPLATES);
/** The templates being rendered, by the same key: a request for one waits for it instead of rendering the page again. */
const rendering = new Map<string, { version: string; done: Promise<Template | null> }>();

/** The key of the request's shared template, or null when it is rendered for itself (./sharedPages.ts). */
function sharedKeyOf(ctx: GetServerSidePropsContext, user: AuthUser | null, siteUrl: string | null): string | null {
  if (!user || user.userType !== 'retailer' || user.userGroups !== 'valid' || process.env.SHARED_PAGES === 'off') return null;
  if (ctx.req.method !== 'GET' || headerValue(ctx.req, 'x-nextjs-data') || ctx.req.url?.startsWith('/_next/data/')) return null;
  if (/no-cache/i.test(`${headerValue(ctx.req, 'cache-control') ?? ''} ${headerValue(ctx.req, 'pragma') ?? ''}`)) return null;
  return `${user.userType}:${user.userGroups} ${siteUrl ?? ''}${ctx.resolvedUrl}`;
}

/** Anonymous public pages: 30 s in a shared cache, then served stale for up to 5 min while it refreshes; browsers always ask again. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
export const PRIVATE_PAGE_CACHE = 'private, no-store';

/** The six user fields (docs/DECISIONS.md) and userType of a session, safe to send to the browser. */
export function shellUserOf(user: AuthUser): SessionUser {
  return {
    id: user.id,
    registrationNo: user.registrationNo,
    businessName: user.businessName,
    mobileNo: user.mobileNo,
    email: user.email,
    userGroups: user.userGroups,
    userType: user.userType,
  };
}

export function shellPropsOf(user: AuthUser | null, siteUrl: string | null): ShellProps {
  return { loggedIn: user !== null, initialUser: user ? shellUserOf(user) : null, siteUrl };
}

/**
 * getServerSideProps of a page with the given access rule. The page's own
 * props come from `load` (none without it); its result may also be
 * `{ notFound: true }` or a redirect.
 */
export function serverPage<
  A extends Access,
  R extends GetServerSidePropsResult<object> = { props: Record<never, never> },
>(access: A, load?: Loader<R, A>, options: { shared?: SharedPage } = {}): GetServerSideProps<PropsOf<R> & ShellProps> {
  type P = PropsOf<R>;
  const render: GetServerSideProps<P & ShellProps> = async (ctx) => {
    let user: AuthUser | null;
    let brand: OwnedBrand | null = null;
    if (access === 'member' || access === 'brand') {
      const guard = await requireLogin(ctx);
      if (guard.redirect) return { redirect: guard.redirect };
      user = guard.user;
      if (access === 'brand') {
        brand = await ownedBrandOf(await getDb(), user);
        if (!brand) return { notFound: true };
      }
    } else if (access === 'guest') {
      const guard = await redirectIfLoggedIn(ctx);
      if (guard.redirect) return { redirect: guard.redirect };
      user = null;
    } else {
      user = await sessionUserOf(ctx.req);
    }
    const certify = certificationRedirect(user, ctx.resolvedUrl);
    if (certify) return { redirect: { destination: certify, permanent: false } };
    const siteUrl = siteOrigin(ctx.req);
    const shell = shellPropsOf(user, siteUrl);
    const shareable = access === 'public' && user === null && ctx.req.method === 'GET' && !cookieValue(ctx.req, 'token');
    const cache = shareable ? PUBLIC_PAGE_CACHE : PRIVATE_PAGE_CACHE;
    if (!load) {
      ctx.res.setHeader('Cache-Control', cache);
      return { props: shell as P & ShellProps };
    }
    const shared = options.shared && access === 'public' ? sharedKeyOf(ctx, user, siteUrl) : null;
    const version = shared ? (await getDbHandle()).version() : '';
    const startedAt = serviceNow().getTime();
    // Resolves the template this request renders for the others that ask for the same page meanwhile.
    let finish: ((template: Template | null) => void) | null = null;
    if (shared && user && shell.initialUser) {
      let template = sharedPages.get(shared, version, startedAt);
      const underway = rendering.get(shared);
      if (!template && underway?.version === version) template = await underway.done;
      if (!template && !underway) {
        let resolve!: (template: Template | null) => void;
        const done = new Promise<Template | null>((settle) => (resolve = settle));
        rendering.set(shared, { version, done });
        finish = (made) => {
          if (rendering.get(shared)?.done === done) rendering.delete(shared);
          resolve(made);
        };
        ctx.res.once('close', () => finish?.(null));
      }
      if (template) {
        const favorites = await options.shared!.favoritesAmong(await getDb(), user.id, template.productIds);
        ctx.res.setHeader('Cache-Control', cache);
        sendShared(ctx.res, template, { initialUser: shell.initialUser, favorites });
        // Next renders nothing for an answer already sent.
        return { props: {} as P & ShellProps };
      }
    }
    let result: R;
    try {
      result = await load(
        Object.assign(ctx, {
          user: user as UserFor<A>,
          db: await getDb(),
          siteUrl,
          brand: brand as A extends 'brand' ? OwnedBrand : null,
        }),
      );
    } catch (error) {
      finish?.(null);
      if (error instanceof DomainError && error.status === 404) return { notFound: true };
      throw error;
    }
    if ('props' in result) {
      ctx.res.setHeader('Cache-Control', cache);
      const props = (await result.props) as P;
      if (shared && shell.initialUser) {
        const { productIds, favorites } = takeFavorites(props);
        delete ctx.req.headers['if-none-match'];
        captureTemplate(
          ctx.res,
          (html) => {
            const template = templateOf(html, productIds);
            if (template) sharedPages.set(shared, template, version, startedAt);
            else logLine('error', 'shared page not a template', { id: headerValue(ctx.req, 'x-request-id') ?? undefined, path: ctx.resolvedUrl.split('?')[0] });
            finish?.(template);
            return template;
          },
          { initialUser: shell.initialUser, favorites },
        );
        return { props: { ...props, ...shell, initialUser: memberStandIn(shell.initialUser) } };
      }
      return { props: { ...props, ...shell } };
    }
    finish?.(null);
    return result as Exclude<R, { props: unknown }>;
  };
  return async (ctx) => {
    try {
      return await render(ctx);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      logLine('error', 'database unavailable', { id: headerValue(ctx.req, 'x-request-id') ?? undefined, path: ctx.resolvedUrl.split('?')[0], error });
      ctx.res.statusCode = 503;
      ctx.res.setHeader('Retry-After', '5');
      ctx.res.setHeader('Cache-Control', PRIVATE_PAGE_CACHE);
      return { props: { ...shellPropsOf(null, siteOrigin(ctx.req)), serviceUnavailable: true } as P & ShellProps };
    }
  };
}
