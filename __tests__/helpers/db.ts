import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { closeDatabase, migrate, openDatabase, installDatabase, type DbHandle } from '@/lib/server/db';
import { seed, type SeedOptions } from '@/lib/server/seed';

/**
 * A fresh database for one test file: SQLite in a temporary file, or, with
 * TEST_DB=postgres, a new database in the throwaway cluster at TEST_PG_URL
 * (started by scripts/test-all.sh). Migrated, seeded small (without the demo
 * orders unless `seed.demoOrders` is true, so tests start from a known
 * catalogue), and installed as the process's database so handlers use it.
 */
export async function openTestDb(options: { seed?: SeedOptions | false } = {}): Promise<TestDb> {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_PG_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_PG_URL');
    const name = `t_${crypto.randomBytes(6).toString('hex')}`;
    const { Client } = require('pg') as typeof import('pg');
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    handle = openDatabase(url.toString());
    drop = async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
    handle = openDatabase(`sqlite:${path.join(dir, 'test.db')}`);
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  await migrate(handle.db);
  if (options.seed !== false) await seed(handle.db, { products: 80, brands: 8, quiet: true, demoOrders: false, ...options.seed });
  installDatabase(handle);
  return {
    handle,
    db: handle.db,
    async close() {
      // Every connection of ours must be gone before the database is dropped:
      // DROP ... WITH (FORCE) terminates the backends still there, and a pooled
      // connection killed that way used to crash the test file's process.
      await closeDatabase();
      await handle.close();
      await drop();
    },
  };
}

export interface TestDb {
  handle: DbHandle;
  db: DbHandle['db'];
  close(): Promise<void>;
}
