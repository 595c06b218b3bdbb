import { sql, type Kysely } from 'kysely';
import { addId, isPostgres } from '@/lib/server/db/dialect';

/**
 * Messages to people (docs/DECISIONS.md, Notifications):
 * - users.notify_email, users.notify_alimtalk: the member's channels for messages that are not
 *   legal notices (order confirmations, payments and refunds always go).
 * - notifications: the in-site list of a member's messages (the header's MY count), written in
 *   the event's transaction.
 * - outbox_messages: a message to send by e-mail or 알림톡, written in the event's transaction and
 *   delivered by the worker: claimed (status 'sending' until `claimed_until`), sent, retried with
 *   backoff, or parked after its last try (operators retry it). `dedupe_key` makes an event's
 *   message once per channel.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.alterTable('users').addColumn('notify_email', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('users').addColumn('notify_alimtalk', 'integer', (c) => c.notNull().defaultTo(1)).execute();

  await db.schema
    .createTable('notifications')
    .$call((t) => addId(t, pg))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('outbox_messages')
    .$call((t) => addId(t, pg))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'alimtalk')`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('guard', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sending', 'sent', 'parked', 'skipped')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('available_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('claim_token', 'text')
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox_messages').columns(['status', 'available_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_messages').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.alterTable('users').dropColumn('notify_alimtalk').execute();
  await db.schema.alterTable('users').dropColumn('notify_email').execute();
}
