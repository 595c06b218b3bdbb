/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { GetServerSideProps, GetServerSidePropsContext, NextPage } from 'next';
import type { AppProps } from 'next/app';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StructuredData } from '@/components/shell/StructuredData';
import type { ReactElement } from 'react';
import { generateDefaultSeo, generateNextSeo } from 'next-seo/pages';
import App from '@/pages/_app';
import { absoluteUrl, canonicalPath, OG_IMAGE, pageSeo, siteSeo } from '@/lib/seo';
import { createSession } from '@/lib/server/auth/sessions';
import { commonMessages } from '@/lib/messages/common';
import { createMockRouter } from '../helpers/shell';
import { openTestDb, type TestDb } from '../helpers/db';

const html = (nodes: ReturnType<typeof generateNextSeo>) => renderToStaticMarkup(<>{nodes}</>);
const noRequest = { siteUrl: null, path: null };

test('site-wide SEO: Korean title and description, ko_KR, the 1200x627 image, twitter card, light theme', () => {
  const head = html(generateDefaultSeo(siteSeo(null)));
  expect(head).toContain(`<title>${commonMessages.seo.defaultTitle}</title>`);
  expect(head).toContain(`<meta name="description" content="${commonMessages.seo.description}"/>`);
  expect(head).toContain('<meta property="og:locale" content="ko_KR"/>');
  expect(head).toContain('<meta property="og:site_name" content="도매마켓"/>');
  expect(head).toContain('<meta property="og:image" content="/og-image.png"/>');
  expect(head).toContain('<meta property="og:image:width" content="1200"/>');
  expect(head).toContain('<meta property="og:image:height" content="627"/>');
  expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(head).toContain('<meta name="color-scheme" content="light"/>');
  expect(head).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}"\/>/i);
  expect(commonMessages.seo.description).toContain('60일');
  expect(html(generateDefaultSeo(siteSeo('https://www.domae.kr')))).toContain(
    '<meta property="og:image" content="https://www.domae.kr/og-image.png"/>',
  );
});

test('a page title goes through the site template; private pages are noindex', () => {
  const head = html(generateNextSeo(pageSeo({ title: '장바구니', noindex: true }, noRequest)));
  expect(head).toContain('<title>장바구니 | 도매마켓</title>');
  expect(head).toContain('<meta name="robots" content="noindex,nofollow"/>');
  expect(html(generateNextSeo(pageSeo({}, noRequest)))).toContain(`<title>${commonMessages.seo.defaultTitle}</title>`);
});

test('without a known origin there is no og:url or canonical (a relative one would be wrong)', () => {
  const head = html(generateNextSeo(pageSeo({ title: '로그인', path: '/register/login' }, noRequest)));
  expect(head).not.toContain('og:url');
  expect(head).not.toContain('canonical');
});

test('canonical paths keep only the parameters that select content', () => {
  expect(canonicalPath('/shop?idCategory=101&page=2&page_type=category&utm_source=kakao&fbclid=x')).toBe(
    '/shop?idCategory=101&page=2',
  );
  expect(canonicalPath('/shop?page_type=category&order=latest&idCategory=1&page=1')).toBe(
    '/shop?idCategory=1&page=1&order=latest',
  );
  expect(canonicalPath('/product-details/12?utm_campaign=winter#reviews')).toBe('/product-details/12');
  expect(canonicalPath('/register/login?returnUrl=%2Fcart')).toBe('/register/login');
  expect(absoluteUrl('/og-image.png', 'https://www.domae.kr/')).toBe('https://www.domae.kr/og-image.png');
  expect(absoluteUrl('https://cdn.example.kr/a.png', 'https://www.domae.kr')).toBe('https://cdn.example.kr/a.png');
});

test('the OG image in public/ is a 1200x627 PNG', () => {
  const png = fs.readFileSync(path.join(process.cwd(), 'public', OG_IMAGE.path));
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 627]);
});

/**
 * The server HTML's head of a page, as `next start` renders it: the page's
 * real getServerSideProps on a request with these headers, then `_app` with
 * those props, next/head collected the way Next's renderer collects it.
 */
type PageModule = { default: NextPage<any>; getServerSideProps: GetServerSideProps };

interface RequestOptions {
  headers?: Record<string, string>;
  https?: boolean;
  token?: string;
  params?: Record<string, string>;
}

async function serverHead(load: () => Promise<PageModule>, url: string, options: RequestOptions = {}) {
  const page = await load();
  const search = new URL(url, 'http://x').searchParams;
  const ctx = {
    req: {
      method: 'GET',
      url,
      headers: { host: 'shop.test:8080', ...options.headers },
      cookies: options.token ? { token: options.token } : {},
      socket: { encrypted: options.https ?? false },
    },
    res: { statusCode: 200, setHeader: () => undefined },
    resolvedUrl: url,
    query: { ...Object.fromEntries(search), ...options.params },
    params: options.params,
  } as unknown as GetServerSidePropsContext;
  const result = (await page.getServerSideProps(ctx)) as { props: Record<string, unknown> };
  expect(result.props).toBeDefined();
  let head: ReactElement[] = [];
  const router = createMockRouter(url);
  renderToString(
    <HeadManagerContext.Provider value={{ updateHead: (state) => (head = state), mountedInstances: new Set() }}>
      <RouterContext.Provider value={router}>
        <App {...({ Component: page.default, pageProps: result.props, router } as unknown as AppProps)} />
      </RouterContext.Provider>
    </HeadManagerContext.Provider>,
  );
  // The JSON-LD blocks pages/_document.tsx adds to the same head from the props.
  const markup = renderToStaticMarkup(
    <>
      {head}
      <StructuredData data={result.props.structuredData as object[] | undefined} />
    </>,
  );
  // Attribute values as a crawler reads them (React escapes & as &amp;).
  const all = (pattern: RegExp) => [...markup.matchAll(pattern)].map((match) => match[1].replaceAll('&amp;', '&'));
  return {
    markup,
    ogImage: all(/<meta property="og:image" content="([^"]*)"/g),
    ogUrl: all(/<meta property="og:url" content="([^"]*)"/g),
    canonical: all(/<link rel="canonical" href="([^"]*)"/g),
  };
}

const home = () => import('@/pages/index') as Promise<PageModule>;
const shop = () => import('@/pages/shop') as Promise<PageModule>;
const loginAlias = () => import('@/pages/login') as Promise<PageModule>;
const product = () => import('@/pages/product-details/[idProduct]') as Promise<PageModule>;
const cancel = () => import('@/pages/cancel/[idOrder]') as Promise<PageModule>;

const originalEnv = process.env;
/** A new process.env object: lib/server/env.ts parses it again. */
function setEnv(values: Record<string, string | undefined>) {
  process.env = { ...originalEnv, ...values };
}

let db: TestDb;
let productId: number;
let token: string;
let orderId: number;

beforeAll(async () => {
  // With the demo retailer's orders: the order pages 404 on an order that is not theirs.
  db = await openTestDb({ seed: { demoOrders: true, now: new Date() } });
  productId = (await db.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const user = await db.db.selectFrom('users').select('id').where('email', '=', 'retailer@demo.kr').executeTakeFirstOrThrow();
  token = (await createSession(db.db, user.id)).token;
  orderId = (await db.db.selectFrom('orders').select('id').where('userId', '=', user.id).orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  process.env = originalEnv;
  await db.close();
});
beforeEach(() => setEnv({ SITE_URL: undefined, NEXT_PUBLIC_SITE_URL: undefined, TRUST_PROXY: undefined }));

describe('server HTML: absolute sharing URLs', () => {
  test('without SITE_URL, the request origin: og:image, og:url and canonical of the home page', async () => {
    const head = await serverHead(home, '/?utm_source=kakao');
    expect(head.ogImage).toEqual(['http://shop.test:8080/og-image.png']);
    expect(head.ogUrl).toEqual(['http://shop.test:8080/']);
    expect(head.canonical).toEqual(['http://shop.test:8080/']);
  });

  test('an https connection gives https URLs', async () => {
    const head = await serverHead(home, '/', { https: true, headers: { host: 'www.domae.kr' } });
    expect(head.ogImage).toEqual(['https://www.domae.kr/og-image.png']);
    expect(head.canonical).toEqual(['https://www.domae.kr/']);
  });

  test('with SITE_URL, that origin whatever the Host header says', async () => {
    setEnv({ SITE_URL: 'https://www.domae.kr/' });
    const head = await serverHead(shop, '/shop?idCategory=101&page=2&page_type=category&utm_source=kakao&fbclid=abc', {
      headers: { host: 'internal-node-3:3000' },
    });
    expect(head.ogImage).toEqual(['https://www.domae.kr/og-image.png']);
    expect(head.ogUrl).toEqual(['https://www.domae.kr/shop?idCategory=101&page=2']);
    expect(head.canonical).toEqual(['https://www.domae.kr/shop?idCategory=101&page=2']);
    expect(head.markup).not.toContain('internal-node-3');
  });

  test('NEXT_PUBLIC_SITE_URL still counts when SITE_URL is unset, read at request time', async () => {
    setEnv({ NEXT_PUBLIC_SITE_URL: 'https://old.domae.kr' });
    expect((await serverHead(home, '/')).canonical).toEqual(['https://old.domae.kr/']);
    setEnv({ NEXT_PUBLIC_SITE_URL: 'https://old.domae.kr', SITE_URL: 'https://new.domae.kr' });
    expect((await serverHead(home, '/')).canonical).toEqual(['https://new.domae.kr/']);
  });

  test('SITE_URL counts by its origin; anything but an http(s) URL is a configuration error', async () => {
    setEnv({ SITE_URL: 'https://www.domae.kr/shop/' });
    expect((await serverHead(home, '/')).ogImage).toEqual(['https://www.domae.kr/og-image.png']);
    setEnv({ SITE_URL: '' });
    expect((await serverHead(home, '/')).canonical).toEqual(['http://shop.test:8080/']);
    for (const bad of ['www.domae.kr', 'javascript:alert(1)', 'https://user:pw@www.domae.kr']) {
      setEnv({ SITE_URL: bad });
      await expect(serverHead(home, '/')).rejects.toThrow('Invalid server environment: SITE_URL');
    }
  });

  test('a product page: its own path, without the query, its PNG sharing card and its JSON-LD', async () => {
    const head = await serverHead(product, `/product-details/${productId}?utm_medium=share`, {
      params: { idProduct: String(productId) },
    });
    expect(head.ogUrl).toEqual([`http://shop.test:8080/product-details/${productId}`]);
    expect(head.canonical).toEqual([`http://shop.test:8080/product-details/${productId}`]);
    expect(head.ogImage).toEqual([`http://shop.test:8080/api/v1/images/og/p-${productId}.png`]);
    expect(head.markup).toContain('<meta property="og:image:width" content="1200"/>');
    expect(head.markup).toContain('<meta property="og:image:height" content="627"/>');
    expect(head.markup).toContain('<meta property="og:type" content="product"/>');
    const blocks = [...head.markup.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]) as { '@type': string; offers?: { price: number; priceCurrency: string } },
    );
    expect(blocks.map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList']);
    const retail = await db.db
      .selectFrom('products')
      .select('retailPrice')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    // The public price only: anonymous crawlers never see a wholesale price.
    expect(blocks[0].offers).toMatchObject({ price: retail.retailPrice, priceCurrency: 'KRW' });
  });

  test('the /login alias points to /register/login, without the returnUrl', async () => {
    const head = await serverHead(loginAlias, '/login?returnUrl=%2Fcart');
    expect(head.canonical).toEqual(['http://shop.test:8080/register/login']);
    expect(head.ogUrl).toEqual(['http://shop.test:8080/register/login']);
  });

  test('a page that names no path gets the path it was served at', async () => {
    const head = await serverHead(cancel, `/cancel/${orderId}?reason=size`, { token, params: { idOrder: String(orderId) } });
    expect(head.canonical).toEqual([`http://shop.test:8080/cancel/${orderId}`]);
    expect(head.markup).toContain('<meta name="robots" content="noindex,nofollow"/>');
  });

  test.each([
    ['a script in the host', 'evil.example"><script>alert(1)</script>'],
    ['a path in the host', 'evil.example/phish?x='],
    ['credentials in the host', 'user@evil.example'],
    ['a port out of range', 'shop.test:99999'],
    ['spaces', 'shop test'],
    ['an empty host', ''],
  ])('a hostile Host header (%s) gives no absolute URL at all', async (_name, host) => {
    const head = await serverHead(home, '/', { headers: { host } });
    expect(head.ogImage).toEqual(['/og-image.png']);
    expect(head.ogUrl).toEqual([]);
    expect(head.canonical).toEqual([]);
    expect(head.markup).not.toContain('evil');
    expect(head.markup).not.toContain('<script');
  });

  test('X-Forwarded-Host and -Proto count only with TRUST_PROXY=true', async () => {
    const headers = { host: '10.0.0.5:3000', 'x-forwarded-host': 'www.domae.kr', 'x-forwarded-proto': 'https' };
    expect((await serverHead(home, '/', { headers })).canonical).toEqual(['http://10.0.0.5:3000/']);
    setEnv({ TRUST_PROXY: 'true' });
    expect((await serverHead(home, '/', { headers })).canonical).toEqual(['https://www.domae.kr/']);
    // A forged forwarded host is refused like a forged Host.
    const forged = { ...headers, 'x-forwarded-host': 'evil.example/<x>' };
    expect((await serverHead(home, '/', { headers: forged })).canonical).toEqual([]);
  });
});
