import crypto from 'node:crypto';
import sharp from 'sharp';
import type { ReactElement } from 'react';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Db } from '@/lib/server/db';
import { notFound } from '@/lib/server/errors';
import { formatWon } from '@/lib/format';
import { parseId } from '@/lib/contract/ids';
import { isAttachmentUrl, PICTURE_WIDTHS } from '@/lib/contract/pictures';
import { readAttachment } from '@/lib/server/attachments';
import { parseStringList } from '@/lib/server/db/jsonList';
import { site } from '@/lib/site';
import { colors } from '@/styles/theme';
import { renderProductImage } from './productArt';
import { onSaleSql } from './onSale';

/**
 * The sharing card of one product (og:image of /product-details/[id]): a
 * 1200 x 627 PNG with the product's first picture (the brand's own photo when
 * it uploaded one, else its generated picture), its name, brand and retail
 * price, and the site's name. Wholesale prices never appear: the card is
 * public. Names break between words only (`keep-all`: never inside a Korean
 * word) and stop at three lines. Drawn with next/og on the Node runtime (the
 * font bytes are passed, see the "Share images" note of the stack), kept in a
 * small LRU.
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
  /** The product's first picture: an uploaded file's URL, or null for the generated one. */
  photo: string | null;
}

/** The smallest kept width that fills the card's square: a photo is never drawn from less. */
const PHOTO_WIDTH = PICTURE_WIDTHS.find((width) => width >= SHARE_CARD.height) ?? null;

/**
 * The card's square picture as a data URL: the brand's uploaded photo, cut to
 * a centred square and written as JPEG (what satori draws everywhere), or the
 * product's generated picture when it has no photo or the file cannot be read.
 */
export async function cardPicture(db: Db, product: Omit<CardProduct, 'retailPrice' | 'brandName'>): Promise<string> {
  if (product.photo) {
    try {
      const file = await readAttachment(db, null, product.photo.slice(product.photo.lastIndexOf('/') + 1), PHOTO_WIDTH);
      const jpeg = await sharp(file.data)
        .resize(SHARE_CARD.height, SHARE_CARD.height, { fit: 'cover' })
        .flatten({ background: colors.background })
        .jpeg({ quality: 85 })
        .toBuffer();
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    } catch {
      // A removed or unreadable file: the card still draws, with the generated picture.
    }
  }
  const svg = renderProductImage({ productId: product.id, index: 1, name: product.name, categoryId: product.categoryId });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

const TITLE_WIDTH = SHARE_CARD.width - SHARE_CARD.height - 2 * 56;
const TITLE_LINES = 3;
const TITLE_SIZES = [52, 46, 40] as const;

/** A generous width of a character in em of Pretendard Bold: a Hangul syllable 1, a space 0.3, the rest 0.65. */
function emWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/.test(char) ? 1 : char === ' ' ? 0.3 : 0.65;
  return width;
}

/** Words laid into lines of `size` px at most TITLE_WIDTH wide; a word longer than a line alone is cut (nothing else can be done). */
function wrap(name: string, size: number): string[] {
  const perLine = TITLE_WIDTH / size;
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.length > 0 ? `${lines[lines.length - 1]} ${word}` : '';
    if (last && emWidth(last) <= perLine) lines[lines.length - 1] = last;
    else {
      let rest = word;
      while (emWidth(rest) > perLine) {
        let cut = rest.length - 1;
        while (cut > 1 && emWidth(rest.slice(0, cut)) > perLine) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      lines.push(rest);
    }
  }
  return lines;
}

/**
 * The name as the card prints it, in lines the card draws as they are (so a
 * line never breaks inside a Korean word): 52 px, smaller for a long name,
 * and a name longer than three lines even at 40 px cut after its last whole
 * word that fits, with "…".
 */
export function cardTitle(name: string): { lines: string[]; fontSize: number } {
  for (const fontSize of TITLE_SIZES) {
    const lines = wrap(name, fontSize);
    if (lines.length <= TITLE_LINES) return { lines, fontSize };
  }
  const fontSize = TITLE_SIZES[TITLE_SIZES.length - 1];
  const lines = wrap(name, fontSize).slice(0, TITLE_LINES);
  const words = lines[TITLE_LINES - 1].split(' ');
  while (words.length > 1 && emWidth(`${words.join(' ')}…`) > TITLE_WIDTH / fontSize) words.pop();
  lines[TITLE_LINES - 1] = `${words.join(' ')}…`;
  return { lines, fontSize };
}

async function draw(db: Db, product: CardProduct): Promise<Buffer> {
  const picture = await cardPicture(db, product);
  const title = cardTitle(product.name);
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
            el(
              'div',
              { display: 'flex', flexDirection: 'column', fontSize: title.fontSize, color: colors.text, marginTop: 20, lineHeight: 1.25 },
              title.lines.map((line) => el('div', { whiteSpace: 'nowrap' }, line)),
            ),
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
  const row = await db
    .selectFrom('products')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .select([
      'products.id',
      'products.name',
      'products.categoryId',
      'products.retailPrice',
      'products.updatedAt',
      'products.images',
      'brands.name as brandName',
    ])
    .where('products.id', '=', productId)
    .where(onSaleSql)
    .executeTakeFirst();
  if (!row) throw notFound();
  const first = parseStringList(row.images)[0];
  const product: CardProduct = { ...row, photo: first && isAttachmentUrl(first) ? first : null };
  const version = crypto
    .createHash('sha1')
    .update(`${product.id}|${String(row.updatedAt)}|${product.retailPrice}|${product.name}|${product.brandName}|${product.photo ?? ''}`)
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
      const png = await draw(db, product);
      remember(etag, png);
      return png;
    },
  };
}
