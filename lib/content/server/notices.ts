import type { NoticeInput } from '@/lib/content/content.contract';
import type { Notice, NoticeCategory, NoticeParagraph, NoticeSummary, NoticeView } from '@/lib/content/content.fields';
import { contentEditorMessages as m } from '@/lib/content/contentEditor.messages';
import { FOOTER_NOTICE_IDS } from '@/lib/content/routes';
import { recordAudit, type Actor } from '@/lib/server/audit';
import type { Db } from '@/lib/server/db';
import { DomainError, notFound } from '@/lib/server/errors';

/**
 * 공지사항 (docs/DECISIONS.md, FAQ and notices): the storefront reads them here (/notices, a
 * notice's page, the sitemap), the console writes them, each change in one transaction with its
 * audit entry. Newest first: by date, then by id (a later notice of the same day above).
 */

const summaryColumns = ['id', 'postedOn', 'category', 'title'] as const;

function summaryOf(row: { id: number; postedOn: string; category: string; title: string }): NoticeSummary {
  return { id: row.id, date: row.postedOn, category: row.category as NoticeCategory, title: row.title };
}

/** The stored paragraphs; a malformed body reads as none, so one bad row cannot break a page. */
function bodyOf(json: string): NoticeParagraph[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as NoticeParagraph[]).filter((paragraph) => typeof paragraph?.text === 'string') : [];
  } catch {
    return [];
  }
}

/** What is stored of a form's paragraphs: a link only where it has its words and its path. */
function paragraphsOf(input: NoticeInput): NoticeParagraph[] {
  return input.paragraphs.map(({ text, linkLabel, linkHref }) => (linkLabel && linkHref ? { text, link: { label: linkLabel, href: linkHref } } : { text }));
}

export async function listNotices(db: Db): Promise<NoticeSummary[]> {
  const rows = await db.selectFrom('notices').select(summaryColumns).orderBy('postedOn', 'desc').orderBy('id', 'desc').execute();
  return rows.map(summaryOf);
}

export async function findNotice(db: Db, id: number): Promise<Notice | null> {
  const row = await db.selectFrom('notices').select([...summaryColumns, 'body']).where('id', '=', id).executeTakeFirst();
  return row ? { ...summaryOf(row), body: bodyOf(row.body) } : null;
}

/** A notice with its neighbours in the list's order; null when there is none of that id. */
export async function noticeView(db: Db, id: number): Promise<NoticeView | null> {
  const notice = await findNotice(db, id);
  if (!notice) return null;
  const newer = await db
    .selectFrom('notices')
    .select(summaryColumns)
    .where((eb) => eb.or([eb('postedOn', '>', notice.date), eb.and([eb('postedOn', '=', notice.date), eb('id', '>', id)])]))
    .orderBy('postedOn', 'asc')
    .orderBy('id', 'asc')
    .executeTakeFirst();
  const older = await db
    .selectFrom('notices')
    .select(summaryColumns)
    .where((eb) => eb.or([eb('postedOn', '<', notice.date), eb.and([eb('postedOn', '=', notice.date), eb('id', '<', id)])]))
    .orderBy('postedOn', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return { notice, newer: newer ? summaryOf(newer) : null, older: older ? summaryOf(older) : null };
}

/** The fields of a notice the audit log keeps, as they were and as they became. */
const audited = (notice: Pick<Notice, 'category' | 'title' | 'date' | 'body'>) => ({ category: notice.category, title: notice.title, date: notice.date, body: notice.body });

export async function createNotice(db: Db, by: Actor, input: NoticeInput, now: Date): Promise<Notice> {
  const at = now.toISOString();
  const body = paragraphsOf(input);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('notices')
      .values({ category: input.category, title: input.title, body: JSON.stringify(body), postedOn: input.date, createdAt: at, updatedAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notice: Notice = { id, date: input.date, category: input.category, title: input.title, body };
    await recordAudit(trx, by, { action: 'notice.create', targetType: 'notice', targetId: id, summary: `공지 "${input.title}" 게시`, after: audited(notice) }, now);
    return notice;
  });
}

export async function updateNotice(db: Db, by: Actor, id: number, input: NoticeInput, now: Date): Promise<Notice> {
  const body = paragraphsOf(input);
  return db.transaction().execute(async (trx) => {
    const before = await findNotice(trx, id);
    if (!before) throw notFound(m.noticeNotFound);
    await trx
      .updateTable('notices')
      .set({ category: input.category, title: input.title, body: JSON.stringify(body), postedOn: input.date, updatedAt: now.toISOString() })
      .where('id', '=', id)
      .execute();
    const notice: Notice = { id, date: input.date, category: input.category, title: input.title, body };
    await recordAudit(trx, by, { action: 'notice.update', targetType: 'notice', targetId: id, summary: `공지 "${input.title}" 수정`, before: audited(before), after: audited(notice) }, now);
    return notice;
  });
}

/** Deletes a notice; those the footer links to are kept (their words can be changed). */
export async function deleteNotice(db: Db, by: Actor, id: number, now: Date): Promise<void> {
  if ((Object.values(FOOTER_NOTICE_IDS) as number[]).includes(id)) {
    if (!(await findNotice(db, id))) throw notFound(m.noticeNotFound);
    throw new DomainError(409, 'NOTICE_IN_FOOTER', m.noticeInFooter);
  }
  await db.transaction().execute(async (trx) => {
    const before = await findNotice(trx, id);
    if (!before) throw notFound(m.noticeNotFound);
    await trx.deleteFrom('notices').where('id', '=', id).execute();
    await recordAudit(trx, by, { action: 'notice.delete', targetType: 'notice', targetId: id, summary: `공지 "${before.title}" 삭제`, before: audited(before) }, now);
  });
}
