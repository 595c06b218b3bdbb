/**
 * The outbox's worker on its own (README, "Messages"): `npm run worker` delivers the site's e-mail
 * and 알림톡 (docs/DECISIONS.md, Notifications) every few seconds, for the DATABASE_URL of the
 * environment and .env files, until stopped. Run the web servers with OUTBOX_WORKER=off then; any
 * number of workers may run at once (each message is claimed by one).
 */
import type { Db } from '@/lib/server/db';
import { logLine } from '@/lib/server/log';
import { serviceNow } from '@/lib/server/clock';
import { deliverDue } from '@/lib/notifications/server/worker';
import { runCommand, withCommandDb } from './commandDb';

const INTERVAL_MS = 5_000;

/** Delivers what is due every INTERVAL_MS until SIGTERM or SIGINT. */
async function deliverUntilStopped(db: Db): Promise<number> {
  let stopping = false;
  const stop = () => {
    stopping = true;
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  logLine('info', 'outbox worker started', { intervalMs: INTERVAL_MS });
  while (!stopping) {
    try {
      const report = await deliverDue(db, serviceNow());
      if (report.sent + report.retried + report.parked + report.skipped > 0) logLine('info', 'outbox delivered', { ...report });
    } catch (error) {
      logLine('error', 'outbox worker', { error });
    }
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
  return 0;
}

runCommand(() => withCommandDb(deliverUntilStopped));
