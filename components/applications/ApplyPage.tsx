import { InfoPage } from '@/components/ui/InfoPage';
import { Section } from '@/components/ui/Section';
import type { ApplicationView } from '@/lib/applications/applications.contract';
import { applicationMessages } from '@/lib/applications/applications.messages';
import { BrandApplicationSection } from './BrandApplicationSection';
import { BrandFaq } from './BrandFaq';
import { CertificationSection, CertifiedNotice } from './CertificationSection';

const text = applicationMessages;

/** Who is looking at /apply (pages/page/apply.tsx decides it from the session). */
export type ApplyViewer = 'visitor' | 'applicant' | 'certified' | 'brand';

export interface ApplyPageProps {
  viewer: ApplyViewer;
  /** The retailer's business as registered (retailers only). */
  account: { businessName: string; registrationNo: string } | null;
  /** The retailer's latest certification application. */
  certification: ApplicationView | null;
}

/**
 * /apply and /page/apply: an uncertified retailer's business certification
 * (the invalid-group redirect's target), and brand admission for visitors
 * and retailers below it. A certified retailer sees where to shop; a brand
 * user, the brand centre.
 */
export function ApplyPage({ viewer, account, certification }: ApplyPageProps) {
  // The brand FAQ sits between the brand part's intro and its form.
  const brandPart = <BrandApplicationSection loggedIn={viewer !== 'visitor'} faq={<BrandFaq />} />;

  if (viewer === 'visitor') {
    return (
      <InfoPage title={text.page.brandTitle} description={text.page.brandDescription} path="/page/apply">
        <Section id="apply-brand" title={text.brand.heading}>
          {brandPart}
        </Section>
      </InfoPage>
    );
  }

  return (
    <InfoPage title={text.page.title} description={text.page.description} path="/page/apply" noindex>
      <Section id="apply-certification" title={text.certification.heading}>
        {viewer === 'applicant' && account ? (
          <CertificationSection account={account} certification={certification} />
        ) : (
          <CertifiedNotice brand={viewer === 'brand'} />
        )}
      </Section>
      {viewer === 'brand' ? null : (
        <Section id="apply-brand" title={text.brand.retailerHeading}>
          {brandPart}
        </Section>
      )}
    </InfoPage>
  );
}
