/**
 * The outbox's worker on its own (README, "Messages"): `npm run worker` delivers the site's e-mail
 * and 알림톡 (docs/DECISIONS.md, Notifications) every few seconds, for the DATABASE_URL of the
 * environment and .env files, until stopped. Run the web servers with OUTBOX_WORKER=off then; any
 * number of workers may run at once (each message is claimed by one).
 */
import { loadEnvConfig } from '@next/env';
import { migrate, openDatabase } from '@/lib/server/db';
import { logLine } from '@/lib/server/log';
import { serviceNow } from '@/lib/server/clock';
import { deliverDue } from '@/lib/notifications/server/worker';

const INTERVAL_MS = 5_000;

async function main(): Promise<void> {
  loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production', { info: () => {}, error: console.error });
  const handle = openDatabase(process.env.DATABASE_URL || undefined);
  await migrate(handle.db);
  let stopping = false;
  const stop = () => {
    stopping = true;
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  logLine('info', 'outbox worker started', { intervalMs: INTERVAL_MS });
  while (!stopping) {
    try {
      const report = await deliverDue(handle.db, serviceNow());
      if (report.sent + report.retried + report.parked + report.skipped > 0) logLine('info', 'outbox delivered', { ...report });
    } catch (error) {
      logLine('error', 'outbox worker', { error });
    }
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
