import { Layout } from '@/components/shell/Layout';
import type { CurrentUser } from '@/lib/contract/users';
import { createMockRouter, fakeApi, renderWithShell, setLoggedIn, shellRoutes, type FakeApi, type FakeRoute } from './shell';

export interface LayoutRenderOptions {
  /** The member logged in (a token cookie and the shell's API calls), or null for a visitor. */
  user?: CurrentUser | null;
  /** The page's path and query string (the mock router's asPath). */
  path?: string;
  /** What GET /carts/cartcount answers (a member only). */
  cartcount?: number;
  /** API replies beside the shell's. */
  routes?: Record<string, FakeRoute>;
  /** The member's token cookie. */
  token?: string;
  /** Layout gets the member from the server (loggedIn, initialUser), as on a page's first render. */
  fromServer?: boolean;
}

/**
 * Renders the storefront Layout around "page" as the browser finds it after
 * the first load: the shell asks the API for the user itself (no user from
 * the server), or with `fromServer` as the server hands the user over.
 */
export function renderLayout({ user = null, path = '/', cartcount = 0, routes = {}, token = 'tok', fromServer = false }: LayoutRenderOptions = {}) {
  if (user) setLoggedIn(token);
  const api: FakeApi = fakeApi(user ? shellRoutes(user, cartcount, routes) : routes);
  const layout = fromServer && user ? <Layout loggedIn initialUser={user}>page</Layout> : <Layout>page</Layout>;
  return Object.assign(renderWithShell(layout, { router: createMockRouter(path) }), { api });
}
