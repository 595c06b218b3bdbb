import Link from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import { DefinitionList } from '@/components/ui/DefinitionList';
import { StatusBadge } from '@/components/ui/StatusBadge';
import type { ApplicationView } from '@/lib/applications/applications.contract';
import { formatRegistrationNo } from '@/lib/account/accountFields';
import { ALL_CATEGORY_ID, shopPath } from '@/lib/catalog/categories';
import { listMyApplications } from '@/lib/applications/client/applications';
import { browser } from '@/lib/client/browser';
import { formatKstDate } from '@/lib/kstDate';
import { routes } from '@/lib/site';
import { applicationMessages } from '@/lib/applications/applications.messages';
import { fileSize } from './ApplyFileUpload';
import { AdmittedNotice } from './AdmittedNotice';
import { CertificationForm } from './CertificationForm';
import { FileLinks, Lead, Links, Note, Panel, TitleRow } from './Apply.styles';

const text = applicationMessages.certification;

export interface CertificationSectionProps {
  account: { businessName: string; registrationNo: string };
  /** The latest certification application, read by the page's loader. */
  certification: ApplicationView | null;
}

/**
 * An uncertified retailer's certification: why and what to send (no
 * application yet), the status while it is reviewed, or the operator's reason
 * with a new form after a rejection. The status reads without JavaScript
 * (the loader's); when the tab comes back while the application is pending,
 * GET /applications is read again: a rejection shows at once, an approval
 * reloads the page so the whole shop knows the retailer is certified.
 */
export function CertificationSection({ account, certification }: CertificationSectionProps) {
  const [latest, setLatest] = useState<ApplicationView | null>(certification);
  const pending = latest?.status === 'pending';

  useEffect(() => {
    if (!pending) return;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      listMyApplications()
        .then(({ items }) => {
          const current = items.find((item) => item.kind === 'certification') ?? null;
          if (current?.status === 'approved') browser.reload();
          else if (current && current.status !== 'pending') setLatest(current);
        })
        // A failed check changes nothing: the status shown is still the last one read.
        .catch(() => undefined);
    };
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [pending]);

  if (latest?.status === 'pending') return <PendingStatus application={latest} />;

  return (
    <Panel>
      {latest?.status === 'rejected' ? (
        <>
          <TitleRow>
            <h3>{text.rejectedTitle}</h3>
            <StatusBadge $tone="closed">{text.rejectedBadge}</StatusBadge>
          </TitleRow>
          <DefinitionList
            rows={[
              { label: text.submittedAt, value: formatKstDate(latest.createdAt) },
              { label: text.reason, value: latest.reason },
            ]}
          />
          <Lead>{text.resubmit}</Lead>
        </>
      ) : (
        <Lead>{text.why}</Lead>
      )}
      <div>
        <h3 className="sub">{text.account}</h3>
        <DefinitionList
          rows={[
            { label: text.businessName, value: account.businessName },
            { label: text.registrationNo, value: formatRegistrationNo(account.registrationNo) },
          ]}
        />
        <Note>{text.accountNote}</Note>
      </div>
      <CertificationForm onSubmitted={setLatest} />
    </Panel>
  );
}

function PendingStatus({ application }: { application: ApplicationView }) {
  return (
    <Panel aria-live="polite">
      <TitleRow>
        <h3>{text.pendingTitle}</h3>
        <StatusBadge $tone="waiting">{text.pendingBadge}</StatusBadge>
      </TitleRow>
      <DefinitionList
        rows={[
          { label: text.submittedAt, value: formatKstDate(application.createdAt) },
          {
            label: text.files,
            value: (
              <FileLinks>
                {application.files.map((file) => (
                  <li key={file.key}>
                    <a href={file.url} target="_blank" rel="noreferrer">
                      {file.fileName}
                    </a>
                    <span>({fileSize(file.size)})</span>
                  </li>
                ))}
              </FileLinks>
            ),
          },
        ]}
      />
      <Lead>{text.reviewTime}</Lead>
      <div>
        <h3 className="sub">{text.meanwhile}</h3>
        <Links>
          <li>
            <Link href={routes.faq}>{text.meanwhileFaq}</Link>
          </li>
          <li>
            <Link href="/terms">{text.meanwhileTerms}</Link>
          </li>
          <li>
            <Link href="/privacy">{text.meanwhilePrivacy}</Link>
          </li>
        </Links>
        <Note>{text.meanwhileCatalogue}</Note>
      </div>
    </Panel>
  );
}

/** A certified retailer, or a brand user: where to go instead. */
export function CertifiedNotice({ brand }: { brand: boolean }) {
  if (brand) return <AdmittedNotice />;
  return (
    <Panel>
      <TitleRow>
        <h3>{text.validTitle}</h3>
        <StatusBadge $tone="done">{applicationMessages.status.approved}</StatusBadge>
      </TitleRow>
      <Lead>{text.validBody}</Lead>
      <Links>
        <li>
          <Link href={shopPath(ALL_CATEGORY_ID)}>{text.shop}</Link>
        </li>
      </Links>
    </Panel>
  );
}
