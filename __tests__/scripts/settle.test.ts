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
 * the ended periods (here, of the demo brands' delivered orders), of one brand with `--brand`,
 * lists those waiting, and a second run makes nothing.
 */
test('npx tsx scripts/settle.ts makes the ended periods\' statements once', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'settle-cli-'));
  const url = `sqlite:${path.join(dir, 'cli.db')}`;
  const handle = openDatabase(url);
  let byBrand: { brandId: number; n: number | string }[];
  try {
    await migrate(handle.db);
    await seed(handle.db, { products: 20, brands: 2, quiet: true, demoOrders: true });
    // The seed settled its orders already: start from none, as a server whose cron has not run yet.
    byBrand = await handle.db.selectFrom('brandStatements').select(['brandId', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('brandId').orderBy('brandId').execute();
    await handle.db.deleteFrom('brandStatements').execute();
  } finally {
    await handle.close();
  }
  try {
    const made = byBrand.reduce((sum, row) => sum + Number(row.n), 0);
    expect(made).toBeGreaterThan(0);
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, NODE_ENV: 'test' };
    await expect(run('npx', ['tsx', 'scripts/settle.ts', '--brand', 'all'], { env, cwd: process.cwd() })).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining(m.console.usage) });
    // A brand without sales has nothing to settle, and the others are left for the full run.
    const quiet = await run('npx', ['tsx', 'scripts/settle.ts', '--brand', String(Math.max(...byBrand.map((row) => row.brandId)) + 1)], { env, cwd: process.cwd() });
    expect(quiet.stdout).toContain(m.console.ran(0));
    const first = await run('npx', ['tsx', 'scripts/settle.ts'], { env, cwd: process.cwd() });
    expect(first.stdout).toContain(m.console.ran(made));
    expect(first.stdout).toContain(`소소한 하루  `);
    expect(first.stdout).toContain(m.statuses.scheduled);
    const second = await run('npx', ['tsx', 'scripts/settle.ts'], { env, cwd: process.cwd() });
    expect(second.stdout).toContain(m.console.ran(0));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, SPAWN_TIMEOUT_MS);
