/**
 * Test helpers of the storefront shell: a mock Next router (given through
 * Next's RouterContext, which both `useRouter()` and `<Link>` read), a render
 * with a fresh SWR cache, and a fake HTTP adapter for the one
 * axios instance of lib/api.
 */
import { render, type RenderResult } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { apiClient } from '@/lib/client/axios';
import type { CurrentUser } from '@/lib/contract/users';
import { SessionProvider } from '@/lib/client/session';
import { swrDefaults } from '@/lib/client/swr';
import { demoRetailerProfile } from './demoUsers';

/**
 * What jsdom lacks and sweetalert2 calls (scroll restore, reduced-motion query).
 * Installed when this helper is imported.
 */
function installDomStubs(): void {
  if (typeof window === 'undefined') return;
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
installDomStubs();

export type MockRouter = NextRouter & {
  push: jest.Mock<Promise<boolean>, Parameters<NextRouter['push']>>;
  replace: jest.Mock<Promise<boolean>, Parameters<NextRouter['replace']>>;
};

/** A router at `asPath` (path + query string), with push/replace/prefetch as jest mocks. */
export function createMockRouter(asPath = '/', overrides: Partial<NextRouter> = {}): MockRouter {
  const url = new URL(asPath, 'http://localhost');
  const query: Record<string, string> = {};
  url.searchParams.forEach((value, key) => {
    query[key] = value;
  });
  return {
    basePath: '',
    pathname: url.pathname,
    route: url.pathname,
    asPath,
    query,
    isLocaleDomain: false,
    isReady: true,
    isPreview: false,
    isFallback: false,
    push: jest.fn(() => Promise.resolve(true)),
    replace: jest.fn(() => Promise.resolve(true)),
    reload: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn(() => Promise.resolve()),
    beforePopState: jest.fn(),
    events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
    ...overrides,
  } as MockRouter;
}

export interface ShellRenderOptions {
  router?: MockRouter;
}

/** Renders with a fresh SWR cache (no dedupe between tests) and the router. */
export function renderWithShell(
  ui: ReactElement,
  { router = createMockRouter() }: ShellRenderOptions = {},
): RenderResult & { router: MockRouter } {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RouterContext.Provider value={router}>
      <SWRConfig value={{ ...swrDefaults, dedupingInterval: 0, provider: () => new Map() }}>{children}</SWRConfig>
    </RouterContext.Provider>
  );
  return Object.assign(render(ui, { wrapper }), { router });
}

export interface FakeReply {
  status: number;
  data?: unknown;
}

export type FakeRoute = FakeReply | ((config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>);

export interface FakeApi {
  /** Every request that reached the adapter, in order. */
  calls: InternalAxiosRequestConfig[];
  /** Requests as "METHOD /url". */
  requests: () => string[];
}

/**
 * Answers lib/api's requests from `routes` ("GET /users" -> reply). A non-2xx
 * reply rejects like axios does; an unknown request answers 404.
 */
export function fakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const calls: InternalAxiosRequestConfig[] = [];
  apiClient.defaults.adapter = async (config) => {
    calls.push(config);
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const route = routes[key] ?? { status: 404, data: { code: 'NOT_FOUND', message: '없음' } };
    const reply = typeof route === 'function' ? await route(config) : route;
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(),
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  return { calls, requests: () => calls.map((c) => `${(c.method ?? 'get').toUpperCase()} ${c.url}`) };
}

/** The header value a request carried. */
export function headerOf(config: InternalAxiosRequestConfig, name: string): unknown {
  return AxiosHeaders.from(config.headers).get(name);
}

/** Logs in (token cookie) or out for the test. */
export function setLoggedIn(token: string | null): void {
  if (token) Cookies.set('token', token, { path: '/' });
  else Cookies.remove('token', { path: '/' });
}

/** The user GET /users answers in tests. */
export const retailer: CurrentUser = {
  id: 7,
  ...demoRetailerProfile,
  referralCode: 'ABCD1234',
  brand: null,
};

export const brandUser: CurrentUser = {
  ...retailer,
  id: 9,
  businessName: '데모 브랜드',
  email: 'brand@demo.kr',
  userType: 'brand',
};

export const pendingRetailer: CurrentUser = {
  ...retailer,
  id: 8,
  businessName: '인증 대기 상점',
  email: 'pending@demo.kr',
  userGroups: 'inValid',
};

type DemoUser = CurrentUser;

/** The shell's calls for a logged-in user (the user, only when the server did not render it; the cart count; the unread messages), plus `extra`. */
export function shellRoutes(user: DemoUser, cartcount = 0, extra: Record<string, FakeRoute> = {}) {
  return {
    'GET /users': { status: 200, data: user },
    'GET /carts/cartcount': { status: 200, data: { cartcount } },
    'GET /notifications/unread': { status: 200, data: { unread: 0 } },
    ...extra,
  } satisfies Record<string, FakeRoute>;
}

export interface SessionRenderOptions {
  /** The member logged in, or null for a visitor. */
  user: CurrentUser | null;
  /** The page's path and query string (the mock router's asPath). */
  path: string;
  /** The cart count the shell's GET /carts/cartcount answers (a member only). */
  cartcount?: number;
  /** The page's own API replies, beside the shell's (shellRoutes) for a member. */
  routes?: Record<string, FakeRoute>;
}

/**
 * Renders a page as the server hands it over: logged in as `user` (a token
 * cookie, the shell's API calls, the SessionProvider) or as a visitor, at
 * `path`. Returns the render, its router and the fake API.
 */
export function renderInSession(
  ui: ReactElement,
  { user, path, cartcount = 0, routes = {} }: SessionRenderOptions,
): RenderResult & { router: MockRouter; api: FakeApi } {
  setLoggedIn(user ? 'tok' : null);
  const api = fakeApi(user ? shellRoutes(user, cartcount, routes) : routes);
  const view = renderWithShell(
    <SessionProvider loggedIn={user !== null} user={user}>
      {ui}
    </SessionProvider>,
    { router: createMockRouter(path) },
  );
  return Object.assign(view, { api });
}

/** What every shell test undoes after each test: logged out, spies restored, no alert left in the page. */
export function endShellTest(): void {
  setLoggedIn(null);
  jest.restoreAllMocks();
  document.body.querySelectorAll('.swal2-container').forEach((node) => node.remove());
}

/** The visible sweetalert2 title (jsdom has no layout: read the DOM). */
export function alertTitle(): string | null {
  return document.querySelector('.swal2-title')?.textContent ?? null;
}

/** Clicks the alert's confirm button (확인). */
export function confirmAlert(): void {
  const button = document.querySelector<HTMLButtonElement>('.swal2-confirm');
  if (!button) throw new Error('no alert is open');
  button.click();
}
