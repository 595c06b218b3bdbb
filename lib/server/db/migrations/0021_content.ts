import { sql, type Kysely } from 'kysely';
import { addId, isPostgres } from '@/lib/server/db/dialect';
import { initialFaqEntries, initialNotices } from './0021_content.data';

/**
 * The site's notices and FAQs move from its code to the database, so operators edit them in the
 * console (docs/DECISIONS.md, FAQ and notices):
 * - notices: a notice's id is its address (/notices/{id}); the first nine keep theirs.
 * - faq_entries: the questions of the retailer FAQ ('retail') and the brand FAQ ('brand'), by
 *   topic (the topics and their titles stay in the code: lib/content/faq.messages.ts) and position.
 * Both start with the texts the site had (./0021_content.data.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('notices')
    .$call((t) => addId(t, pg))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('공지', '이벤트', '배송')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('posted_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notices_posted_idx').on('notices').columns(['posted_on', 'id']).execute();

  await db.schema
    .createTable('faq_entries')
    .$call((t) => addId(t, pg))
    .addColumn('faq', 'text', (c) => c.notNull().check(sql`faq in ('retail', 'brand')`))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('link_label', 'text')
    .addColumn('link_href', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('faq_entries_order_idx').on('faq_entries').columns(['faq', 'topic', 'position']).execute();

  const at = new Date().toISOString();
  await db
    .insertInto('notices')
    .values(initialNotices.map((notice) => ({ id: notice.id, category: notice.category, title: notice.title, body: JSON.stringify(notice.body), posted_on: notice.postedOn, created_at: at, updated_at: at })))
    .execute();
  // The next notice is number 10 on PostgreSQL too (its identity does not count ids given).
  if (pg) await sql`select setval(pg_get_serial_sequence('notices', 'id'), (select max(id) from notices))`.execute(db);

  const positions = new Map<string, number>();
  await db
    .insertInto('faq_entries')
    .values(
      initialFaqEntries.map((entry) => {
        const key = `${entry.faq} ${entry.topic}`;
        const position = (positions.get(key) ?? 0) + 1;
        positions.set(key, position);
        return {
          faq: entry.faq,
          topic: entry.topic,
          position,
          question: entry.question,
          answer: entry.answer,
          link_label: entry.linkLabel ?? null,
          link_href: entry.linkHref ?? null,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('faq_entries').execute();
  await db.schema.dropTable('notices').execute();
}
