import { InfoPage } from '@/components/ui/InfoPage';
import { Section } from '@/components/ui/Section';
import type { ApplicationView } from '@/lib/applications/applications.contract';
import { applicationMessages } from '@/lib/applications/applications.messages';
import { CertificationSection, CertifiedNotice } from './CertificationSection';

const text = applicationMessages;

export interface CertificationPageProps {
  /** An uncertified retailer, a certified one, or a brand user (pages/page/certification.tsx). */
  viewer: 'applicant' | 'certified' | 'brand';
  /** The retailer's business as registered (retailers only). */
  account: { businessName: string; registrationNo: string } | null;
  /** An uncertified retailer's latest certification application. */
  certification: ApplicationView | null;
}

/**
 * /page/certification: an uncertified retailer sends the business licence and
 * follows the review; a certified retailer sees where to shop, a brand user
 * the brand centre. Brand admission is its own page (/page/apply).
 */
export function CertificationPage({ viewer, account, certification }: CertificationPageProps) {
  return (
    <InfoPage title={text.page.certificationTitle} description={text.page.certificationDescription} path="/page/certification" noindex>
      <Section id="certification" title={viewer === 'applicant' ? text.certification.applyHeading : text.certification.statusHeading}>
        {viewer === 'applicant' && account ? (
          <CertificationSection account={account} certification={certification} />
        ) : (
          <CertifiedNotice brand={viewer === 'brand'} />
        )}
      </Section>
    </InfoPage>
  );
}

export default CertificationPage;
