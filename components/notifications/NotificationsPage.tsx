import { useState } from 'react';
import styled from 'styled-components';
import { textLink } from '@/components/ui/textLink';
import Link from '@/components/ui/Link';
import { Button } from '@/components/ui/Button';
import { checkLabel } from '@/components/ui/checkLabel';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import { PageSeo } from '@/components/ui/PageSeo';
import { Section } from '@/components/ui/Section';
import { Status } from '@/components/ui/listPage';
import { isApiError } from '@/lib/client/errors';
import { formatKstDateTime } from '@/lib/kstDate';
import { markAllRead, NOTIFICATIONS_PATH, saveNotificationSettings, UNREAD_KEY } from '@/lib/notifications/client/notifications';
import type { NotificationList, NotificationSettings } from '@/lib/notifications/notifications.contract';
import { notificationMessages as text } from '@/lib/notifications/notifications.messages';
import { colors, fontSizes, radii, space } from '@/styles/theme';
import { useSWRConfig } from 'swr';

export interface NotificationsPageProps {
  list: NotificationList;
  settings: NotificationSettings;
}

/**
 * /notifications: a member's messages, newest first (the unread ones marked), each a link to its
 * page; all marked read with one button (the header's count goes with them); and the channels
 * for messages that are not legal notices.
 */
export function NotificationsPage({ list, settings }: NotificationsPageProps) {
  const { mutate } = useSWRConfig();
  const [items, setItems] = useState(list.items);
  const [choice, setChoice] = useState(settings);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const unread = items.filter((item) => !item.readAt).length;

  async function readAll() {
    setBusy(true);
    try {
      await markAllRead();
      const at = new Date().toISOString();
      setItems((current) => current.map((item) => ({ ...item, readAt: item.readAt ?? at })));
      await mutate(UNREAD_KEY, 0, { revalidate: false });
    } catch (error) {
      setStatus(isApiError(error) ? error.message : '');
    } finally {
      setBusy(false);
    }
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      setChoice(await saveNotificationSettings(choice));
      setStatus(text.saved);
    } catch (error) {
      setStatus(isApiError(error) ? error.message : '');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageSeo title={text.title} noindex path={NOTIFICATIONS_PATH} />
      <PageContainer>
        <PageHeading title={text.title} lead={text.description} />
        <Status role="status">{status}</Status>
        <Actions>
          <span>{text.unreadCount(unread)}</span>
          <Button type="button" $variant="secondary" disabled={busy || unread === 0} onClick={() => void readAll()}>
            {text.readAll}
          </Button>
        </Actions>
        {items.length === 0 ? (
          <EmptyState>
            <p>{text.empty}</p>
          </EmptyState>
        ) : (
          <List aria-label={text.title}>
            {items.map((item) => (
              <li key={item.id} data-unread={item.readAt ? undefined : 'true'}>
                <p>
                  {item.readAt ? null : <Badge>{text.unread}</Badge>}
                  <strong>{item.title}</strong>
                </p>
                <p>{item.body}</p>
                <p>
                  <time dateTime={item.createdAt}>{formatKstDateTime(item.createdAt)}</time>
                  {item.link ? <Link href={item.link}>{text.open}</Link> : null}
                </p>
              </li>
            ))}
          </List>
        )}
        <Section id="notification-settings" title={text.settings}>
          <form onSubmit={(event) => void save(event)}>
            <p>{text.settingsLead}</p>
            <Check>
              <input type="checkbox" checked={choice.email} onChange={(event) => setChoice({ ...choice, email: event.target.checked })} />
              {text.email}
            </Check>
            <Check>
              <input type="checkbox" checked={choice.alimtalk} onChange={(event) => setChoice({ ...choice, alimtalk: event.target.checked })} />
              {text.alimtalk}
            </Check>
            <Button type="submit" $size="lg" disabled={busy}>
              {text.save}
            </Button>
          </form>
        </Section>
      </PageContainer>
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  margin-bottom: ${space.md};
  color: ${colors.textSecondary};

  button {
    min-height: 44px;
  }
`;

const List = styled.ul`
  margin: 0 0 ${space.xl};
  padding: 0;
  list-style: none;
  border-top: 2px solid ${colors.text};

  li {
    padding: ${space.md} ${space.sm};
    border-bottom: 1px solid ${colors.border};
  }

  li[data-unread] {
    background: ${colors.primarySoft};
  }

  p {
    margin: 0 0 ${space.xs};
  }

  p:last-child {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.md};
    margin: 0;
    color: ${colors.textSecondary};
    font-size: ${fontSizes.md};
  }

  a {
    ${textLink};
  }
`;

const Badge = styled.span`
  display: inline-block;
  margin-right: ${space.sm};
  padding: 2px ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.textInverse};
  font-size: ${fontSizes.sm};
  font-weight: 700;
`;

const Check = styled.label`
  ${checkLabel};
  display: flex;

  input {
    width: 20px;
    height: 20px;
  }
`;
