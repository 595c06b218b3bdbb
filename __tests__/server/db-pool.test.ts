/** @jest-environment node */
import { sql } from 'kysely';
import type { Client } from 'pg';
import { getDb, type Db } from '@/lib/server/db';
import { openTestDb, type TestDb } from '../helpers/db';

/**
 * A pooled PostgreSQL connection killed on the server side (a restart,
 * pg_terminate_backend, DROP DATABASE ... WITH (FORCE)) must not end the
 * process: lib/server/db/index.ts logs the loss and the next query gets a new
 * connection. An 'error' event nobody hears would be an uncaught exception,
 * which fails this file. PostgreSQL only: SQLite has no server to lose.
 */
const describeOnPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

describeOnPostgres('a pooled PostgreSQL connection that dies', () => {
  let tdb: TestDb;
  let admin: Client;
  let database: string;
  let errorLog: jest.SpyInstance;

  beforeAll(async () => {
    tdb = await openTestDb({ seed: false });
    const { Client: PgClient } = require('pg') as typeof import('pg');
    admin = new PgClient({ connectionString: process.env.TEST_PG_URL });
    await admin.connect();
    database = (await sql<{ name: string }>`select current_database() as name`.execute(tdb.db)).rows[0].name;
  });
  afterAll(async () => {
    await admin.end();
    await tdb.close();
  });
  beforeEach(() => {
    // Lost connections are logged as JSON lines on stdout (lib/server/log.ts).
    errorLog = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterEach(() => {
    errorLog.mockRestore();
  });

  const pidOf = async (db: Db) => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0].pid;

  /** Backends connected to the test database (the admin client is on another one). */
  const backends = async () =>
    (await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database])).rows.map((row) => row.pid);

  /** The messages of the 'database connection lost' lines logged so far (waiting up to 10 s for `count`). */
  async function lossesLogged(count: number): Promise<string[]> {
    const losses = () =>
      errorLog.mock.calls
        .map((call) => String(call[0]))
        .filter((line) => line.includes('"database connection lost"'))
        .map((line) => {
          const record = JSON.parse(line) as { database: string; error: string };
          return `[db] a PostgreSQL connection to ${record.database} was lost: ${record.error}`;
        });
    const deadline = Date.now() + 10_000;
    while (losses().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return losses();
  }

  test('idle connections killed with pg_terminate_backend: logged, and the next query works on a new one', async () => {
    const db = await getDb();
    // Four queries at once need four connections; afterwards all four idle in the pool.
    const opened = await Promise.all(
      [1, 2, 3, 4].map(async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.1)`.execute(db)).rows[0].pid),
    );
    expect(new Set(opened).size).toBe(4);
    expect((await backends()).sort()).toEqual([...opened].sort());

    const killed = await admin.query<{ done: boolean }>(
      'select pg_terminate_backend(pid) as done from pg_stat_activity where datname = $1',
      [database],
    );
    expect(killed.rows).toEqual([{ done: true }, { done: true }, { done: true }, { done: true }]);

    const logged = await lossesLogged(4);
    expect(logged).toHaveLength(4);
    for (const line of logged) expect(line).toMatch(/^\[db\] a PostgreSQL connection to .* was lost: terminating connection due to administrator command/);

    const rows = await db.selectFrom('categories').select(sql<number>`count(*)`.as('n')).execute();
    expect(rows).toEqual([{ n: 0 }]);
    const next = await pidOf(db);
    expect(opened).not.toContain(next);
  });

  test('a checked-out connection killed between two queries fails its next query only; the pool goes on', async () => {
    const db = await getDb();
    let killedPid = 0;
    await db.connection().execute(async (connection) => {
      killedPid = await pidOf(connection);
      await admin.query('select pg_terminate_backend($1)', [killedPid]);
      expect(await lossesLogged(1)).toHaveLength(1);
      await expect(sql`select 1`.execute(connection)).rejects.toThrow();
    });
    expect(errorLog.mock.calls).toHaveLength(1);
    expect(String(errorLog.mock.calls[0][0])).toMatch(/terminating connection due to administrator command/);

    const next = await pidOf(db);
    expect(next).not.toBe(killedPid);
    expect(await backends()).not.toContain(killedPid);
  });
});
