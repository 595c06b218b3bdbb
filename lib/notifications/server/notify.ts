import type { Db } from '@/lib/server/db';
import type { MessageText } from '@/lib/notifications/notifications.messages';
import { alimtalkEnabled } from './channels';

/**
 * Writing a message (docs/DECISIONS.md, Notifications), in the transaction of the event that
 * causes it: a row of the member's in-site list, and one outbox row per channel the member takes
 * (e-mail, and 알림톡 when they have a mobile number and it is on), which the worker delivers after
 * the commit. A legal notice goes whatever the member chose. `key` names the event: the same key
 * writes nothing twice.
 */

export interface NotifyOptions {
  /** When to send (a reminder); now by default. */
  availableAt?: string;
  /** A condition the worker checks just before sending (./worker.ts, GUARDS). */
  guard?: string;
  /** Also in the in-site list (default true). */
  inSite?: boolean;
}

export async function notifyUser(trx: Db, userId: number, message: MessageText, key: string, now: Date, options: NotifyOptions = {}): Promise<void> {
  const user = await trx.selectFrom('users').select(['email', 'mobileNo', 'notifyEmail', 'notifyAlimtalk']).where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  const at = now.toISOString();
  if (options.inSite !== false) {
    await trx
      .insertInto('notifications')
      .values({ userId, kind: message.kind, title: message.title, body: message.body, link: message.link, dedupeKey: key, createdAt: options.availableAt ?? at, readAt: null })
      .onConflict((oc) => oc.column('dedupeKey').doNothing())
      .execute();
  }
  const rows = [];
  if (user.email && (message.legal || user.notifyEmail)) rows.push({ channel: 'email' as const, recipient: user.email });
  if (alimtalkEnabled() && user.mobileNo && (message.legal || user.notifyAlimtalk)) rows.push({ channel: 'alimtalk' as const, recipient: user.mobileNo.replace(/\D/g, '') });
  if (rows.length === 0) return;
  await trx
    .insertInto('outboxMessages')
    .values(
      rows.map((row) => ({
        ...row,
        kind: message.kind,
        userId,
        subject: message.title,
        body: message.body,
        link: message.link,
        guard: options.guard ?? '',
        dedupeKey: `${key}:${row.channel}`,
        status: 'pending' as const,
        availableAt: options.availableAt ?? at,
        createdAt: at,
      })),
    )
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .execute();
}

/** A message by e-mail to an address with no account (an operator's invitation); `link` absolute. */
export async function notifyAddress(trx: Db, email: string, message: MessageText, key: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('outboxMessages')
    .values({ channel: 'email', kind: message.kind, userId: null, recipient: email, subject: message.title, body: message.body, link: message.link, dedupeKey: `${key}:email`, status: 'pending', availableAt: at, createdAt: at })
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .execute();
}

/** The user who runs a brand (its owner), or null for a brand without one (the demo catalogue's). */
export async function brandOwnerOf(trx: Db, brandId: number): Promise<number | null> {
  const brand = await trx.selectFrom('brands').select('ownerUserId').where('id', '=', brandId).executeTakeFirst();
  return brand?.ownerUserId ?? null;
}
