import { sql, type Kysely } from 'kysely';
import { addId, isPostgres } from '@/lib/server/db/dialect';

/**
 * The operators of the marketplace and their audit trail (docs/DECISIONS.md, Operators):
 * - operators: a third kind of user, apart from `users` so that no member flow
 *   (login, reset, Kakao, the storefront's session) can ever reach one. Role
 *   'admin' (관리자) or 'staff' (운영자). An invited operator has no password
 *   until they accept the invitation (`invite_token_hash`); the TOTP secret is
 *   set when they enrol their second factor; `totp_last_step` refuses a code
 *   used twice.
 * - operator_sessions: short sessions of their own cookie; 'second_factor'
 *   after the password, 'active' after the code.
 * - operator_recovery_codes: ten single-use codes, hashed, shown once.
 * - audit_log: every operator action, written in the transaction of the
 *   change; the triggers make it append-only on both databases.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .createTable('operators')
    .$call((t) => addId(t, pg))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'staff')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('invited', 'active', 'disabled')`))
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'integer')
    .addColumn('invite_token_hash', 'text', (c) => c.unique())
    .addColumn('invite_expires_at', 'text')
    .addColumn('invited_by', 'integer', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .$call((t) => addId(t, pg))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('stage', 'text', (c) => c.notNull().check(sql`stage in ('second_factor', 'active')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('operator_sessions_operator_idx').on('operator_sessions').column('operator_id').execute();

  await db.schema
    .createTable('operator_recovery_codes')
    .$call((t) => addId(t, pg))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('operator_recovery_codes_operator_idx').on('operator_recovery_codes').column('operator_id').execute();

  await db.schema
    .createTable('audit_log')
    .$call((t) => addId(t, pg))
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id'))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_id']).execute();
  await db.schema.createIndex('audit_log_operator_idx').on('audit_log').columns(['operator_id', 'created_at']).execute();

  if (pg) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_update before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.dropTable('audit_log').execute();
  if (pg) await sql`drop function if exists audit_log_append_only()`.execute(db);
  await db.schema.dropTable('operator_recovery_codes').execute();
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operators').execute();
}
