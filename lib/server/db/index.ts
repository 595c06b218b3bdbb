import { logLine } from '@/lib/server/log';
import fs from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, CompiledQuery, Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Dialect, type Driver } from 'kysely';
import { serverEnv } from '@/lib/server/env';
import { countingWrites, WriteCounter } from './changes';
import { isPostgres } from './dialect';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** Where it lives, without credentials (for logs). */
  label: string;
  /**
   * Changes whenever what a shared page shows may have changed (./changes.ts): a write of this
   * process, and with SQLite one of another process (a second instance, the operator's command).
   */
  version(): string;
  /**
   * Closes the connections and resolves once every one of them has really
   * ended (the database server has seen them go), not merely been asked to.
   */
  close(): Promise<void>;
}

export const DEFAULT_SQLITE_PATH = './data/shop.db';

/** How long close() waits for PostgreSQL connections to report their end. */
const CLOSE_WAIT_MS = 5_000;

/** Opens a database from a DATABASE_URL (unset: the embedded SQLite file). */
export function openDatabase(url: string | undefined): DbHandle {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    // Loaded lazily so an SQLite-only deployment never needs pg's native bits.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Pool, types } = require('pg') as typeof import('pg');
    // COUNT(*) and other bigints arrive as strings; ours fit in a JS number.
    types.setTypeParser(20, (value: string) => Number(value));
    // A database that does not answer, or a pool with no connection free, fails a request in
    // 5 s (a Korean 503) instead of holding it.
    const pool = new Pool({
      connectionString: url,
      max: Number(process.env.DB_POOL_SIZE ?? 10),
      connectionTimeoutMillis: Number(process.env.DB_POOL_TIMEOUT_MS ?? 5_000),
    });
    const label = url.replace(/\/\/[^@]*@/, '//');
    const live = watchPool(pool, label);
    const writes = new WriteCounter();
    const db = new Kysely<Database>({
      dialect: countingDialect(new PostgresDialect({ pool }), writes),
      plugins: [new CamelCasePlugin()],
    });
    return {
      db,
      kind: 'postgres',
      label,
      version: () => `${writes.id}.${writes.count}`,
      async close() {
        await db.destroy();
        // pool.end() resolves once each connection has been asked to end, not
        // when it has: wait for the sockets, so a DROP DATABASE right after
        // (__tests__/helpers/db.ts) finds no backend of ours still there.
        // Bounded: a socket that never reports its end must not hang a shutdown.
        const ended = Promise.all([...live].map((client) => new Promise<void>((resolve) => client.once('end', () => resolve()))));
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, CLOSE_WAIT_MS);
        });
        await Promise.race([ended, waited]);
        clearTimeout(timer);
      },
    };
  }
  const file = url ? url.replace(/^sqlite:(\/\/)?/, '') : DEFAULT_SQLITE_PATH;
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const BetterSqlite3 = require('better-sqlite3') as typeof import('better-sqlite3');
  const sqlite = openSqliteFile(BetterSqlite3, file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // A 64 MiB page cache (the default is 2 MiB) and memory-mapped reads: a search joins
  // thousands of index rows (lib/catalog/server/searchIndexer.ts), which then stay in memory.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  reusePreparedStatements(sqlite);
  const writes = new WriteCounter();
  const db = new Kysely<Database>({
    dialect: countingDialect(new ImmediateSqliteDialect({ database: sqlite }), writes),
    plugins: [new CamelCasePlugin()],
  });
  // data_version moves when another connection (process) commits; this connection's own writes are counted.
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  const version = () => `${writes.id}.${writes.count}.${dataVersion.get()}`;
  return { db, kind: 'sqlite', label: file, version, close: () => db.destroy() };
}

/** The dialect, with its driver counting the writes that may change a shared page (./changes.ts). */
function countingDialect(dialect: Dialect, writes: WriteCounter): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => countingWrites(dialect.createDriver(), writes),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

/**
 * Opens the SQLite file; says how to build the native module when `npm install` left it unbuilt
 * (install scripts are off: .npmrc, scripts/native.mjs).
 */
function openSqliteFile(BetterSqlite3: typeof import('better-sqlite3'), file: string): import('better-sqlite3').Database {
  try {
    return new BetterSqlite3(file);
  } catch (error) {
    if (error instanceof Error && /bindings file|better_sqlite3\.node/.test(error.message)) {
      throw new Error(`better-sqlite3's native module is not built: run \`node scripts/native.mjs\` (${error.message.split('\n')[0]})`);
    }
    throw error;
  }
}

/** Prepared statements kept per SQLite connection: the app's queries are a few hundred texts. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query afresh; preparing (parsing and planning the SQL)
 * costs about as much as running the small queries the API makes. The same
 * text gets the statement prepared the first time (better-sqlite3 statements
 * are reusable; SQLite re-prepares one itself after a schema change). No query
 * streams (Kysely's stream() would hold its statement busy), so one statement
 * per text is enough.
 */
function reusePreparedStatements(sqlite: import('better-sqlite3').Database): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, ReturnType<typeof prepare>>();
  sqlite.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      statement = prepare(source);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      statements.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}

/**
 * SQLite with every transaction begun IMMEDIATE (Kysely begins them DEFERRED).
 * A deferred transaction that reads and then writes must upgrade its lock;
 * when another process (a second instance, the operator's command, a test)
 * writes at that moment, SQLite answers "database is locked" at once, without
 * waiting out busy_timeout, because waiting could deadlock. Taking the write
 * lock at BEGIN makes a second writer wait its turn (up to busy_timeout)
 * instead. Readers are never blocked (WAL).
 */
class ImmediateSqliteDialect extends SqliteDialect {
  createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

type PgPool = import('pg').Pool;
type PgClient = import('pg').PoolClient;

/**
 * A pooled PostgreSQL connection can die while no query runs on it: the server
 * restarts, an administrator calls pg_terminate_backend(), a database is
 * dropped WITH (FORCE). pg then emits 'error' on the pool (an idle connection)
 * or on the client (one checked out, between two queries); an 'error' event
 * nobody listens to is an uncaught exception that ends the process. Here it is
 * logged instead. The pool has already thrown the dead connection away (a
 * checked-out one is thrown away when it is released, its query having
 * failed), so the next query simply opens a new connection.
 *
 * Returns the connections that are open, so close() can wait for them to end.
 */
function watchPool(pool: PgPool, label: string): Set<PgClient> {
  const live = new Set<PgClient>();
  // One death can reach both listeners, and pg may report it twice (the
  // server's message, then the closed socket): log each connection once.
  const reported = new WeakSet<PgClient>();
  const lost = (client: PgClient, error: Error) => {
    if (reported.has(client)) return;
    reported.add(client);
    logLine('warn', 'database connection lost', { database: label, error: error.message });
  };
  pool.on('error', (error, client) => lost(client, error));
  pool.on('connect', (client) => {
    live.add(client);
    client.on('error', (error) => lost(client, error));
    client.once('end', () => live.delete(client));
  });
  return live;
}

/** Brings the schema up to date. Throws with the failing migration's error. */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('categories').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** What an empty database gets before its first use (whenDatabaseEmpty). */
export type EmptyDatabaseSetup = (db: Db) => Promise<void>;

interface DbState {
  handle: DbHandle | null;
  ready: Promise<DbHandle> | null;
  whenEmpty?: EmptyDatabaseSetup | null;
}

// Kept on globalThis so Next's dev server reloads reuse one connection, and so the start-up
// (instrumentation.ts) and the pages, bundled apart, share one database and one setup.
const state: DbState = ((globalThis as { __shopDb?: DbState }).__shopDb ??= { handle: null, ready: null });

/**
 * Sets what the process's database gets when it is found empty, once migrated. The server's
 * start-up decides it (instrumentation.ts: the demo shop or only the category tree); without
 * it (tests, scripts) an empty database stays empty. null removes it.
 */
export function whenDatabaseEmpty(setup: EmptyDatabaseSetup | null): void {
  state.whenEmpty = setup;
}

/**
 * The process's database, migrated, and set up when empty (whenDatabaseEmpty).
 * A failed start is not cached: the next call tries again.
 */
export function getDbHandle(): Promise<DbHandle> {
  if (!state.ready) {
    const attempt = (async () => {
      const handle = state.handle ?? openDatabase(serverEnv().DATABASE_URL);
      state.handle = handle;
      await migrate(handle.db);
      if (state.whenEmpty && (await isEmpty(handle.db))) await state.whenEmpty(handle.db);
      return handle;
    })();
    state.ready = attempt;
    attempt.catch(() => {
      if (state.ready === attempt) state.ready = null;
    });
  }
  return state.ready;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Installs an already prepared database as the process's one (tests, scripts). */
export function installDatabase(handle: DbHandle): void {
  state.handle = handle;
  state.ready = Promise.resolve(handle);
}

export async function closeDatabase(): Promise<void> {
  const handle = state.handle;
  state.handle = null;
  state.ready = null;
  if (handle) await handle.close();
}

export function dbKindOf(db: Db): DbKind {
  return isPostgres(db) ? 'postgres' : 'sqlite';
}
