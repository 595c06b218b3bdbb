import { FaqEntriesPage } from '@/components/admin/FaqEntriesPage';
import { faqKindOf } from '@/lib/content/content.fields';
import { listFaqEntries } from '@/lib/content/server/faq';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin/faq[?faq=brand]: the retailer FAQ's questions (or the brand FAQ's), to edit. */
export const getServerSideProps = consolePage('operator', async ({ db, query }) => {
  const faq = faqKindOf(query.faq);
  return { props: { faq, entries: await listFaqEntries(db, faq) } };
});

export default FaqEntriesPage;
