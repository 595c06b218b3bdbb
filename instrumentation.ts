/**
 * The start-up of every Next server of the shop (`npm run dev`, and `npm run serve`, which
 * `npm start` runs): an empty database gets the demo shop or only the category tree
 * (lib/server/seed/onStart.ts) before its first use. The database module itself knows no seed.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { whenDatabaseEmpty } = await import('@/lib/server/db');
  const { setUpEmptyDatabase } = await import('@/lib/server/seed/onStart');
  whenDatabaseEmpty(setUpEmptyDatabase);
}
