import { FaqEditorPage, type FaqEditorPageProps } from '@/components/admin/FaqEditorPage';
import { faqKindOf } from '@/lib/content/content.fields';
import { FAQ_TOPICS } from '@/lib/content/faqTopics.messages';
import { findFaqEntry, listFaqEntries } from '@/lib/content/server/faq';
import { idParam } from '@/lib/contract/queryParams';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin/faq/{id}: a question's editor; /admin/faq/new?faq=retail|brand&topic=…: a new one's. */
export const getServerSideProps = consolePage('operator', async ({ db, params, query }) => {
  const id = params?.id === 'new' ? null : idParam(params?.id);
  const entry = id === null ? null : await findFaqEntry(db, id);
  if (params?.id !== 'new' && !entry) return { notFound: true };
  const faq = entry?.faq ?? faqKindOf(query.faq);
  const topics: readonly { id: string }[] = FAQ_TOPICS[faq];
  const topic = entry?.topic ?? (topics.some((choice) => choice.id === query.topic) ? String(query.topic) : topics[0].id);
  const counts: Record<string, number> = {};
  for (const item of await listFaqEntries(db, faq)) counts[item.topic] = (counts[item.topic] ?? 0) + 1;
  return { props: { faq, entry, topic, counts } };
});

/** A new editor for each question (after a new one is saved, its own page opens). */
export default function FaqEditor(props: FaqEditorPageProps) {
  return <FaqEditorPage key={props.entry?.id ?? 'new'} {...props} />;
}
