/** @jest-environment node */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DbHandle } from '@/lib/server/db';

/**
 * Two processes writing one SQLite file (two instances, or the operator's
 * command beside the server): a transaction that reads and then writes must
 * wait for the other writer, not fail with "database is locked". That needs
 * BEGIN IMMEDIATE (lib/server/db/index.ts); with Kysely's default DEFERRED
 * the read below pins an old snapshot and the write fails at once.
 */

let dir: string;
let handle: DbHandle;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-lock-'));
  handle = openDatabase(`sqlite:${path.join(dir, 'lock.db')}`);
  await sql`create table counters (id integer primary key, n integer not null)`.execute(handle.db);
  await sql`insert into counters (id, n) values (1, 0)`.execute(handle.db);
});

afterAll(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Another process takes the write lock, holds it for `holdMs`, adds one and commits. */
function otherWriter(holdMs: number): Promise<{ locked: Promise<void>; done: Promise<number | null> }> {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.pragma('busy_timeout = 5000');
    db.exec('begin immediate');
    db.prepare('update counters set n = n + 1 where id = 1').run();
    process.stdout.write('locked\\n');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${holdMs});
    db.exec('commit');
    db.close();
  `;
  const child = spawn(process.execPath, ['-e', script, path.join(dir, 'lock.db')], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const locked = new Promise<void>((resolve) => child.stdout.on('data', () => resolve()));
  const done = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return Promise.resolve({ locked, done });
}

test('a read-then-write transaction waits for another process that holds the write lock, then succeeds', async () => {
  const other = await otherWriter(300);
  await other.locked;
  const result = await handle.db.transaction().execute(async (trx) => {
    const row = await sql<{ n: number }>`select n from counters where id = 1`.execute(trx);
    const n = Number(row.rows[0].n);
    await sql`update counters set n = ${n + 10} where id = 1`.execute(trx);
    return n;
  });
  expect(await other.done).toBe(0);
  // The transaction began after the other process committed, so it read its +1.
  expect(result).toBe(1);
  const final = await sql<{ n: number }>`select n from counters where id = 1`.execute(handle.db);
  expect(Number(final.rows[0].n)).toBe(11);
});
