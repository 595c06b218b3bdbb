import { loadEnvConfig } from '@next/env';
import { migrate, openDatabase, type Db } from '@/lib/server/db';

/**
 * The commands' database (npm run admin, settle, worker): the DATABASE_URL of the environment and
 * .env files, as the app reads them, migrated, and closed when `run` is done.
 */
export async function withCommandDb<T>(run: (db: Db) => Promise<T>): Promise<T> {
  loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production', { info: () => {}, error: console.error });
  const handle = openDatabase(process.env.DATABASE_URL || undefined);
  try {
    await migrate(handle.db);
    return await run(handle.db);
  } finally {
    await handle.close();
  }
}

/** Runs a command's `main` and exits with its code; an unexpected error prints its stack and exits 1. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
