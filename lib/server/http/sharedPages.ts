import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import type { SessionUser } from '@/lib/contract/session';
import { allowScriptSource, inlineScriptHashes } from './securityHeaders';

/**
 * The pages every certified retailer sees alike (docs/DECISIONS.md, Caching):
 * a listing or a product shows a certified retailer the same prices, stock
 * and buttons as every other. Such a page is rendered once per URL as a
 * template for all of them and kept for a few seconds; each request gets the
 * template with its own personal parts put in, without React rendering again:
 *
 * - the session user in `__NEXT_DATA__` (`initialUser`): the template is
 *   rendered for a stand-in (MEMBER_STAND_IN) and its HTML must not show it;
 * - the hearts: every `isFavorite` of the page's props, and the
 *   `aria-pressed` of every button marked with `FAVORITE_ATTRIBUTE` (the
 *   product's id), which is all a heart's markup changes with its state.
 *
 * A template is used while the database reports no change that a shared page
 * could show (DbHandle.version: a write of this process, or with SQLite of any
 * other) and for at most SHARED_SECONDS (../sharedCache.ts). A request sent
 * with `Cache-Control: no-cache` (a hard reload) is rendered for itself.
 */

/** How many templates a process keeps (page.ts). */
export const MAX_TEMPLATES = 200;

/** The attribute that marks a heart (a toggle button of one product's favourite, components/catalog) with its product's id. */
const FAVORITE_ATTRIBUTE = 'data-favorite';

/** What the stand-in's details read: no page's content can contain it by chance or on purpose. */
const STAND_IN = `member-${randomUUID()}`;

/** The user a template is rendered for: the class of the real one (type and certification), none of their details. */
export function memberStandIn(user: SessionUser): SessionUser {
  return { id: 0, registrationNo: STAND_IN, businessName: STAND_IN, mobileNo: STAND_IN, email: STAND_IN, userGroups: user.userGroups, userType: user.userType };
}

/** What one request puts into a template. */
export interface Personal {
  initialUser: SessionUser;
  favorites: ReadonlySet<number>;
}

interface NextData {
  props: { pageProps: Record<string, unknown> };
  [key: string]: unknown;
}

export interface Template {
  /** The ids of the products whose hearts the page shows (its props' `isFavorite` holders). */
  productIds: number[];
  /** The HTML before `__NEXT_DATA__`'s JSON, cut at each heart's `aria-pressed` value. */
  pieces: string[];
  /** The product of each cut. */
  hearts: number[];
  data: NextData;
  /** The HTML after the JSON. */
  tail: string;
  /** The page's inline scripts (Next's bootstrap), for its Content-Security-Policy. */
  scriptHashes: string[];
}

const NEXT_DATA_OPEN = '<script id="__NEXT_DATA__" type="application/json">';
const HEART_TAG = new RegExp(`<button\\b[^>]*\\s${FAVORITE_ATTRIBUTE}="(\\d+)"[^>]*>`, 'g');
const UNPRESSED = 'aria-pressed="false"';

/**
 * Sets every `isFavorite` of the props to false, as the template shows it;
 * answers the products that carry one and those that were favourites.
 */
export function takeFavorites(props: unknown): { productIds: number[]; favorites: Set<number> } {
  const productIds = new Set<number>();
  const favorites = new Set<number>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.isFavorite === 'boolean' && typeof record.id === 'number') {
        productIds.add(record.id);
        if (record.isFavorite) favorites.add(record.id);
        record.isFavorite = false;
      }
      for (const key of Object.keys(record)) visit(record[key]);
    }
  };
  visit(props);
  return { productIds: [...productIds], favorites };
}

/** The template of a page rendered for the stand-in, or null when it cannot serve as one. */
export function templateOf(html: string, productIds: number[]): Template | null {
  const open = html.indexOf(NEXT_DATA_OPEN);
  if (open < 0) return null;
  const start = open + NEXT_DATA_OPEN.length;
  const end = html.indexOf('</script>', start);
  const before = html.slice(0, start);
  const tail = html.slice(end);
  if (before.includes(STAND_IN) || tail.includes(STAND_IN)) return null;
  const pieces: string[] = [];
  const hearts: number[] = [];
  let from = 0;
  for (const match of before.matchAll(HEART_TAG)) {
    const at = match[0].indexOf(UNPRESSED);
    if (at < 0) return null;
    const cut = match.index + at + 'aria-pressed="'.length;
    pieces.push(before.slice(from, cut));
    hearts.push(Number(match[1]));
    from = cut + 'false'.length;
  }
  pieces.push(before.slice(from));
  return {
    productIds,
    pieces,
    hearts,
    data: JSON.parse(html.slice(start, end)) as NextData,
    tail,
    scriptHashes: inlineScriptHashes(html),
  };
}

/** The page for one request: the template with the request's personal parts in it. */
export function personalise(template: Template, personal: Personal): string {
  const { favorites } = personal;
  let html = template.pieces[0];
  for (let i = 0; i < template.hearts.length; i += 1) {
    html += (favorites.has(template.hearts[i]) ? 'true' : 'false') + template.pieces[i + 1];
  }
  const data = { ...template.data, props: { ...template.data.props, pageProps: { ...template.data.props.pageProps, initialUser: personal.initialUser } } };
  const json = JSON.stringify(data, function (this: Record<string, unknown>, key: string, value: unknown) {
    return key === 'isFavorite' && typeof this.id === 'number' ? favorites.has(this.id) : value;
  });
  return html + htmlEscapeJsonString(json) + template.tail;
}

/** Sends a personalised template as the answer (its Cache-Control was set with the session). */
export function sendShared(res: ServerResponse, template: Template, personal: Personal): void {
  for (const hash of template.scriptHashes) {
    if (!String(res.getHeader('Content-Security-Policy') ?? '').includes(hash)) allowScriptSource(res, hash);
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('X-Cache', 'HIT');
  res.end(personalise(template, personal));
}

/**
 * Takes over the answer Next is about to render for the stand-in: keeps it as
 * the URL's template (when it can serve as one) and sends, in its place, the
 * page personalised for the request. A page that is not 200 goes out as it is.
 */
export function captureTemplate(res: ServerResponse, store: (html: string) => Template | null, personal: Personal): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  };
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as () => void);
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    res.write = write as typeof res.write;
    res.end = end as typeof res.end;
    const body = Buffer.concat(chunks);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    if (res.statusCode !== 200) return end(body, done);
    const template = store(body.toString('utf8'));
    // The body sent is not the one Next measured.
    res.removeHeader('Content-Length');
    res.removeHeader('ETag');
    // Never the stand-in's page: a page that cannot be a template is an error, not someone else's view.
    if (!template) {
      res.statusCode = 500;
      return end(done);
    }
    res.setHeader('X-Cache', 'MISS');
    return end(personalise(template, personal), done);
  }) as typeof res.end;
}
