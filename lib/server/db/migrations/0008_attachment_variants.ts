import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { encodePicture } from '@/lib/server/images/pictures';
import { addId, isPostgres } from '@/lib/server/db/dialect';

/**
 * Uploaded pictures re-encoded (docs/DECISIONS.md, Uploads):
 * - attachment_variants: a product picture in the widths the pages ask for
 *   (320, 640, 1280; WebP), next to the file in `attachments`, so every
 *   instance serves the same bytes and nothing is kept on disk or in memory;
 * - the pictures uploaded before (JPEG, PNG, WEBP kept as sent, EXIF and all)
 *   are re-encoded in place: same key and URL, WebP without metadata, and
 *   the widths for product pictures. A file sharp cannot decode is left as
 *   it was (still served with nosniff and a sandboxing CSP, as before).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('attachment_variants')
    .$call((t) => addId(t, pg))
    .addColumn('attachment_id', 'integer', (c) => c.notNull().references('attachments.id').onDelete('cascade'))
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
    .addColumn('byte_size', 'integer', (c) => c.notNull().check(sql`byte_size > 0`))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('data', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('attachment_variants_width_idx')
    .on('attachment_variants')
    .columns(['attachment_id', 'width'])
    .unique()
    .execute();
  await reencodeStoredPictures(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attachment_variants').execute();
}

function sha256(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/**
 * Re-encodes every stored JPEG, PNG and WEBP, one row at a time (a row's
 * bytes are read only when it is its turn). Aliases are single words, so the
 * rows read the same with or without a camel-case plugin.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function reencodeStoredPictures(db: Kysely<any>): Promise<number> {
  const rows: { id: number; purpose: string }[] = await db
    .selectFrom('attachments')
    .select(['id', 'purpose'])
    .where('mime_type', 'in', ['image/jpeg', 'image/png', 'image/webp'])
    .orderBy('id')
    .execute();
  let done = 0;
  for (const { id, purpose } of rows) {
    const row: { data: Uint8Array; name: string } = await db
      .selectFrom('attachments')
      .select(['data', 'file_name as name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    let encoded;
    try {
      encoded = await encodePicture(Buffer.from(row.data), { withVariants: purpose === 'product_image' });
    } catch {
      continue;
    }
    const { original, variants } = encoded;
    await db
      .updateTable('attachments')
      .set({
        data: original.data,
        mime_type: 'image/webp',
        byte_size: original.data.length,
        sha256: sha256(original.data),
        file_name: `${row.name.replace(/\.[^.]*$/, '')}.webp`,
      })
      .where('id', '=', id)
      .execute();
    await db.deleteFrom('attachment_variants').where('attachment_id', '=', id).execute();
    for (const variant of variants) {
      await db
        .insertInto('attachment_variants')
        .values({ attachment_id: id, width: variant.width, byte_size: variant.data.length, sha256: sha256(variant.data), data: variant.data })
        .execute();
    }
    done += 1;
  }
  return done;
}
