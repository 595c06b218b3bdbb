import { InfoPage } from '@/components/ui/InfoPage';
import { Section } from '@/components/ui/Section';
import { applicationMessages } from '@/lib/applications/applications.messages';
import { BrandApplicationSection } from './BrandApplicationSection';
import { BrandFaq } from './BrandFaq';
import { AdmittedNotice } from './AdmittedNotice';
import type { FaqTopic } from '@/lib/messages/faq';

const text = applicationMessages;

/** Who is looking at /apply (pages/page/apply.tsx decides it from the session). */
export type ApplyViewer = 'visitor' | 'retailer' | 'brand';

export interface ApplyPageProps {
  viewer: ApplyViewer;
  /** The brand FAQ's questions by topic (none for a brand user). */
  faq: FaqTopic[];
}

/**
 * /apply and /page/apply: brand admission, the brand FAQ between the part's
 * intro and its form, for visitors and retailers; a brand user, already
 * admitted, sees the way to the brand centre. A retailer's certification is
 * its own page (/page/certification).
 */
export function ApplyPage({ viewer, faq }: ApplyPageProps) {
  return (
    <InfoPage title={text.page.brandTitle} description={text.page.brandDescription} path="/page/apply">
      <Section id="apply-brand" title={text.brand.heading}>
        {viewer === 'brand' ? <AdmittedNotice /> : <BrandApplicationSection loggedIn={viewer !== 'visitor'} faq={<BrandFaq topics={faq} />} />}
      </Section>
    </InfoPage>
  );
}
