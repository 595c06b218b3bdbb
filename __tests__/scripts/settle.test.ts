/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '@/lib/server/db';
import { seed } from '@/lib/server/seed';
import { settlementMessages as m } from '@/lib/settlement/settlement.messages';
import { run, SPAWN_TIMEOUT_MS } from '../helpers/spawn';

/**
 * `npm run settle` (README, "Brand settlement") against DATABASE_URL: it makes the statements of
 * the ended periods (here, of the demo brand's delivered orders), lists those waiting, and a
 * second run makes nothing.
 */
test('npx tsx scripts/settle.ts makes the ended periods\' statements once', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'settle-cli-'));
  const url = `sqlite:${path.join(dir, 'cli.db')}`;
  const handle = openDatabase(url);
  let made: number;
  try {
    await migrate(handle.db);
    await seed(handle.db, { products: 20, brands: 2, quiet: true, demoOrders: true });
    // The seed settled its orders already: start from none, as a server whose cron has not run yet.
    made = (await handle.db.selectFrom('brandStatements').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    await handle.db.deleteFrom('brandStatements').execute();
  } finally {
    await handle.close();
  }
  try {
    expect(Number(made)).toBeGreaterThan(0);
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, NODE_ENV: 'test' };
    const first = await run('npx', ['tsx', 'scripts/settle.ts'], { env, cwd: process.cwd() });
    expect(first.stdout).toContain(m.console.ran(Number(made)));
    expect(first.stdout).toContain(`소소한 하루  `);
    expect(first.stdout).toContain(m.statuses.scheduled);
    const second = await run('npx', ['tsx', 'scripts/settle.ts'], { env, cwd: process.cwd() });
    expect(second.stdout).toContain(m.console.ran(0));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, SPAWN_TIMEOUT_MS);
