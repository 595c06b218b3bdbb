import crypto from 'node:crypto';
import type { Db } from '@/lib/server/db';
import { notFound } from '@/lib/server/errors';
import type { GeneratedImage } from '@/lib/server/images/http';
import { parseImageKey } from '@/lib/server/images/keys';
import { renderBrandLogo, renderProductImage } from './productArt';

/**
 * The generated picture a key names: `p-<id>-<n>.svg` for a product that
 * exists, `b-<id>.svg` for a brand that exists. Anything else is 404.
 */
export async function loadGeneratedImage(db: Db, key: unknown): Promise<GeneratedImage> {
  const parsed = parseImageKey(key);
  if (!parsed) throw notFound();
  let svg: string;
  if (parsed.kind === 'product') {
    const product = await db
      .selectFrom('products')
      .select(['name', 'categoryId'])
      .where('id', '=', parsed.productId)
      .executeTakeFirst();
    if (!product) throw notFound();
    svg = renderProductImage({ productId: parsed.productId, index: parsed.index, ...product });
  } else {
    const brand = await db.selectFrom('brands').select(['name']).where('id', '=', parsed.brandId).executeTakeFirst();
    if (!brand) throw notFound();
    svg = renderBrandLogo({ brandId: parsed.brandId, name: brand.name });
  }
  const etag = `"${crypto.createHash('sha1').update(svg).digest('base64url')}"`;
  return { svg, etag };
}
