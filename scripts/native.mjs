#!/usr/bin/env node
/**
 * Builds better-sqlite3's native module when it is not built yet, and does nothing when it is.
 *
 * `npm install` runs no dependency's install script (.npmrc: ignore-scripts=true): such a script
 * is code from the registry run at install time, and the only one the shop needs is this
 * compile (no prebuilt binary can be downloaded here: about 85 s of one core, a single C file).
 * Run explicitly, it goes beside other work: `npm start` builds it beside `next build`, `npm test`
 * beside lint and typecheck; jest's global set-up and the scripts that open the database
 * (package.json) run it first.
 *
 *   node scripts/native.mjs
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** True when better-sqlite3 loads and opens a database. */
function nativeReady() {
  try {
    const Database = require('better-sqlite3');
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}

/** Builds the module when it is missing; throws when the build fails. */
function ensureNative() {
  if (nativeReady()) return;
  console.log("building better-sqlite3's native module (about a minute, once after npm install)");
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // -O2, SQLite's own default, instead of better-sqlite3's -O3 (gcc takes the last -O): the same
  // query speed here (a join and a group-by over 100,000 rows, 3,000 times each) for a compile of
  // 85 s of a core instead of 104. A CFLAGS of the caller's own wins.
  const env = { ...process.env, CFLAGS: process.env.CFLAGS ?? '-O2' };
  const result = spawnSync(npm, ['rebuild', 'better-sqlite3', '--ignore-scripts=false'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('npm rebuild better-sqlite3 failed: a C++ compiler, make and python3 are needed');
}

try {
  ensureNative();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
