import crypto from 'node:crypto';
import type { ReactElement } from 'react';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Db } from '@/lib/server/db';
import { notFound } from '@/lib/server/errors';
import { formatWon } from '@/lib/format';
import { parseId } from '@/lib/contract/ids';
import { site } from '@/lib/site';
import { colors } from '@/styles/theme';
import { renderProductImage } from './productArt';

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


type Node = { type: string; props: Record<string, unknown> };
function el(type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node {
  return { type, props: { style, children, ...extra } };
}

const FONT_PATH = path.join(process.cwd(), 'node_modules/pretendard/dist/public/static/Pretendard-Bold.otf');
/** The font's bytes, read once (satori reads OTF, not woff2). */
let fontBytes: Promise<Buffer> | undefined;

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

async function draw(product: CardProduct): Promise<Buffer> {
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
  // next/og is loaded on the first card only: pages that never draw one never pay for it.
  const [{ ImageResponse }, font] = await Promise.all([import('next/og'), (fontBytes ??= readFile(FONT_PATH))]);
  const response = new ImageResponse(tree as unknown as ReactElement, {
    ...SHARE_CARD,
    fonts: [{ name: 'Pretendard', data: font, weight: 700, style: 'normal' }],
  });
  return Buffer.from(await response.arrayBuffer());
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
