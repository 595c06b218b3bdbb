import type { FaqEntryInput } from '@/lib/content/content.contract';
import type { FaqEntry, FaqKind } from '@/lib/content/content.fields';
import { contentEditorMessages as m } from '@/lib/content/contentEditor.messages';
import { FAQ_TOPICS, faqKindLabels } from '@/lib/content/faqTopics.messages';
import type { FaqTopic } from '@/lib/messages/faq';
import { recordAudit, type Actor } from '@/lib/server/audit';
import type { Db } from '@/lib/server/db';
import { notFound } from '@/lib/server/errors';

/**
 * The two FAQs' questions (docs/DECISIONS.md, FAQ and notices): the storefront reads them by
 * topic (/faq-retail, /apply), the console writes them, each change in one transaction with its
 * audit entry. A topic's questions are numbered 1, 2, … without gaps: a question put at a place
 * moves those from there one down, and one taken out closes its gap.
 */

type Row = { id: number; faq: string; topic: string; position: number; question: string; answer: string; linkLabel: string | null; linkHref: string | null; updatedAt: string };

const columns = ['id', 'faq', 'topic', 'position', 'question', 'answer', 'linkLabel', 'linkHref', 'updatedAt'] as const;

function entryOf(row: Row): FaqEntry {
  return {
    id: row.id,
    faq: row.faq as FaqKind,
    topic: row.topic,
    position: row.position,
    question: row.question,
    answer: row.answer,
    link: row.linkLabel && row.linkHref ? { label: row.linkLabel, href: row.linkHref } : null,
    updatedAt: row.updatedAt,
  };
}

/** The order of the code's topics, then each topic's positions. */
function byTopicOrder(faq: FaqKind, entries: FaqEntry[]): FaqEntry[] {
  const rank = new Map<string, number>(FAQ_TOPICS[faq].map((topic, index) => [topic.id, index]));
  return entries.sort((a, b) => (rank.get(a.topic) ?? 99) - (rank.get(b.topic) ?? 99) || a.position - b.position || a.id - b.id);
}

/** Every question of one FAQ, in the order its page shows them (the console's list). */
export async function listFaqEntries(db: Db, faq: FaqKind): Promise<FaqEntry[]> {
  const rows = await db.selectFrom('faqEntries').select(columns).where('faq', '=', faq).execute();
  return byTopicOrder(faq, rows.map(entryOf));
}

/** The FAQ's page: its topics in order with their questions; a topic with none is left out. */
export async function faqTopics(db: Db, faq: FaqKind): Promise<FaqTopic[]> {
  const entries = await listFaqEntries(db, faq);
  return FAQ_TOPICS[faq]
    .map((topic) => ({
      id: topic.id,
      title: topic.title,
      items: entries.filter((entry) => entry.topic === topic.id).map((entry) => (entry.link ? { q: entry.question, a: entry.answer, link: entry.link } : { q: entry.question, a: entry.answer })),
    }))
    .filter((topic) => topic.items.length > 0);
}

export async function findFaqEntry(db: Db, id: number): Promise<FaqEntry | null> {
  const row = await db.selectFrom('faqEntries').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? entryOf(row) : null;
}

/**
 * Numbers a topic's questions again, 1 to n: `entryId` (when given) goes to `position` (clamped to
 * the list; null: last), the others keep their order. Writes only the rows whose number changed
 * (a question moved by another keeps its date of change).
 */
async function renumber(trx: Db, faq: string, topic: string, entryId?: number, position?: number | null): Promise<void> {
  const rows = await trx.selectFrom('faqEntries').select(['id', 'position']).where('faq', '=', faq).where('topic', '=', topic).orderBy('position').orderBy('id').execute();
  const ids = rows.map((row) => row.id).filter((id) => id !== entryId);
  if (entryId !== undefined) {
    const place = position === null || position === undefined ? ids.length : Math.min(Math.max(position, 1), ids.length + 1) - 1;
    ids.splice(place, 0, entryId);
  }
  const current = new Map(rows.map((row) => [row.id, row.position]));
  for (const [index, id] of ids.entries()) {
    if (current.get(id) !== index + 1) await trx.updateTable('faqEntries').set({ position: index + 1 }).where('id', '=', id).execute();
  }
}

/** What the audit log keeps of a question: its FAQ and topic by their Korean names, so the log reads without the code. */
const audited = (entry: Pick<FaqEntry, 'faq' | 'topic' | 'position' | 'question' | 'answer' | 'link'>) => ({
  faq: faqKindLabels[entry.faq],
  topic: FAQ_TOPICS[entry.faq].find((topic) => topic.id === entry.topic)?.title ?? entry.topic,
  position: entry.position,
  question: entry.question,
  answer: entry.answer,
  link: entry.link,
});

const linkColumns = (input: FaqEntryInput) => (input.linkLabel && input.linkHref ? { linkLabel: input.linkLabel, linkHref: input.linkHref } : { linkLabel: null, linkHref: null });

async function readBack(trx: Db, id: number): Promise<FaqEntry> {
  const entry = await findFaqEntry(trx, id);
  if (!entry) throw notFound(m.faqNotFound);
  return entry;
}

export async function createFaqEntry(db: Db, by: Actor, input: FaqEntryInput, now: Date): Promise<FaqEntry> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('faqEntries')
      // Past every number until it is placed.
      .values({ faq: input.faq, topic: input.topic, position: 1_000_000, question: input.question, answer: input.answer, ...linkColumns(input), createdAt: at, updatedAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await renumber(trx, input.faq, input.topic, id, input.position);
    const entry = await readBack(trx, id);
    await recordAudit(trx, by, { action: 'faq.create', targetType: 'faq', targetId: id, summary: `FAQ 질문 "${entry.question}" 게시`, after: audited(entry) }, now);
    return entry;
  });
}

export async function updateFaqEntry(db: Db, by: Actor, id: number, input: FaqEntryInput, now: Date): Promise<FaqEntry> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await findFaqEntry(trx, id);
    if (!before) throw notFound(m.faqNotFound);
    await trx
      .updateTable('faqEntries')
      .set({ faq: input.faq, topic: input.topic, question: input.question, answer: input.answer, ...linkColumns(input), updatedAt: at })
      .where('id', '=', id)
      .execute();
    const moved = before.faq !== input.faq || before.topic !== input.topic;
    if (moved) await renumber(trx, before.faq, before.topic);
    await renumber(trx, input.faq, input.topic, id, input.position ?? (moved ? null : before.position));
    const entry = await readBack(trx, id);
    await recordAudit(trx, by, { action: 'faq.update', targetType: 'faq', targetId: id, summary: `FAQ 질문 "${entry.question}" 수정`, before: audited(before), after: audited(entry) }, now);
    return entry;
  });
}

export async function deleteFaqEntry(db: Db, by: Actor, id: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findFaqEntry(trx, id);
    if (!before) throw notFound(m.faqNotFound);
    await trx.deleteFrom('faqEntries').where('id', '=', id).execute();
    await renumber(trx, before.faq, before.topic);
    await recordAudit(trx, by, { action: 'faq.delete', targetType: 'faq', targetId: id, summary: `FAQ 질문 "${before.question}" 삭제`, before: audited(before) }, now);
  });
}
