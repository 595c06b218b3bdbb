import useSWR from 'swr';
import type { ApiError } from '@/lib/client/errors';
import { loggedCalls } from '@/lib/client/http';
import { useSession } from '@/lib/client/session';
import type { NotificationSettings } from '@/lib/notifications/notifications.contract';

const logged = loggedCalls('notifications');

/** The page of a member's messages. */
export const NOTIFICATIONS_PATH = '/notifications';

/** The unread count's SWR key (and its API path). */
export const UNREAD_KEY = '/notifications/unread';

function getUnread(): Promise<number> {
  return logged('getUnread', async (api) => (await api.get<{ unread: number }>(UNREAD_KEY)).data.unread);
}

/** The header's count of unread messages (members only; none while it loads or when it fails). */
export function useUnreadCount(): number {
  const { loggedIn } = useSession();
  const { data } = useSWR<number, ApiError>(loggedIn ? UNREAD_KEY : null, getUnread);
  return data ?? 0;
}

/** Marks every message read. */
export function markAllRead(): Promise<{ unread: number }> {
  return logged('markAllRead', async (api) => (await api.post<{ unread: number }>('/notifications/read')).data);
}

export function saveNotificationSettings(settings: NotificationSettings): Promise<NotificationSettings> {
  return logged('saveNotificationSettings', async (api) => (await api.put<NotificationSettings>('/notifications/settings', settings)).data);
}
