/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createRequestListener, type NextHandler } from '@/lib/server/http/appServer';
import { PUBLIC_PAGE_CACHE, PRIVATE_PAGE_CACHE } from '@/lib/server/http/page';
import { PageCache } from '@/lib/server/http/pageCache';

/**
 * The server's cache of anonymous pages (docs/DECISIONS.md, Caching): it keeps
 * only what the page marked public with an s-maxage, for that long, never for
 * or from a request with a session, and answers a kept page with the headers
 * it was made with (its policy needs no nonce: every visitor may get the same bytes).
 */

let clock = 0;
let renders = 0;
let server: http.Server;
let base: string;
const cache = new PageCache(() => clock);

/** A stand-in for Next: public pages under /public, a member page under /private, gzip when asked. */
const handle: NextHandler = (req, res) => {
  renders++;
  const shared = req.url!.startsWith('/public') && !/token=/.test(req.headers.cookie ?? '');
  res.setHeader('Cache-Control', shared ? PUBLIC_PAGE_CACHE : PRIVATE_PAGE_CACHE);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('ETag', `"v${renders}"`);
  if (req.url!.includes('cookie')) res.setHeader('Set-Cookie', 'x=1');
  const body = `<html>render ${renders} of ${req.url}</html>`;
  if (/gzip/.test(String(req.headers['accept-encoding']))) {
    res.setHeader('Content-Encoding', 'gzip');
    res.end(gzipSync(body));
  } else {
    res.write(body.slice(0, 10));
    res.end(body.slice(10));
  }
};

beforeAll(async () => {
  server = http.createServer(createRequestListener(handle, { thirdParties: { chat: false, portone: false, paymentScriptOrigin: null, tagManager: false, kakaoAuthOrigin: null }, hashes: [], log: false, pageCache: cache }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  clock += 3_600_000;
  renders = 0;
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers: { 'accept-encoding': 'identity', ...headers } });

test('an anonymous public page is rendered once per s-maxage, with the headers it was made with and no nonce in them', async () => {
  const first = await get('/public/a');
  const body = await first.text();
  const second = await get('/public/a');
  expect(await second.text()).toBe(body);
  expect(renders).toBe(1);
  expect(second.headers.get('x-cache')).toBe('HIT');
  expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  expect(first.headers.get('content-security-policy')).not.toContain("'nonce-");
  expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));

  clock += 29_000;
  await get('/public/a');
  expect(renders).toBe(1);
  clock += 2_000;
  const stale = await get('/public/a');
  expect(stale.headers.get('x-cache')).toBeNull();
  expect(renders).toBe(2);
});

test('a session (cookie or header), a private page, a Set-Cookie or a POST is never kept nor served', async () => {
  await get('/public/b');
  await get('/public/b', { cookie: 'token=abc' });
  await get('/public/b', { token: 'abc' });
  expect(renders).toBe(3);
  await get('/private/c');
  await get('/private/c');
  await get('/public/cookie');
  await get('/public/cookie');
  expect(renders).toBe(7);
  await fetch(`${base}/public/d`, { method: 'POST' });
  await get('/public/d');
  expect(renders).toBe(9);
});

test('gzip and plain copies are kept apart; a client without gzip never gets gzip', async () => {
  const zipped = await fetch(`${base}/public/e`, { headers: { 'accept-encoding': 'gzip' } });
  expect(zipped.headers.get('content-encoding')).toBe('gzip');
  const plain = await get('/public/e');
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toContain('render 2 of /public/e');
  expect(renders).toBe(2);
  const again = await fetch(`${base}/public/e`, { headers: { 'accept-encoding': 'gzip' } });
  expect(again.headers.get('x-cache')).toBe('HIT');
  expect(renders).toBe(2);
});

test("a kept page answers 304 to a client that has its ETag", async () => {
  const first = await get('/public/f');
  const etag = first.headers.get('etag')!;
  const cached = await get('/public/f', { 'if-none-match': etag });
  expect(cached.status).toBe(304);
  expect(renders).toBe(1);
});
