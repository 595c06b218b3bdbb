import type { Db } from '@/lib/server/db';
import type { NotificationList, NotificationSettings } from '@/lib/notifications/notifications.contract';

/** A member's in-site messages (/notifications, the header's count) and their channel settings. */

const LIST_LIMIT = 50;

export async function unreadCount(db: Db, userId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .where('createdAt', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The newest messages first (a reminder shows from its time on), and how many are unread. */
export async function listNotifications(db: Db, userId: number, now: Date): Promise<NotificationList> {
  const items = await db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'link', 'createdAt', 'readAt'])
    .where('userId', '=', userId)
    .where('createdAt', '<=', now.toISOString())
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return { items, unread: await unreadCount(db, userId, now) };
}

/** Marks every message up to now as read. */
export async function markAllRead(db: Db, userId: number, now: Date): Promise<{ unread: number }> {
  const at = now.toISOString();
  await db.updateTable('notifications').set({ readAt: at }).where('userId', '=', userId).where('readAt', 'is', null).where('createdAt', '<=', at).execute();
  return { unread: 0 };
}

export async function getNotificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const row = await db.selectFrom('users').select(['notifyEmail', 'notifyAlimtalk']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { email: row.notifyEmail === 1, alimtalk: row.notifyAlimtalk === 1 };
}

export async function updateNotificationSettings(db: Db, userId: number, settings: NotificationSettings, now: Date): Promise<NotificationSettings> {
  await db.updateTable('users').set({ notifyEmail: settings.email ? 1 : 0, notifyAlimtalk: settings.alimtalk ? 1 : 0, updatedAt: now.toISOString() }).where('id', '=', userId).execute();
  return settings;
}

/** The messages the worker gave up on, newest first (the console's 발송 실패). */
export async function listParked(db: Db): Promise<{ id: number; channel: string; kind: string; recipient: string; subject: string; attempts: number; lastError: string; availableAt: string }[]> {
  return db
    .selectFrom('outboxMessages')
    .select(['id', 'channel', 'kind', 'recipient', 'subject', 'attempts', 'lastError', 'availableAt'])
    .where('status', '=', 'parked')
    .orderBy('availableAt', 'desc')
    .limit(200)
    .execute();
}
