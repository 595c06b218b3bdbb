import type { Db } from '@/lib/server/db';
import { assetRoute, type Asset } from '@/lib/server/http/asset';

/** A drawn picture (lib/catalog/server/generatedPictures.ts) and its strong ETag. */
export interface GeneratedImage {
  svg: string;
  /** Strong ETag of the bytes (quoted). */
  etag: string;
}

/** Opened directly, an SVG is a document: it may use nothing but its own inline styles. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function svgAsset(image: GeneratedImage): Asset {
  return { body: image.svg, etag: image.etag, contentType: 'image/svg+xml; charset=utf-8', policy: SVG_POLICY };
}

/** A GET route answering a drawn picture as image/svg+xml (lib/server/http/asset.ts). */
export function svgRoute(load: (db: Db, key: unknown) => Promise<GeneratedImage>) {
  return assetRoute(async (db, key) => svgAsset(await load(db, key)));
}
