import { sql, type Kysely } from 'kysely';
import { isPostgres } from '@/lib/server/db/dialect';

/**
 * An operator's adjustment of a retailer's referral credit (the console, with a reason): a
 * ledger entry of kind 'adjustment' whose `note` is the reason the retailer reads in their
 * credit history. SQLite cannot change a CHECK constraint, so its table is made again with the
 * same rows, indexes and constraints; PostgreSQL changes the constraint in place.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table credit_ledger drop constraint if exists credit_ledger_kind_check`.execute(db);
    await sql`alter table credit_ledger add constraint credit_ledger_kind_check check (kind in ('referral_reward', 'order_use', 'order_return', 'adjustment'))`.execute(db);
    await sql`alter table credit_ledger add column note text not null default ''`.execute(db);
    return;
  }
  await sql`create table credit_ledger_next (
    id integer primary key autoincrement,
    user_id integer not null references users (id) on delete cascade,
    amount integer not null,
    kind text not null check (kind in ('referral_reward', 'order_use', 'order_return', 'adjustment')),
    order_id integer references orders (id) on delete set null,
    referred_user_id integer references users (id) on delete set null,
    created_at text not null,
    referred_registration_no text,
    note text not null default '',
    constraint credit_ledger_referral_once unique (kind, referred_user_id)
  )`.execute(db);
  await sql`insert into credit_ledger_next (id, user_id, amount, kind, order_id, referred_user_id, created_at, referred_registration_no)
    select id, user_id, amount, kind, order_id, referred_user_id, created_at, referred_registration_no from credit_ledger`.execute(db);
  await sql`drop table credit_ledger`.execute(db);
  await sql`alter table credit_ledger_next rename to credit_ledger`.execute(db);
  await sql`create index credit_ledger_user_idx on credit_ledger (user_id)`.execute(db);
  await sql`create unique index credit_ledger_referral_business_once on credit_ledger (kind, referred_registration_no)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('credit_ledger').where('kind', '=', 'adjustment').execute();
  if (isPostgres(db)) {
    await sql`alter table credit_ledger drop column note`.execute(db);
    await sql`alter table credit_ledger drop constraint if exists credit_ledger_kind_check`.execute(db);
    await sql`alter table credit_ledger add constraint credit_ledger_kind_check check (kind in ('referral_reward', 'order_use', 'order_return'))`.execute(db);
    return;
  }
  await db.schema.alterTable('credit_ledger').dropColumn('note').execute();
}
