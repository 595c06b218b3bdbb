import { randomBytes } from 'node:crypto';
import type { CompiledQuery, DatabaseConnection, Driver } from 'kysely';

/**
 * How a process knows that what it read from the database may have changed
 * (docs/DECISIONS.md, Caching: the shared pages of certified retailers). Every
 * statement that writes a table some page shows is counted twice: when it has
 * run and, inside a transaction, again when the transaction commits, so a
 * page read in between (PostgreSQL: on another connection, before the commit)
 * is never taken for the committed state.
 *
 * Writes to the tables only one person's own pages read (their account,
 * sessions, favorites, the cart, codes and throttling) are not counted: a
 * retailer logging in, putting something in the cart (which, on SQLite, locks
 * it with a write to the user's row: lib/cart/server/lines.ts) or pressing a
 * heart changes no shared page. Shared pages are rendered for a stand-in
 * member and read no user row; the requester's own comes from the session.
 */
const PERSONAL_TABLES: ReadonlySet<string> = new Set([
  'users',
  'sessions',
  'favorites',
  'cart_items',
  'sms_verifications',
  'throttle_events',
  'kakao_login_states',
  'kakao_signup_tickets',
  // The operators' accounts and sessions, and the audit log: the console's, no storefront page shows them.
  'operators',
  'operator_sessions',
  'operator_recovery_codes',
  'audit_log',
  'order_notes',
  // A member's messages and the queue of what to send: nobody else's page shows them.
  'notifications',
  'outbox_messages',
  // A page's CSS under its hash (lib/server/http/stylesheets.ts): new text, never a changed page.
  'stylesheets',
]);

const WRITE = /\b(insert\s+into|update|delete\s+from|replace\s+into)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** Whether a statement may change what a shared page shows: it writes some table other than the personal ones. */
export function writesSharedTable(sqlText: string): boolean {
  for (const match of sqlText.matchAll(WRITE)) {
    if (!PERSONAL_TABLES.has(match[2].toLowerCase())) return true;
  }
  // Schema changes and anything else that is not a plain read.
  return /^\s*(create|alter|drop)\b/i.test(sqlText);
}

/** The count of shared writes, one per database handle; its id tells two handles' counts apart. */
export class WriteCounter {
  readonly id = randomBytes(4).toString('hex');
  count = 0;
}

/** The driver, with every shared write (and every commit of a transaction that made one) counted. */
export function countingWrites(driver: Driver, counter: WriteCounter): Driver {
  const wrapped = new WeakSet<DatabaseConnection>();
  const dirty = new WeakSet<DatabaseConnection>();
  const acquire = driver.acquireConnection.bind(driver);
  const begin = driver.beginTransaction.bind(driver);
  const commit = driver.commitTransaction.bind(driver);
  driver.acquireConnection = async () => {
    const connection = await acquire();
    if (!wrapped.has(connection)) {
      wrapped.add(connection);
      const execute = connection.executeQuery.bind(connection);
      connection.executeQuery = async <R>(query: CompiledQuery) => {
        const shared = writesSharedTable(query.sql);
        try {
          return await execute<R>(query);
        } finally {
          if (shared) {
            counter.count += 1;
            dirty.add(connection);
          }
        }
      };
    }
    return connection;
  };
  driver.beginTransaction = async (connection, settings) => {
    dirty.delete(connection);
    await begin(connection, settings);
  };
  driver.commitTransaction = async (connection) => {
    try {
      await commit(connection);
    } finally {
      if (dirty.has(connection)) {
        dirty.delete(connection);
        counter.count += 1;
      }
    }
  };
  return driver;
}
