import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Jest global setup: fixes the time zone so date formatting is the same everywhere; builds
 * better-sqlite3's native module first when `npm install` left it unbuilt (scripts/native.mjs);
 * makes this run's folder of seeded database templates (TEST_TEMPLATES, __tests__/helpers/db.ts).
 */
export default async function globalSetup(): Promise<void> {
  process.env.TZ = 'Asia/Seoul';
  const native = spawnSync(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'native.mjs')], { stdio: 'inherit' });
  if (native.status !== 0) throw new Error("better-sqlite3's native module could not be built (scripts/native.mjs)");
  process.env.TEST_TEMPLATES = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-templates-'));
}
