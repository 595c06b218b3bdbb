import fs from 'node:fs';
import { templatePrefix } from '../helpers/templateNames';

/** Jest global teardown: removes this run's database templates (__tests__/helpers/db.ts). */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.TEST_TEMPLATES;
  if (!dir) return;
  fs.rmSync(dir, { recursive: true, force: true });
  if (process.env.TEST_DB !== 'postgres' || !process.env.TEST_PG_URL) return;
  const { Client } = require('pg') as typeof import('pg');
  const admin = new Client({ connectionString: process.env.TEST_PG_URL });
  await admin.connect();
  try {
    const prefix = templatePrefix(dir);
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
