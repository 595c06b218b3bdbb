/** @jest-environment node */
import { contentEditorMessages as m } from '@/lib/content/contentEditor.messages';
import { FOOTER_NOTICE_IDS } from '@/lib/content/routes';
import { faqTopics, listFaqEntries } from '@/lib/content/server/faq';
import { listNotices, noticeView } from '@/lib/content/server/notices';
import { withApi } from '../helpers/api';
import { signedInOperator, type TestOperator } from '../helpers/operators';
import { pageContext, type PageModule } from '../helpers/pageResponse';
import { member } from '../helpers/shop';

/**
 * Notices and FAQ entries edited in the console (issue 21): each write is published at once (the
 * storefront's pages read the database), one audit entry with what was and what became, in the
 * change's transaction; a question's place in its topic is kept without gaps; bad input is a
 * Korean 400 naming the field; the notices the footer links to cannot be deleted.
 */

const ctx = withApi({ seed: { products: 10, brands: 2, demoOrders: false } });

let op: TestOperator;
beforeAll(async () => {
  op = await signedInOperator(ctx.db, 'staff');
});
const as = () => ({ headers: { cookie: op.cookie } });

async function pageProps(path: string, params?: Record<string, string>) {
  const page = (await import(`@/pages${params ? '/notices/[id]' : path}`)) as PageModule;
  return ((await page.getServerSideProps(pageContext(path, { query: {}, params }))) as { props?: Record<string, unknown>; notFound?: true });
}

async function auditOf(targetType: string, targetId: number) {
  const rows = await ctx.db.selectFrom('auditLog').select(['action', 'actor', 'beforeJson', 'afterJson']).where('targetType', '=', targetType).where('targetId', '=', String(targetId)).orderBy('id').execute();
  return rows.map((row) => ({ action: row.action, actor: row.actor, before: row.beforeJson && JSON.parse(row.beforeJson), after: row.afterJson && JSON.parse(row.afterJson) }));
}

const notice = {
  category: '배송',
  title: '추석 연휴 배송 안내',
  date: '2026-09-20',
  paragraphs: [
    { text: '추석 연휴에는 출고가 멈춥니다.', linkLabel: '', linkHref: '' },
    { text: '연휴 뒤 차례로 출고됩니다.', linkLabel: '주문 내역 보기', linkHref: '/page/account/mypage' },
  ],
};

test('an operator posts a notice, edits it and deletes it; /notices shows each at once, and the audit log has all three', async () => {
  const created = await ctx.api('/admin/notices', { body: notice, ...as() });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  expect(created.body).toEqual({
    id,
    date: '2026-09-20',
    category: '배송',
    title: '추석 연휴 배송 안내',
    body: [{ text: '추석 연휴에는 출고가 멈춥니다.' }, { text: '연휴 뒤 차례로 출고됩니다.', link: { label: '주문 내역 보기', href: '/page/account/mypage' } }],
  });
  // Between the notices of 2026-05-12 and 2026-09-01 in the list, and on its own page.
  const list = await listNotices(ctx.db);
  const at = list.findIndex((item) => item.id === id);
  expect(list[at - 1].date >= '2026-09-20' && list[at + 1].date <= '2026-09-20').toBe(true);
  expect((await pageProps('/notices')).props!.notices).toEqual(list);
  expect((await pageProps(`/notices/${id}`, { id: String(id) })).props).toMatchObject({ notice: { id, title: notice.title }, newer: list[at - 1], older: list[at + 1] });

  const edited = await ctx.api(`/admin/notices/${id}`, { method: 'PUT', body: { ...notice, title: '추석 연휴 출고 안내', paragraphs: notice.paragraphs.slice(0, 1) }, ...as() });
  expect(edited.status).toBe(200);
  expect((await noticeView(ctx.db, id))!.notice).toMatchObject({ title: '추석 연휴 출고 안내', body: [{ text: '추석 연휴에는 출고가 멈춥니다.' }] });

  expect((await ctx.api(`/admin/notices/${id}`, { method: 'DELETE', ...as() })).status).toBe(200);
  expect(await pageProps(`/notices/${id}`, { id: String(id) })).toEqual({ notFound: true });
  expect((await ctx.api(`/admin/notices/${id}`, { method: 'DELETE', ...as() })).status).toBe(404);
  expect((await ctx.api(`/admin/notices/${id}`, { method: 'PUT', body: notice, ...as() })).status).toBe(404);

  expect(await auditOf('notice', id)).toEqual([
    { action: 'notice.create', actor: op.email, before: null, after: expect.objectContaining({ title: '추석 연휴 배송 안내', date: '2026-09-20' }) },
    { action: 'notice.update', actor: op.email, before: expect.objectContaining({ title: '추석 연휴 배송 안내' }), after: expect.objectContaining({ title: '추석 연휴 출고 안내', body: [{ text: '추석 연휴에는 출고가 멈춥니다.' }] }) },
    { action: 'notice.delete', actor: op.email, before: expect.objectContaining({ title: '추석 연휴 출고 안내' }), after: null },
  ]);
});

test('a bad notice is a Korean 400 naming its field, and nothing is written', async () => {
  const before = (await listNotices(ctx.db)).length;
  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...notice, title: ' ' }, 'title', m.titleRequired],
    [{ ...notice, category: '광고' }, 'category', m.categoryRequired],
    [{ ...notice, date: '2026-02-30' }, 'date', m.dateInvalid],
    [{ ...notice, paragraphs: [] }, 'paragraphs', m.paragraphsRequired],
    [{ ...notice, paragraphs: [{ text: '본문', linkLabel: '보기', linkHref: 'https://evil.example/' }] }, 'paragraphs.0.linkHref', m.hrefInvalid],
    [{ ...notice, paragraphs: [{ text: '본문', linkLabel: '보기', linkHref: '//evil.example/' }] }, 'paragraphs.0.linkHref', m.hrefInvalid],
    [{ ...notice, paragraphs: [{ text: '본문', linkLabel: '', linkHref: '/terms' }] }, 'paragraphs.0.linkLabel', m.linkLabelRequired],
  ];
  for (const [body, field, message] of cases) {
    const answer = await ctx.api('/admin/notices', { body, ...as() });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION', field, message });
  }
  expect((await listNotices(ctx.db)).length).toBe(before);
});

test('the notices the footer links to are edited, never deleted', async () => {
  const answer = await ctx.api(`/admin/notices/${FOOTER_NOTICE_IDS.freeRefunds}`, { method: 'DELETE', ...as() });
  expect(answer.status).toBe(409);
  expect(answer.body).toMatchObject({ code: 'NOTICE_IN_FOOTER', message: m.noticeInFooter });
  expect(await noticeView(ctx.db, FOOTER_NOTICE_IDS.freeRefunds)).not.toBeNull();
});

test('a new question goes where it is put in its topic, the others move down; moved and deleted, the numbers close up', async () => {
  const numbers = async (topic = 'payment') =>
    (await listFaqEntries(ctx.db, 'retail')).filter((entry) => entry.topic === topic).map((entry) => [entry.position, entry.question]);
  const start = await numbers();
  expect(start.map(([position]) => position)).toEqual(start.map((_, i) => i + 1));

  const body = { faq: 'retail', topic: 'payment', position: 2, question: '현금영수증을 받을 수 있나요?', answer: '사업자 거래라 세금계산서로 발행합니다.', linkLabel: '', linkHref: '' };
  const created = await ctx.api('/admin/faq', { body, ...as() });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  expect(await numbers()).toEqual([start[0], [2, body.question], ...start.slice(1).map(([, q], i) => [i + 3, q])]);

  // On /faq-retail at once, under its topic, with its link once it has one.
  const linked = await ctx.api(`/admin/faq/${id}`, { method: 'PUT', body: { ...body, position: null, linkLabel: '세금계산서 안내', linkHref: '/faq-retail#faq-payment' }, ...as() });
  expect(linked.status).toBe(200);
  expect(linked.body).toMatchObject({ position: 2, link: { label: '세금계산서 안내', href: '/faq-retail#faq-payment' } });
  const topics = (await pageProps('/faq-retail')).props!.topics as Awaited<ReturnType<typeof faqTopics>>;
  expect(topics.find((topic) => topic.id === 'payment')!.items[1]).toEqual({ q: body.question, a: body.answer, link: { label: '세금계산서 안내', href: '/faq-retail#faq-payment' } });

  // Moved to another topic, last there: the payment numbers close up.
  const moved = await ctx.api(`/admin/faq/${id}`, { method: 'PUT', body: { ...body, topic: 'account', position: null }, ...as() });
  expect(moved.body.position).toBe((await numbers('account')).length);
  expect(await numbers()).toEqual(start);

  expect((await ctx.api(`/admin/faq/${id}`, { method: 'DELETE', ...as() })).status).toBe(200);
  expect((await numbers('account')).map(([position]) => position)).toEqual((await numbers('account')).map((_, i) => i + 1));
  expect((await auditOf('faq', id)).map((entry) => entry.action)).toEqual(['faq.create', 'faq.update', 'faq.update', 'faq.delete']);
  const [, edit] = await auditOf('faq', id);
  expect(edit.before).toMatchObject({ faq: '소매점 FAQ', topic: '결제', link: null });
  expect(edit.after).toMatchObject({ link: { label: '세금계산서 안내', href: '/faq-retail#faq-payment' } });
});

test('a question of the brand FAQ shows on /apply; a topic of the other FAQ is refused', async () => {
  const wrong = await ctx.api('/admin/faq', { body: { faq: 'brand', topic: 'payment', question: '질문', answer: '답변' }, ...as() });
  expect(wrong.status).toBe(400);
  expect(wrong.body).toMatchObject({ field: 'topic', message: m.topicRequired });
  const created = await ctx.api('/admin/faq', { body: { faq: 'brand', topic: 'brand-fee', question: '광고비가 따로 있나요?', answer: '없습니다.' }, ...as() });
  expect(created.status).toBe(201);
  const page = (await pageProps('/page/apply')).props!;
  expect((page.faq as { id: string; items: { q: string }[] }[]).find((topic) => topic.id === 'brand-fee')!.items.map((item) => item.q)).toContain('광고비가 따로 있나요?');
});

test('members never reach the editors: a retailer token is a 404, no session a 401', async () => {
  const retailer = await member(ctx.db);
  for (const [path, method] of [
    ['/admin/notices', 'POST'],
    [`/admin/notices/${FOOTER_NOTICE_IDS.certification}`, 'PUT'],
    [`/admin/notices/${FOOTER_NOTICE_IDS.certification}`, 'DELETE'],
    ['/admin/faq', 'POST'],
  ] as const) {
    expect((await ctx.api(path, { method, body: notice, token: retailer.token })).status).toBe(404);
    expect((await ctx.api(path, { method, body: notice })).status).toBe(401);
  }
  expect(await noticeView(ctx.db, FOOTER_NOTICE_IDS.certification)).not.toBeNull();
});
