import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageSeo } from '@/components/ui/PageSeo';
import type { NoticeView } from '@/lib/content/content.fields';
import { noticeMessages as text } from '@/lib/content/notices.messages';
import { noticeRoutes } from '@/lib/content/routes';
import { NoticeBadge } from './NoticeBadge';
import { colors, fontSizes, radii, space } from '@/styles/theme';

/** /notices/{id}: one notice, with the newer and older ones and the way back to the list. */
export function NoticeDetailPage({ notice, newer, older }: NoticeView) {
  return (
    <>
      <PageSeo title={notice.title} description={notice.body[0]?.text.slice(0, 120)} path={noticeRoutes.notice(notice.id)} />
      <PageContainer>
        <Breadcrumb items={[{ name: text.title, href: noticeRoutes.list }, { name: notice.title }]} />
        <Article aria-labelledby="notice-title">
          <header>
            <NoticeBadge category={notice.category} />
            <h1 id="notice-title">{notice.title}</h1>
            <time dateTime={notice.date}>{text.posted(notice.date)}</time>
          </header>
          {notice.body.map((paragraph, index) => (
            <p key={index}>
              {paragraph.text}
              {paragraph.link ? (
                <>
                  {' '}
                  <Link href={paragraph.link.href}>{paragraph.link.label}</Link>
                </>
              ) : null}
            </p>
          ))}
        </Article>
        <Neighbours aria-label={text.listLabel}>
          {newer ? (
            <Link href={noticeRoutes.notice(newer.id)}>
              <span>{text.next}</span> {newer.title}
            </Link>
          ) : null}
          {older ? (
            <Link href={noticeRoutes.notice(older.id)}>
              <span>{text.previous}</span> {older.title}
            </Link>
          ) : null}
        </Neighbours>
        <Back href={noticeRoutes.list}>{text.back}</Back>
      </PageContainer>
    </>
  );
}

const Article = styled.article`
  padding-bottom: ${space.xl};
  border-bottom: 1px solid ${colors.border};

  header {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${space.sm};
    margin-bottom: ${space.xl};
    padding-bottom: ${space.lg};
    border-bottom: 2px solid ${colors.text};
  }

  h1 {
    margin: 0;
    font-size: ${fontSizes.xxl};
    font-weight: 800;
    line-height: 1.35;
  }

  time {
    color: ${colors.textSecondary};
    font-size: ${fontSizes.md};
  }

  p {
    margin: 0 0 ${space.lg};
    line-height: 1.75;
  }

  p a {
    color: ${colors.primary};
    font-weight: 700;
  }
`;

const Neighbours = styled.nav`
  display: flex;
  flex-direction: column;

  a {
    display: flex;
    align-items: center;
    gap: ${space.md};
    min-height: 52px;
    padding: ${space.sm} ${space.sm};
    border-bottom: 1px solid ${colors.border};
    color: ${colors.text};
    text-decoration: none;
  }

  span {
    flex: none;
    color: ${colors.textSecondary};
    font-size: ${fontSizes.md};
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${space.xl};
  padding: 0 ${space.xl};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  color: ${colors.text};
  font-weight: 700;
  text-decoration: none;
`;
