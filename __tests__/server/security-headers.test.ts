/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElement, Suspense } from 'react';
import { createRequestListener, type NextHandler } from '@/lib/server/http/appServer';
import { revealScriptHashes } from '@/lib/server/http/revealScripts';
import { allowScriptSource, contentSecurityPolicy, inlineScriptHashes, RESOURCE_POLICY, securityHeaders, thirdPartiesOf, type ThirdParties } from '@/lib/server/http/securityHeaders';
import { redactUrl } from '@/lib/server/log';
import { serverEnv } from '@/lib/server/env';

const none: ThirdParties = { chat: false, portone: false, paymentScriptOrigin: null, tagManager: false, kakaoAuthOrigin: null };

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('the Content-Security-Policy', () => {
  test('runs scripts only from the site or with a listed hash, never any inline script, and needs no nonce', () => {
    const policy = contentSecurityPolicy({ hashes: ["'sha256-x'"], thirdParties: none, https: false });
    const scripts = directive(policy, 'script-src');
    expect(scripts).toEqual(expect.arrayContaining(["'self'", "'sha256-x'"]));
    expect(policy).not.toContain("'nonce-");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // Beyond the site, only Kakao's postcode script (the address form always offers it).
    expect(scripts.filter((source) => /^(https?:|\*)/.test(source))).toEqual(['https://t1.kakaocdn.net', 'https://t1.daumcdn.net']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  test('allows a third party only when the deployment configures it', () => {
    const plain = contentSecurityPolicy({ hashes: [], thirdParties: none, https: false });
    expect(plain).not.toMatch(/channel\.io|portone\.io|googletagmanager|kauth/);
    // Postcode search is always on (the address form): Kakao's script and its frame.
    expect(directive(plain, 'script-src')).toContain('https://t1.kakaocdn.net');
    expect(directive(plain, 'frame-src')).toContain('https://postcode.map.kakao.com');

    const all = contentSecurityPolicy({
      hashes: [],
      thirdParties: { chat: true, portone: true, paymentScriptOrigin: 'https://pay.example', tagManager: true, kakaoAuthOrigin: 'https://kauth.kakao.com' },
      https: true,
    });
    expect(directive(all, 'script-src')).toEqual(
      expect.arrayContaining(['https://cdn.channel.io', 'https://*.portone.io', 'https://pay.example', 'https://www.googletagmanager.com']),
    );
    expect(directive(all, 'connect-src')).toEqual(expect.arrayContaining(['wss://*.channel.io', 'https://*.portone.io']));
    expect(directive(all, 'form-action')).toEqual(["'self'", 'https://kauth.kakao.com']);
    expect(all).toContain('upgrade-insecure-requests');
  });

  test('reads the third parties from the settings', () => {
    const env = { ...serverEnv(), PAYMENT_PROVIDER: 'portone' as const, KAKAO_REST_API_KEY: 'key', KAKAO_AUTH_BASE_URL: 'https://kauth.kakao.com' };
    expect(
      thirdPartiesOf(env, { NEXT_PUBLIC_CHANNEL_PLUGIN_KEY: 'plugin', NEXT_PUBLIC_PAYMENT_SCRIPT_URL: 'https://pay.example/sdk.js', NEXT_PUBLIC_GTM_ID: 'GTM-ABCD12' }),
    ).toEqual({ chat: true, portone: true, paymentScriptOrigin: 'https://pay.example', tagManager: true, kakaoAuthOrigin: 'https://kauth.kakao.com' });
    expect(thirdPartiesOf({ ...serverEnv(), PAYMENT_PROVIDER: 'demo', KAKAO_REST_API_KEY: undefined }, { NEXT_PUBLIC_PAYMENT_SCRIPT_URL: 'javascript:alert(1)', NEXT_PUBLIC_GTM_ID: 'nope' })).toEqual(none);
  });

  test('the other headers, and HSTS only over https', () => {
    const http = securityHeaders({ hashes: [], thirdParties: none, https: false }, false);
    expect(http).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(http['Permissions-Policy']).toContain('camera=()');
    expect(http['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ hashes: [], thirdParties: none, https: true }, true)['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    // What is never a page: nothing may load or run in it.
    const resource = securityHeaders(null, true);
    expect(resource['Content-Security-Policy']).toBe(RESOURCE_POLICY);
    expect(RESOURCE_POLICY).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
    expect(resource['X-Content-Type-Options']).toBe('nosniff');
    expect(resource['Strict-Transport-Security']).toBeDefined();
  });

  test('hashes the inline scripts of a built page, not its JSON blocks or external scripts', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/json">{"a":1}</script>' +
      '<script type="application/ld+json">{}</script><script id="y">b()</script>';
    expect(inlineScriptHashes(html)).toEqual(["'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='", "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='"]);
  });

  test("React's reveal scripts of any page are covered by the precomputed hashes", async () => {
    const hashes = await revealScriptHashes();
    // A different page: other text, two large boundaries after the first 12.8 kB.
     
    const { renderToReadableStream } = require('react-dom/server.edge') as typeof import('react-dom/server.edge');
    const big = (text: string) => createElement(Suspense, { fallback: null }, createElement('footer', null, text.repeat(300)));
    const stream = await renderToReadableStream(createElement('main', null, createElement('p', null, '가'.repeat(9000)), big('나'), big('다')));
    await stream.allReady;
    const html = await new Response(stream).text();
    const used = inlineScriptHashes(html);
    expect(used.length).toBeGreaterThan(0);
    for (const hash of used) expect(hashes).toContain(hash);
  });
});

describe('allowScriptSource', () => {
  function answer(policy?: string) {
    const headers = new Map<string, string>(policy ? [['content-security-policy', policy]] : []);
    return {
      headersSent: false,
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    } as unknown as http.ServerResponse;
  }

  test("adds a page's own script hash to the page policy, and leaves the resource policy alone", () => {
    const page = answer(contentSecurityPolicy({ hashes: ["'sha256-shared'"], thirdParties: none, https: false }));
    allowScriptSource(page, "'sha256-page'");
    expect(directive(String(page.getHeader('Content-Security-Policy')), 'script-src').slice(0, 3)).toEqual(["'self'", "'sha256-page'", "'sha256-shared'"]);
    const resource = answer(RESOURCE_POLICY);
    allowScriptSource(resource, "'sha256-page'");
    expect(resource.getHeader('Content-Security-Policy')).toBe(RESOURCE_POLICY);
    const empty = answer();
    allowScriptSource(empty, "'sha256-page'");
    expect(empty.getHeader('Content-Security-Policy')).toBeUndefined();
  });
});

describe('the production request listener', () => {
  let server: http.Server;
  let base: string;
  const seen: http.IncomingHttpHeaders[] = [];
  const lines: string[] = [];
  const write = jest.spyOn(process.stdout, 'write');

  beforeAll(async () => {
    write.mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const handle: NextHandler = (req, res) => {
      seen.push({ ...req.headers });
      res.statusCode = req.url?.startsWith('/missing') ? 404 : 200;
      res.setHeader('Content-Length', '2');
      res.end('ok');
    };
    server = http.createServer(createRequestListener(handle, { thirdParties: none, hashes: ["'sha256-h'"] }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    write.mockRestore();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
    lines.length = 0;
  });

  test('every page answer has the security headers and the same policy, with no nonce a cache could hand on', async () => {
    const first = await fetch(`${base}/shop`);
    const second = await fetch(`${base}/shop`);
    expect(first.headers.get('content-security-policy')).toContain("'sha256-h'");
    expect(first.headers.get('content-security-policy')).not.toContain("'nonce-");
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('the API and static files get the resource policy', async () => {
    const answer = await fetch(`${base}/api/v1/products`);
    expect(answer.headers.get('content-security-policy')).toBe(RESOURCE_POLICY);
    expect((await fetch(`${base}/_next/static/chunks/a.js`)).headers.get('content-security-policy')).toBe(RESOURCE_POLICY);
  });

  test("a client's own CSP request header never reaches the page (Next would take a nonce from it)", async () => {
    await fetch(`${base}/`, { headers: { 'content-security-policy': "script-src 'nonce-attacker'" } });
    expect(seen[0]['content-security-policy']).toBeUndefined();
  });

  test("keeps a proxy's request id, replaces a malformed one, and answers it", async () => {
    const kept = await fetch(`${base}/`, { headers: { 'x-request-id': 'nginx-0123456789abcdef' } });
    expect(kept.headers.get('x-request-id')).toBe('nginx-0123456789abcdef');
    const replaced = await fetch(`${base}/`, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]['x-request-id']).toBe(replaced.headers.get('x-request-id'));
  });

  test('logs one JSON line per request, without tokens, cookies or secret query values', async () => {
    await fetch(`${base}/api/v1/users/kakao/callback?code=SECRETCODE&state=SECRETSTATE&page=2`, {
      headers: { cookie: 'token=SECRETCOOKIE', token: 'SECRETTOKEN', authorization: 'Bearer SECRETBEARER' },
    });
    await fetch(`${base}/missing`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ level: 'info', event: 'request', method: 'GET', status: 200, bytes: 2 });
    expect(records[0].path).toBe('/api/v1/users/kakao/callback?code=%E2%80%A6&state=%E2%80%A6&page=2');
    expect(typeof records[0].id).toBe('string');
    expect(typeof records[0].ms).toBe('number');
    expect(records[1]).toMatchObject({ path: '/missing', status: 404 });
    expect(lines.join('')).not.toMatch(/SECRET/);
  });
});

test('redactUrl keeps paths and harmless parameters, hides secrets', () => {
  expect(redactUrl('/shop?idCategory=200&page=2')).toBe('/shop?idCategory=200&page=2');
  expect(redactUrl('/register/login?returnUrl=%2Fcart&token=abc')).toBe('/register/login?returnUrl=%2Fcart&token=%E2%80%A6');
  expect(redactUrl(undefined)).toBe('/');
});
