import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * Serves the real pages/api/v1 handlers over real HTTP, routed the way Next's
 * Pages Router routes them (static segments before [param] before
 * [...catchAll]), with `req.query` filled as Next fills it.
 */
type Handler = (req: http.IncomingMessage & { query?: Record<string, unknown> }, res: http.ServerResponse) => unknown;

interface RouteEntry {
  segments: string[];
  file: string;
  score: number[];
}

const API_ROOT = path.join(process.cwd(), 'pages', 'api');

function collectRoutes(dir: string, prefix: string[] = []): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const name of fs.readdirSync(dir)) {
    const full = path.join(dir, name);
    if (fs.statSync(full).isDirectory()) {
      entries.push(...collectRoutes(full, [...prefix, name]));
    } else if (/\.(ts|tsx)$/.test(name)) {
      const base = name.replace(/\.(ts|tsx)$/, '');
      const segments = base === 'index' ? prefix : [...prefix, base];
      const score = segments.map((s) => (s.startsWith('[...') ? 0 : s.startsWith('[') ? 1 : 2));
      entries.push({ segments, file: full, score });
    }
  }
  return entries;
}

function compare(a: RouteEntry, b: RouteEntry): number {
  for (let i = 0; i < Math.max(a.score.length, b.score.length); i++) {
    const diff = (b.score[i] ?? -1) - (a.score[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

function match(entry: RouteEntry, parts: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < entry.segments.length; i++) {
    const segment = entry.segments[i];
    if (segment.startsWith('[...')) {
      const rest = parts.slice(i);
      if (rest.length === 0) return null;
      params[segment.slice(4, -1)] = rest;
      return params;
    }
    if (i >= parts.length) return null;
    if (segment.startsWith('[')) params[segment.slice(1, -1)] = parts[i];
    else if (segment !== parts[i]) return null;
  }
  return entry.segments.length === parts.length ? params : null;
}

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

export async function startApiServer(): Promise<TestServer> {
  const routes = collectRoutes(API_ROOT).sort(compare);
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let parts: string[];
    try {
      parts = url.pathname.replace(/^\/api\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      res.statusCode = 400;
      res.end();
      return;
    }
    for (const entry of routes) {
      const params = match(entry, parts);
      if (!params) continue;
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const values = url.searchParams.getAll(key);
        query[key] = values.length > 1 ? values : values[0];
      }
      Object.assign(query, params);
      Object.assign(req, { query });
      const mod = require(entry.file) as { default: Handler };
      await mod.default(req, res);
      return;
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ code: 'NOT_FOUND', message: 'not found' }));
  });
  // The client (fetch) closes an idle connection itself; the server never does. With Node's 5 s
  // keep-alive timeout, a test that waited about 5 s between two calls (a loaded CI machine) could
  // send its next request on a connection the server was closing at that moment: ECONNRESET.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as is (for malformed payloads). */
  rawBody?: string;
  token?: string | null;
  headers?: Record<string, string>;
}

/** A small client over fetch for API tests. */
export function apiClient(server: TestServer) {
  return async function call<T = any>(pathAndQuery: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.token = options.token;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${server.url}/api/v1${pathAndQuery}`, {
      method: options.method ?? (body !== undefined ? 'POST' : 'GET'),
      headers,
      body,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
}
