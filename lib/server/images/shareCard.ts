import crypto from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db } from '../db';
import { notFound } from '../errors';
import { formatWon } from '@/lib/format';
import { parseId } from '@/lib/contract/ids';
import { site } from '@/lib/site';
import { colors } from '@/styles/theme';
import { renderProductImage } from './svg';

/**
 * The sharing card of one product (og:image of /product-details/[id]): a
 * 1200 x 627 PNG with the product's generated picture, its name, brand and
 * retail price, and the site's name. Wholesale prices never appear: the
 * card is public. Drawn with next/og on the Node runtime (the font bytes are
 * passed, see the "Share images" note of the stack), kept in a small LRU.
 */

export const SHARE_CARD = { width: 1200, height: 627 } as const;
export const SHARE_CARD_CACHE_CONTROL = 'public, max-age=86400';
const CACHE_SIZE = 200;

/** `p-<id>.png` -> the product id, or null for any other key. */
export function parseShareCardKey(key: unknown): number | null {
  if (typeof key !== 'string') return null;
  const match = /^p-(\d+)\.png$/.exec(key);
  return match ? parseId(match[1]) : null;
}

export function shareCardPath(productId: number): string {
  return `/api/v1/images/og/p-${productId}.png`;
}

/**
 * Cards are drawn in a worker thread with the ImageResponse that next/og
 * hands the Node runtime: the 100-250 ms of layout and rasterising stay off
 * the request loop, and a worker loads that ES module with Node's own import()
 * (next/og reaches it through a dynamic import() that jest's module sandbox
 * cannot run, so the API tests draw the same way as the server). The worker
 * gets a plain element tree (satori reads `{ type, props }` objects).
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
let og = null;
let font = null;
parentPort.on('message', async ({ id, tree, fontPath, size }) => {
  try {
    og ??= await import(require.resolve('next/dist/compiled/@vercel/og/index.node.js', { paths: [process.cwd()] }));
    font ??= readFileSync(fontPath);
    const response = new og.ImageResponse(tree, {
      ...size,
      fonts: [{ name: 'Pretendard', data: font, weight: 700, style: 'normal' }],
    });
    const png = Buffer.from(await response.arrayBuffer());
    parentPort.postMessage({ id, png });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) });
  }
});
`;

interface Pending {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}
let worker: Worker | null = null;
let nextRequest = 1;
const pending = new Map<number, Pending>();

function drawer(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_SOURCE, { eval: true });
  // An idle drawer does not keep the process (or a test run) alive.
  started.unref();
  started.on('message', (message: { id: number; png?: Uint8Array; error?: string }) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.png) waiting.resolve(Buffer.from(message.png));
    else waiting.reject(new Error(`share card: ${message.error ?? 'no image'}`));
  });
  const fail = (error: Error) => {
    worker = null;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`share card worker exited (${code})`)));
  worker = started;
  return started;
}

type Node = { type: string; props: Record<string, unknown> };
function el(type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node {
  return { type, props: { style, children, ...extra } };
}

const FONT_PATH = path.join(process.cwd(), 'node_modules/pretendard/dist/public/static/Pretendard-Bold.otf');

/** Least recently used first: a Map keeps insertion order, a hit is moved to the end. */
const cache = new Map<string, Buffer>();

function remember(key: string, card: Buffer): void {
  cache.delete(key);
  cache.set(key, card);
  while (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
}

interface CardProduct {
  id: number;
  name: string;
  categoryId: number;
  retailPrice: number;
  brandName: string;
}

function draw(product: CardProduct): Promise<Buffer> {
  const svg = renderProductImage({ productId: product.id, index: 1, name: product.name, categoryId: product.categoryId });
  const picture = `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
  const tree = el(
    'div',
    { width: '100%', height: '100%', display: 'flex', background: colors.background, fontFamily: 'Pretendard' },
    [
      el('img', {}, undefined, { src: picture, width: SHARE_CARD.height, height: SHARE_CARD.height }),
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 56px',
          width: SHARE_CARD.width - SHARE_CARD.height,
        },
        [
          el('div', { display: 'flex', flexDirection: 'column' }, [
            el('div', { fontSize: 34, color: colors.textSecondary }, product.brandName),
            el('div', { fontSize: 52, color: colors.text, marginTop: 20, lineHeight: 1.25 }, product.name),
            el('div', { fontSize: 48, color: colors.primary, marginTop: 36 }, formatWon(product.retailPrice)),
          ]),
          el('div', { display: 'flex', flexDirection: 'column' }, [
            el('div', { fontSize: 40, color: colors.text }, site.name),
            el('div', { fontSize: 26, color: colors.textSecondary, marginTop: 8 }, site.tagline),
          ]),
        ],
      ),
    ],
  );
  const id = nextRequest++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    drawer().postMessage({ id, tree, fontPath: FONT_PATH, size: SHARE_CARD });
  });
}

export interface ShareCardSource {
  /** Strong ETag (quoted) from the product's id and updatedAt: known before drawing. */
  etag: string;
  /** The PNG bytes, drawn once per product version (LRU of CACHE_SIZE cards). */
  png: () => Promise<Buffer>;
}

/**
 * The card of an active product; 404 for any other key or a missing or
 * hidden product. The ETag comes from the row, so a client that has the card
 * gets its 304 without a drawing.
 */
export async function findShareCard(db: Db, key: unknown): Promise<ShareCardSource> {
  const productId = parseShareCardKey(key);
  if (productId === null) throw notFound();
  const product = await db
    .selectFrom('products')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .select([
      'products.id',
      'products.name',
      'products.categoryId',
      'products.retailPrice',
      'products.updatedAt',
      'brands.name as brandName',
    ])
    .where('products.id', '=', productId)
    .where('products.status', '=', 'active')
    .executeTakeFirst();
  if (!product) throw notFound();
  const version = crypto
    .createHash('sha1')
    .update(`${product.id}|${String(product.updatedAt)}|${product.retailPrice}|${product.name}|${product.brandName}`)
    .digest('base64url');
  const etag = `"og-${version}"`;
  return {
    etag,
    png: async () => {
      const cached = cache.get(etag);
      if (cached) {
        remember(etag, cached);
        return cached;
      }
      const png = await draw(product);
      remember(etag, png);
      return png;
    },
  };
}
