import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { closeDatabase, migrate, openDatabase, installDatabase, type DbHandle } from '@/lib/server/db';
import { seed, type SeedOptions } from '@/lib/server/seed';
import { templatePrefix } from './templateNames';

/**
 * A fresh database for one test file: SQLite in a temporary file, or, with
 * TEST_DB=postgres, a new database in the throwaway cluster at TEST_PG_URL
 * (started by scripts/test-all.sh). Migrated, seeded small (without the demo
 * orders unless `seed.demoOrders` is true, so tests start from a known
 * catalogue), and installed as the process's database so handlers use it.
 *
 * Files that ask for the same seed share its work: the first one migrates and seeds a template
 * (a SQLite file, or a PostgreSQL database) and every file gets its own copy of it (a file copy,
 * or CREATE DATABASE ... TEMPLATE). Templates last one jest run (TEST_TEMPLATES, made by
 * __tests__/setup/global-setup.ts, removed by global-teardown.ts), so a changed migration or seed
 * is always seen. A seed made for a given moment (`seed.now`) is made in the file itself.
 */
export async function openTestDb(options: { seed?: SeedOptions | false } = {}): Promise<TestDb> {
  const seedOptions: SeedOptions | false = options.seed === false ? false : { products: 80, brands: 8, quiet: true, demoOrders: false, ...options.seed };
  const key = templateKey(seedOptions);
  let handle: DbHandle;
  let drop: () => Promise<void>;
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_PG_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_PG_URL');
    const name = `t_${crypto.randomBytes(6).toString('hex')}`;
    const template = key ? await postgresTemplate(adminUrl, key, seedOptions) : null;
    await adminQuery(adminUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    handle = openDatabase(databaseUrl(adminUrl, name));
    drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (!template) await migrateAndSeed(handle, seedOptions);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
    const file = path.join(dir, 'test.db');
    if (key) fs.copyFileSync(await sqliteTemplate(key, seedOptions), file);
    handle = openDatabase(`sqlite:${file}`);
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
    if (!key) await migrateAndSeed(handle, seedOptions);
  }
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

/** The name a seed's template goes by in this run, or null when it is not shared. */
function templateKey(options: SeedOptions | false): string | null {
  if (!process.env.TEST_TEMPLATES || (options && options.now)) return null;
  return crypto.createHash('sha1').update(JSON.stringify(options)).digest('hex').slice(0, 12);
}

async function migrateAndSeed(handle: DbHandle, options: SeedOptions | false): Promise<void> {
  await migrate(handle.db);
  if (options !== false) await seed(handle.db, options);
}

/** The SQLite template's file, made first when no file of this run has made it. */
async function sqliteTemplate(key: string, options: SeedOptions | false): Promise<string> {
  const file = path.join(process.env.TEST_TEMPLATES!, `${key}.db`);
  if (fs.existsSync(file)) return file;
  // Made under a name of its own, then renamed: the other worker never copies half of it. Closing
  // the last connection writes the WAL back into the file.
  const partial = `${file}.${process.pid}`;
  const handle = openDatabase(`sqlite:${partial}`);
  await migrateAndSeed(handle, options);
  await handle.close();
  fs.renameSync(partial, file);
  return file;
}

/**
 * The PostgreSQL template's database, made first when no file of this run has made it. An
 * advisory lock makes the two jest workers wait for each other rather than both seed.
 */
async function postgresTemplate(adminUrl: string, key: string, options: SeedOptions | false): Promise<string> {
  const name = `${templatePrefix(process.env.TEST_TEMPLATES!)}${key}`;
  const { Client } = require('pg') as typeof import('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`CREATE DATABASE ${name}`);
      const handle = openDatabase(databaseUrl(adminUrl, name));
      let made = false;
      try {
        await migrateAndSeed(handle, options);
        made = true;
      } finally {
        // A template must have no connection left when it is copied; a half-made one is dropped.
        await handle.close();
        if (!made) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  } finally {
    await admin.end();
  }
  return name;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const { Client } = require('pg') as typeof import('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
