import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { InfoPage } from '@/components/ui/InfoPage';
import type { NoticeSummary } from '@/lib/content/content.fields';
import { noticeMessages as text } from '@/lib/content/notices.messages';
import { noticeRoutes } from '@/lib/content/routes';
import { NoticeBadge } from './NoticeBadge';
import { colors, fontSizes, media, space } from '@/styles/theme';

/** /notices: every notice, newest first, each a link to its page. */
export function NoticeListPage({ notices }: { notices: NoticeSummary[] }) {
  return (
    <InfoPage
      title={text.title}
      description={text.description}
      path={noticeRoutes.list}
      breadcrumb={[{ name: text.title }]}
    >
      <List aria-label={text.listLabel}>
        {notices.map((notice) => (
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
  border-top: 2px solid ${colors.text};
  list-style: none;

  li {
    border-bottom: 1px solid ${colors.border};
  }

  a {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    min-height: 56px;
    padding: ${space.lg} ${space.sm};
    color: ${colors.text};
    text-decoration: none;

    ${media.desktop} {
      flex-direction: row;
      align-items: center;
      justify-content: space-between;
      gap: ${space.lg};
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
    color: ${colors.textSecondary};
    font-size: ${fontSizes.md};
  }
`;
