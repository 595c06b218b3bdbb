import type { FaqKind, NoticeSummary } from '@/lib/content/content.fields';
import { FAQ_TOPICS } from '@/lib/content/faqTopics.messages';
import type { FaqTopic } from '@/lib/messages/faq';
import { initialFaqEntries, initialNotices } from '@/lib/server/db/migrations/0021_content.data';

/**
 * The notices and FAQs every database starts with (migration 0021), as the pages get them: for
 * the components' tests, which render them without a database.
 */

/** The initial notices, newest first, as /notices lists them. */
export const initialNoticeList: NoticeSummary[] = [...initialNotices]
  .sort((a, b) => b.postedOn.localeCompare(a.postedOn) || b.id - a.id)
  .map((notice) => ({ id: notice.id, date: notice.postedOn, category: notice.category as NoticeSummary['category'], title: notice.title }));

/** An FAQ's initial questions by topic, as its page gets them. */
export function initialFaqTopics(faq: FaqKind): FaqTopic[] {
  return FAQ_TOPICS[faq]
    .map((topic) => ({
      id: topic.id,
      title: topic.title,
      items: initialFaqEntries
        .filter((entry) => entry.faq === faq && entry.topic === topic.id)
        .map((entry) => (entry.linkLabel && entry.linkHref ? { q: entry.question, a: entry.answer, link: { label: entry.linkLabel, href: entry.linkHref } } : { q: entry.question, a: entry.answer })),
    }))
    .filter((topic) => topic.items.length > 0);
}
