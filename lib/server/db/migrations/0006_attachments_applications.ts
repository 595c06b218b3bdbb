import { sql, type Kysely } from 'kysely';
import { addId, isPostgres } from '@/lib/server/db/dialect';

/**
 * Certification, brand admission and uploaded files (docs/DECISIONS.md, Uploads):
 * - applications: a retailer's business certification ('certification', by a
 *   logged-in user) or a visitor's brand admission ('brand'); an operator
 *   approves or rejects it with `npm run admin`;
 * - attachments: every uploaded file's bytes live in the database, so every
 *   instance can read them and no request ever names a path on disk. `key` is
 *   the random public name (the URL); `purpose` decides who may read it;
 *   `application_id` ties a document to the application it was sent with.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .createTable('applications')
    .$call((t) => addId(t, pg))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('certification', 'brand')`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('registration_no', 'text', (c) => c.notNull())
    .addColumn('brand_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('contact_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decision_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('applications_status_idx').on('applications').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('applications_user_idx').on('applications').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('attachments')
    .$call((t) => addId(t, pg))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('business_licence', 'brand_application', 'product_image')`),
    )
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull().check(sql`byte_size > 0`))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('data', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attachments_owner_idx').on('attachments').columns(['owner_user_id', 'purpose']).execute();
  await db.schema.createIndex('attachments_application_idx').on('attachments').column('application_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attachments').execute();
  await db.schema.dropTable('applications').execute();
}
