/**
 * Database chores for the DATABASE_URL of the environment (and .env files,
 * loaded the way Next loads them):
 *
 *   npx tsx scripts/db.ts migrate
 *   npx tsx scripts/db.ts seed [--products N] [--brands N] [--random-seed N] [--reset]
 *   npx tsx scripts/db.ts expire-orders
 *
 * `migrate` brings the schema up to date and prints what ran. `seed` migrates,
 * then seeds an empty database (categories, demo accounts, catalogue; refused
 * in production unless DEMO_MODE=true: the accounts' password is public) and
 * prints the counts and the time; a database that is already seeded is left
 * as it is. `--reset` first deletes the SQLite file, or on PostgreSQL runs
 * every migration down (dropping our tables): it is refused when
 * NODE_ENV=production. `expire-orders` cancels unpaid orders past their due
 * time and releases their stock (what checkouts and order reads also do
 * lazily; run it from cron for a tidy database).
 */
import fs from 'node:fs';
import { loadEnvConfig } from '@next/env';
import { isEmpty, migrate, openDatabase, DEFAULT_SQLITE_PATH, type DbHandle } from '@/lib/server/db';
import { migrationProvider } from '@/lib/server/db/migrations';
import { seed } from '@/lib/server/seed';
import { demoAllowed } from '@/lib/server/env';
import { expireUnpaidOrders } from '@/lib/orders/server/lifecycle';
import { Migrator, NO_MIGRATIONS } from 'kysely';

interface Args {
  command: 'migrate' | 'seed' | 'expire-orders';
  products?: number;
  brands?: number;
  randomSeed?: number;
  reset: boolean;
}

const USAGE = 'usage: tsx scripts/db.ts migrate | expire-orders | seed [--products N] [--brands N] [--random-seed N] [--reset]';

function fail(message: string): never {
  console.error(message);
  console.error(USAGE);
  process.exit(2);
}

function parseCount(flag: string, value: string | undefined, min: number, max: number): number {
  const n = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
    fail(`${flag} needs a whole number from ${min} to ${max}`);
  }
  return n;
}

function parseArgs(argv: string[]): Args {
  const [command, ...rest] = argv;
  if (command !== 'migrate' && command !== 'seed' && command !== 'expire-orders') fail(`unknown command: ${command ?? '(none)'}`);
  const args: Args = { command, reset: false };
  for (let i = 0; i < rest.length; i++) {
    const [flag, inline] = rest[i].split('=', 2);
    const value = () => (inline !== undefined ? inline : rest[++i]);
    switch (flag) {
      case '--products':
        args.products = parseCount(flag, value(), 0, 2_000_000);
        break;
      case '--brands':
        args.brands = parseCount(flag, value(), 1, 100_000);
        break;
      case '--random-seed':
        args.randomSeed = parseCount(flag, value(), 0, 4_294_967_295);
        break;
      case '--reset':
        args.reset = true;
        break;
      default:
        fail(`unknown option: ${rest[i]}`);
    }
  }
  if (command !== 'seed' && (args.products !== undefined || args.brands !== undefined || args.reset)) {
    fail(`${command} takes no options`);
  }
  return args;
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(2)} s`;
}

/** Deletes the SQLite file (with its WAL files) or runs every migration down on PostgreSQL. */
async function reset(url: string | undefined): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    fail('--reset is refused when NODE_ENV=production');
  }
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const handle = openDatabase(url);
    try {
      const migrator = new Migrator({ db: handle.db, provider: migrationProvider });
      const { error, results } = await migrator.migrateTo(NO_MIGRATIONS);
      if (error) throw error instanceof Error ? error : new Error(String(error));
      const undone = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
      console.log(`reset ${handle.label}: rolled back ${undone.length ? undone.join(', ') : 'nothing'}`);
    } finally {
      await handle.db.destroy();
    }
    return;
  }
  const file = url ? url.replace(/^sqlite:(\/\/)?/, '') : DEFAULT_SQLITE_PATH;
  if (file === ':memory:') return;
  let removed = 0;
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(path)) {
      fs.rmSync(path);
      removed++;
    }
  }
  console.log(removed ? `reset: deleted ${file}` : `reset: ${file} did not exist`);
}

async function runMigrate(handle: DbHandle): Promise<void> {
  const started = performance.now();
  const ran = await migrate(handle.db);
  console.log(
    ran.length
      ? `migrated ${handle.kind} ${handle.label}: ${ran.join(', ')} (${seconds(started)})`
      : `${handle.kind} ${handle.label} is up to date`,
  );
}

async function runSeed(handle: DbHandle, args: Args): Promise<void> {
  if (!demoAllowed()) {
    fail('seed writes demo accounts whose password is public: refused when NODE_ENV=production unless DEMO_MODE=true');
  }
  await runMigrate(handle);
  if (!(await isEmpty(handle.db))) {
    console.log(`${handle.label} is already seeded: nothing to do${args.products !== undefined ? ' (use --reset to start over)' : ''}`);
    return;
  }
  const started = performance.now();
  const products = args.products ?? 1200;
  console.log(`seeding ${products.toLocaleString('en-US')} products...`);
  // seed() prints its progress and the counts.
  const result = await seed(handle.db, { products, brands: args.brands, randomSeed: args.randomSeed });
  console.log(
    result.seeded
      ? `seed done in ${seconds(started)}`
      : `${handle.label} was seeded meanwhile by another process: nothing to do`,
  );
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production', { info: () => {}, error: console.error });
  const url = process.env.DATABASE_URL || undefined;
  if (args.reset) await reset(url);
  const handle = openDatabase(url);
  try {
    if (args.command === 'migrate') await runMigrate(handle);
    else if (args.command === 'expire-orders') {
      await runMigrate(handle);
      let total = 0;
      for (let batch = await expireUnpaidOrders(handle.db); batch.length > 0; batch = await expireUnpaidOrders(handle.db)) total += batch.length;
      console.log(`expired ${total} unpaid order(s)`);
    } else await runSeed(handle, args);
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
