import { InfoPage } from '@/components/ui/InfoPage';
import { faqRetailMessages } from '@/lib/content/faqRetail.messages';
import { FaqList } from '@/components/ui/FaqList';
import type { FaqTopic } from '@/lib/messages/faq';

const text = faqRetailMessages;

/** /faq-retail: how buying on the site works, by topic, searchable; every answer a rule the site applies. */
export function FaqRetailPage({ topics }: { topics: FaqTopic[] }) {
  return (
    <InfoPage title={text.title} description={text.description} path="/faq-retail">
      <FaqList topics={topics} />
    </InfoPage>
  );
}
