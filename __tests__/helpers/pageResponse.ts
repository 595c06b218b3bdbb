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
  params?: Record<string, string>;
  method?: string;
}

/** Runs a page's getServerSideProps as Next would for a GET of `url` (path + query); returns its result and the response. */
export async function runPage(
  load: () => Promise<{ getServerSideProps: GetServerSideProps }>,
  url: string,
  options: PageRequestOptions = {},
): Promise<{ result: { props?: Record<string, unknown>; redirect?: unknown; notFound?: boolean }; res: FakeResponse }> {
  const res = fakeResponse();
  const context = {
    req: { method: options.method ?? 'GET', headers: {}, cookies: options.token ? { token: options.token } : {} },
    res,
    resolvedUrl: url,
    query: { ...Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')), ...options.params },
    params: options.params,
  } as unknown as GetServerSidePropsContext;
  const result = (await (await load()).getServerSideProps(context)) as { props?: Record<string, unknown> };
  return { result, res };
}
