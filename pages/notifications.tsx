import type { InferGetServerSidePropsType } from 'next';
import { NotificationsPage } from '@/components/notifications/NotificationsPage';
import { serviceNow } from '@/lib/server/clock';
import { serverPage } from '@/lib/server/http/page';
import { getNotificationSettings, listNotifications } from '@/lib/notifications/server/inbox';

/** /notifications: the member's messages and their channels (lib/notifications). */
export const getServerSideProps = serverPage('member', async ({ db, user }) => ({
  props: { list: await listNotifications(db, user.id, serviceNow()), settings: await getNotificationSettings(db, user.id) },
}));

export default function Notifications({ list, settings }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <NotificationsPage list={list} settings={settings} />;
}
