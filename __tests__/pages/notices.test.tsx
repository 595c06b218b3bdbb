/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { NoticeDetailPage } from '@/components/content/NoticeDetailPage';
import { NoticeListPage } from '@/components/content/NoticeListPage';
import { noticeMessages } from '@/lib/content/notices.messages';
import { listNotices, noticeView } from '@/lib/content/server/notices';
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
  test('the database starts with the site\'s notices: newest first, ids unique, each dated and with a body; links inside the site only', async () => {
    const list = await listNotices(db.db);
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(new Set(list.map((notice) => notice.id)).size).toBe(list.length);
    const dates = list.map((notice) => notice.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const { id } of list) {
      const { notice } = (await noticeView(db.db, id))!;
      expect(notice.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(notice.body.length).toBeGreaterThan(0);
      for (const paragraph of notice.body) if (paragraph.link) expect(paragraph.link.href).toMatch(/^\/[a-z]/);
    }
  });

  test('a notice knows its newer and older neighbours; the first has no newer one', async () => {
    const [first, second, third] = await listNotices(db.db);
    expect(await noticeView(db.db, first.id)).toMatchObject({ notice: first, newer: null, older: second });
    expect(await noticeView(db.db, second.id)).toMatchObject({ newer: first, older: third });
    expect(await noticeView(db.db, 99_999)).toBeNull();
  });

  test('the detail page: a known id renders, an unknown or malformed one is the 404 page', async () => {
    const [first] = await listNotices(db.db);
    const page = await import('@/pages/notices/[id]');
    const known = (await page.getServerSideProps(context(String(first.id)))) as { props: { notice: { id: number; title: string } } };
    expect(known.props.notice).toMatchObject({ id: first.id, title: first.title });
    for (const id of ['99999', 'abc', '1e3', '-1']) expect(await page.getServerSideProps(context(id))).toEqual({ notFound: true });
  });

  test('the list and a notice render their titles, dates and the way back', async () => {
    const notices = await listNotices(db.db);
    const list = renderToString(<NoticeListPage notices={notices} />);
    for (const notice of notices) {
      expect(list).toContain(notice.title);
      expect(list).toContain(`href="/notices/${notice.id}"`);
    }
    const view = (await noticeView(db.db, notices[1].id))!;
    const detail = renderToString(<NoticeDetailPage {...view} />);
    expect(detail).toContain(view.notice.title);
    expect(detail).toContain(noticeMessages.posted(view.notice.date));
    expect(detail).toContain('href="/notices"');
    expect(detail).toContain(`href="/notices/${notices[0].id}"`);
  });

  test('search engines are told about the list and every notice', async () => {
    const paths = await sitemapPaths(db.db);
    expect(paths).toContain('/notices');
    for (const notice of await listNotices(db.db)) expect(paths).toContain(`/notices/${notice.id}`);
  });
});
