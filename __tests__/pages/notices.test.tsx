/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { NoticeDetailPage } from '@/components/content/NoticeDetailPage';
import { NoticeListPage } from '@/components/content/NoticeListPage';
import { findNotice, noticeMessages } from '@/lib/content/notices.messages';
import { sitemapPaths } from '@/lib/content/server/sitemap';
import { openTestDb, type TestDb } from '../helpers/db';
import { pageContext } from '../helpers/pageResponse';

const context = (id: string) => pageContext(`/notices/${id}`, { query: {}, params: { id } });

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb({ seed: false });
});
afterAll(async () => {
  await db.close();
});

describe('notices', () => {
  test('newest first, ids unique, each dated and with a body; links inside the site only', () => {
    const list = noticeMessages.list;
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(new Set(list.map((notice) => notice.id)).size).toBe(list.length);
    const dates = list.map((notice) => notice.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const notice of list) {
      expect(notice.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(notice.body.length).toBeGreaterThan(0);
      for (const paragraph of notice.body) if (paragraph.link) expect(paragraph.link.href).toMatch(/^\/[a-z]/);
    }
  });

  test('a notice knows its newer and older neighbours; the first has no newer one', () => {
    const [first, second] = noticeMessages.list;
    expect(findNotice(first.id)).toMatchObject({ notice: first, newer: null, older: second });
    expect(findNotice(second.id)).toMatchObject({ newer: first });
    expect(findNotice(99_999)).toBeNull();
  });

  test('the detail page: a known id renders, an unknown or malformed one is the 404 page', async () => {
    const page = await import('@/pages/notices/[id]');
    const known = (await page.getServerSideProps(context(String(noticeMessages.list[0].id)))) as { props: { id: number } };
    expect(known.props.id).toBe(noticeMessages.list[0].id);
    for (const id of ['99999', 'abc', '1e3', '-1']) expect(await page.getServerSideProps(context(id))).toEqual({ notFound: true });
  });

  test('the list and a notice render their titles, dates and the way back', () => {
    const list = renderToString(<NoticeListPage />);
    for (const notice of noticeMessages.list) {
      expect(list).toContain(notice.title);
      expect(list).toContain(`href="/notices/${notice.id}"`);
    }
    const notice = noticeMessages.list[1];
    const detail = renderToString(<NoticeDetailPage id={notice.id} />);
    expect(detail).toContain(notice.title);
    expect(detail).toContain(noticeMessages.posted(notice.date));
    expect(detail).toContain('href="/notices"');
    expect(detail).toContain(`href="/notices/${noticeMessages.list[0].id}"`);
  });

  test('search engines are told about the list and every notice', async () => {
    const paths = await sitemapPaths(db.db);
    expect(paths).toContain('/notices');
    for (const notice of noticeMessages.list) expect(paths).toContain(`/notices/${notice.id}`);
  });
});
