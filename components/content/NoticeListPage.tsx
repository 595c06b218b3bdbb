import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { InfoPage } from '@/components/ui/InfoPage';
import { noticeMessages as text } from '@/lib/content/notices.messages';
import { noticeRoutes } from '@/lib/content/routes';
import { NoticeBadge } from './NoticeBadge';

/** /notices: every notice, newest first, each a link to its page. */
export function NoticeListPage() {
  return (
    <InfoPage
      title={text.title}
      description={text.description}
      path={noticeRoutes.list}
      breadcrumb={[{ name: text.title }]}
    >
      <List aria-label={text.listLabel}>
        {text.list.map((notice) => (
          <li key={notice.id}>
            <Link href={noticeRoutes.notice(notice.id)}>
              <span>
                <NoticeBadge category={notice.category} /> <strong>{notice.title}</strong>
              </span>
              <time dateTime={notice.date}>{notice.date.replaceAll('-', '.')}</time>
            </Link>
          </li>
        ))}
      </List>
    </InfoPage>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  border-top: 2px solid ${({ theme }) => theme.colors.text};
  list-style: none;

  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 56px;
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.sm}`};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;

    ${({ theme }) => theme.media.desktop} {
      flex-direction: row;
      align-items: center;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space.lg};
    }
  }

  a:hover strong {
    text-decoration: underline;
  }

  strong {
    font-weight: 700;
  }

  time {
    flex: none;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
