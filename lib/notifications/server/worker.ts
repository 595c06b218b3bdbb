import { randomUUID } from 'node:crypto';
import { sql, type Updateable } from 'kysely';
import type { OutboxMessagesTable } from '@/lib/server/db/tables/notifications';
import type { Db } from '@/lib/server/db';
import { isPostgres } from '@/lib/server/db/dialect';
import { configuredSiteUrl } from '@/lib/server/env';
import { logLine } from '@/lib/server/log';
import { serviceNow } from '@/lib/server/clock';
import { notificationMessages } from '@/lib/notifications/notifications.messages';
import { site } from '@/lib/site';
import { getChannels, type Channels } from './channels';

/**
 * The outbox's worker (docs/DECISIONS.md, Notifications): it claims due messages (pending and
 * due, or claimed by a worker whose lease ran out: it stopped between claim and send), sends each
 * by its channel, and records the outcome. A claim is one UPDATE … RETURNING (on PostgreSQL over
 * rows locked with SKIP LOCKED, so two workers never take the same message; SQLite has one
 * writer), so a message is sent by one worker only. A failure is tried again later (1, 5, 30
 * minutes, 2 hours); after the fifth it is parked for an operator to retry. A guard checked just
 * before sending skips a message the event no longer needs (a deposit reminder once paid).
 */

export const MAX_ATTEMPTS = 5;
const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
/** How long a claim holds before another worker may take the message. */
export const LEASE_MS = 5 * 60_000;

/** Conditions a message may carry (`guard`: '<name>:<id>'): true when it should still go. */
const GUARDS: Record<string, (db: Db, id: number, now: Date) => Promise<boolean>> = {
  // Still waiting for its money, and its deadline still ahead.
  'awaiting-deposit': async (db, id, now) => {
    const order = await db.selectFrom('orders').select(['status', 'paymentDueAt']).where('id', '=', id).executeTakeFirst();
    return order?.status === 'awaiting_deposit' && order.paymentDueAt !== null && order.paymentDueAt > now.toISOString();
  },
};

async function stillWanted(db: Db, guard: string, now: Date): Promise<boolean> {
  if (!guard) return true;
  const [name, id] = guard.split(':');
  const check = GUARDS[name];
  return check ? check(db, Number(id), now) : true;
}

/** The text sent: the message, the page to open (absolute) and who sent it. */
export function composeText(body: string, link: string): string {
  const origin = (configuredSiteUrl() ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');
  const url = link.startsWith('http') ? link : link ? `${origin}${link}` : '';
  return [body, url, '', notificationMessages.mailFooter(site.name)].filter((line, i) => i !== 1 || line).join('\n');
}

async function claim(db: Db, now: Date, limit: number): Promise<{ token: string; rows: { id: number; kind: string; channel: 'email' | 'alimtalk'; recipient: string; subject: string; body: string; link: string; guard: string; attempts: number }[] }> {
  const token = randomUUID();
  const at = now.toISOString();
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  const lock = isPostgres(db) ? sql` for update skip locked` : sql``;
  const result = await sql<{ id: number; kind: string; channel: 'email' | 'alimtalk'; recipient: string; subject: string; body: string; link: string; guard: string; attempts: number }>`
    update outbox_messages set status = 'sending', claimed_until = ${until}, claim_token = ${token}
    where id in (
      select id from outbox_messages
      where (status = 'pending' and available_at <= ${at}) or (status = 'sending' and claimed_until < ${at})
      order by available_at, id limit ${limit}${lock}
    )
    returning id, kind, channel, recipient, subject, body, link, guard, attempts`.execute(db);
  return { token, rows: result.rows };
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  parked: number;
  skipped: number;
}

/** Delivers what is due now (up to `limit`); answers what became of it. */
export async function deliverDue(db: Db, now: Date, channels: Channels = getChannels(), limit = 20): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, parked: 0, skipped: 0 };
  const { token, rows } = await claim(db, now, limit);
  for (const row of rows) {
    // Only this claim's row: a worker whose lease ran out records nothing over the next one's.
    const record = (values: Updateable<OutboxMessagesTable>) =>
      db.updateTable('outboxMessages').set(values).where('id', '=', row.id).where('claimToken', '=', token).execute();
    if (!(await stillWanted(db, row.guard, now))) {
      await record({ status: 'skipped', claimedUntil: null });
      report.skipped += 1;
      continue;
    }
    try {
      await channels[row.channel].send({ id: row.id, kind: row.kind, recipient: row.recipient, subject: row.subject, text: composeText(row.body, row.link) });
      await record({ status: 'sent', sentAt: now.toISOString(), claimedUntil: null, attempts: row.attempts + 1 });
      report.sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      const parked = attempts >= MAX_ATTEMPTS;
      const retryAt = new Date(now.getTime() + BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)]).toISOString();
      await record({ status: parked ? 'parked' : 'pending', attempts, availableAt: parked ? now.toISOString() : retryAt, claimedUntil: null, lastError: String((error as Error)?.message ?? error).slice(0, 500) });
      logLine(parked ? 'error' : 'warn', 'outbox delivery failed', { id: row.id, channel: row.channel, attempts, parked });
      if (parked) report.parked += 1;
      else report.retried += 1;
    }
  }
  return report;
}

/** Puts a parked message back in the queue (the console). */
export async function retryParked(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db.updateTable('outboxMessages').set({ status: 'pending', attempts: 0, availableAt: now.toISOString(), lastError: '' }).where('id', '=', id).where('status', '=', 'parked').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Runs the worker every `intervalMs` until stopped; one run at a time. */
export function startWorker(db: () => Promise<Db>, intervalMs = 10_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    db()
      .then((handle) => deliverDue(handle, serviceNow()))
      .catch((error: unknown) => logLine('error', 'outbox worker', { error }))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
