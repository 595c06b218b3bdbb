import type { Kysely } from 'kysely';
import { addId, isPostgres } from '@/lib/server/db/dialect';

/**
 * Kakao login (docs/DECISIONS.md, Kakao login):
 * - users.kakao_id: the Kakao user id an account is linked to (at most one
 *   account per Kakao id, unique; null: not linked);
 * - kakao_login_states: one row per started login, keyed by the SHA-256 of
 *   its random `state`, with the safe returnUrl; used once, 10 minutes;
 * - kakao_signup_tickets: a Kakao profile that matched no account, waiting
 *   for registration, keyed by the SHA-256 of its random ticket; used once,
 *   30 minutes.
 * Times are ISO 8601 UTC text.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema.alterTable('users').addColumn('kakao_id', 'text').execute();
  await db.schema.createIndex('users_kakao_id_idx').on('users').column('kakao_id').unique().execute();

  await db.schema
    .createTable('kakao_login_states')
    .$call((t) => addId(t, pg))
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('kakao_login_states_expires_idx').on('kakao_login_states').column('expires_at').execute();

  await db.schema
    .createTable('kakao_signup_tickets')
    .$call((t) => addId(t, pg))
    .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
    .addColumn('kakao_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('kakao_signup_tickets_expires_idx').on('kakao_signup_tickets').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('kakao_signup_tickets').execute();
  await db.schema.dropTable('kakao_login_states').execute();
  await db.schema.dropIndex('users_kakao_id_idx').execute();
  await db.schema.alterTable('users').dropColumn('kakao_id').execute();
}
