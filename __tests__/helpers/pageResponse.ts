import type { GetServerSideProps, GetServerSidePropsContext } from 'next';

/**
 * A stand-in for the ServerResponse Next hands getServerSideProps: it keeps
 * the status and the headers a page sets (Cache-Control, Retry-After), so a
 * test can read them back.
 */
export interface FakeResponse {
  statusCode: number;
  headers: Record<string, string>;
  setHeader(name: string, value: string | number | readonly string[]): FakeResponse;
  getHeader(name: string): string | undefined;
}

export function fakeResponse(): FakeResponse {
  const response: FakeResponse = {
    statusCode: 200,
    headers: {},
    setHeader(name, value) {
      response.headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    getHeader: (name) => response.headers[name.toLowerCase()],
  };
  return response;
}

export interface PageRequestOptions {
  token?: string;
  /** The request's cookies (default: the token's cookie, if any). */
  cookies?: Record<string, string>;
  params?: Record<string, string>;
  /** The parsed query (default: the URL's query with the params). */
  query?: Record<string, string>;
  method?: string;
  headers?: Record<string, string>;
}

/**
 * A getServerSideProps context as Next builds it for a request of `url` (path + query). It asks
 * for a page rendered for its caller (`Cache-Control: no-cache`): the template certified retailers
 * share (lib/server/http/sharedPages.ts) is made by Next's render, which e2e/shared-pages.spec.ts drives.
 */
export function pageContext(url: string, options: PageRequestOptions = {}): GetServerSidePropsContext {
  return {
    req: {
      method: options.method,
      headers: { 'cache-control': 'no-cache', ...options.headers },
      cookies: options.cookies ?? (options.token ? { token: options.token } : {}),
    },
    res: fakeResponse(),
    resolvedUrl: url,
    query: options.query ?? { ...Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')), ...options.params },
    params: options.params,
  } as unknown as GetServerSidePropsContext;
}

export type PageModule = { getServerSideProps: GetServerSideProps };

/** Runs a page's getServerSideProps for `url`; the result loosely typed, for a test to read. */
export async function loadPage(module: PageModule, url: string, options: PageRequestOptions = {}): Promise<Record<string, any>> {
  return (await module.getServerSideProps(pageContext(url, options))) as Record<string, any>;
}

/** Runs a page's getServerSideProps as Next would for a GET of `url` (path + query); returns its result and the response. */
export async function runPage(
  load: () => Promise<{ getServerSideProps: GetServerSideProps }>,
  url: string,
  options: PageRequestOptions = {},
): Promise<{ result: { props?: Record<string, unknown>; redirect?: unknown; notFound?: boolean }; res: FakeResponse }> {
  const context = pageContext(url, { method: 'GET', ...options });
  const result = (await (await load()).getServerSideProps(context)) as { props?: Record<string, unknown> };
  return { result, res: context.res as unknown as FakeResponse };
}
