import { useState } from 'react';
import styled from 'styled-components';
import Link from '@/components/ui/Link';
import { Button } from '@/components/ui/Button';
import { DefinitionList } from '@/components/ui/DefinitionList';
import { Status } from '@/components/ui/listPage';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { TextField } from '@/components/ui/TextField';
import { applicationReviewMessages as text, consoleMessages } from '@/lib/admin/admin.messages';
import { consoleCalls } from '@/lib/admin/client/console';
import { useReload } from '@/lib/admin/client/useReload';
import { adminRoutes } from '@/lib/admin/routes';
import { formatRegistrationNo } from '@/lib/account/accountFields';
import type { ApplicationDetail, ApplicationSummary, BusinessStatus } from '@/lib/applications/applications.contract';
import type { ApprovalResult } from '@/lib/applications/applications.contract';
import { useForm } from '@/lib/client/form';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { formatKstDateTime } from '@/lib/kstDate';
import { formatPhone } from '@/lib/format';
import { ConsoleLayout } from './ConsoleLayout';
import { Actions, Columns, Panel, Secret, Stack } from './Console.styles';
import { colors, radii, space } from '@/styles/theme';

export interface ApplicationPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  application: ApplicationDetail;
  categoryName: string | null;
  history: ApplicationSummary[];
  businessStatus: BusinessStatus;
}

const TONES = { pending: 'waiting', approved: 'done', rejected: 'closed' } as const;
const fileUrl = (id: number, key: string) => `/api/v1/admin/applications/${id}/files/${encodeURIComponent(key)}`;

function statusNote(status: BusinessStatus): string | null {
  if (status.source === 'nts') return status.detail || null;
  return status.detail === 'unreachable' ? text.unreachable : text.checksumOnly;
}

/**
 * /admin/applications/{id}: everything the applicant sent, the licence shown
 * in the page (a PDF opens through a download), the business's status, the
 * applicant's other applications, and, while it waits, approve (with a note)
 * or reject (with the reason the applicant reads).
 */
export function ApplicationPage({ operator, application, categoryName, history, businessStatus }: ApplicationPageProps) {
  const reload = useReload();
  const [approval, setApproval] = useState<ApprovalResult | null>(null);
  const [notice, setNotice] = useState('');
  const approveForm = useForm({ initial: { note: '' }, onChange: 'clear' });
  const rejectForm = useForm({ initial: { reason: '' }, onChange: 'clear', order: ['reason'] });
  const name = application.kind === 'brand' ? application.brandName : application.businessName;

  const approve = approveForm.handleSubmit(async ({ note }) => {
    const result = await consoleCalls.approve(application.id, note.trim());
    setApproval(result);
    setNotice(result.kind === 'brand' ? text.approvedBrand(result.email) : text.approvedCertification(result.email));
    await reload();
  });
  const reject = rejectForm.handleSubmit(async ({ reason }) => {
    await consoleCalls.reject(application.id, reason.trim());
    setNotice(text.rejected);
    await reload();
  });

  const f = text.fields;
  const rows = [
    { label: f.kind, value: text.kinds[application.kind] },
    { label: f.status, value: <StatusBadge $tone={TONES[application.status]}>{text.statuses[application.status]}</StatusBadge> },
    { label: f.createdAt, value: formatKstDateTime(application.createdAt) },
    ...(application.decidedAt ? [{ label: f.decidedAt, value: formatKstDateTime(application.decidedAt) }] : []),
    ...(application.decisionNote ? [{ label: f.decisionNote, value: application.decisionNote }] : []),
    ...(application.userEmail ? [{ label: f.user, value: application.userEmail }] : []),
    { label: f.businessName, value: application.businessName },
    { label: f.registrationNo, value: formatRegistrationNo(application.registrationNo) },
    ...(application.kind === 'brand'
      ? [
          { label: f.brandName, value: application.brandName },
          { label: f.category, value: categoryName ?? consoleMessages.none },
          { label: f.contactName, value: application.contactName },
          { label: f.contactPhone, value: formatPhone(application.contactPhone) },
          { label: f.contactEmail, value: application.contactEmail },
          { label: f.website, value: application.website || consoleMessages.none },
        ]
      : []),
    { label: f.message, value: application.message || consoleMessages.none },
  ];

  return (
    <ConsoleLayout operator={operator} section="applications" title={text.detailTitle(application.id)} actions={<Link href={adminRoutes.applications}>{text.back}</Link>}>
      <Status role="status">{notice}</Status>
      {approval?.kind === 'brand' ? (
        <Panel>
          <h2>{text.temporaryPassword}</h2>
          <Secret>{approval.temporaryPassword}</Secret>
        </Panel>
      ) : null}
      <Columns>
        <div>
          <Panel aria-labelledby="application-fields">
            <h2 id="application-fields">{name}</h2>
            <DefinitionList rows={rows} />
          </Panel>
          <Panel aria-labelledby="application-files">
            <h2 id="application-files">{text.files}</h2>
            {application.attachments.length === 0 ? <p>{text.noFiles}</p> : null}
            <Files>
              {application.attachments.map((file) => (
                <li key={file.key}>
                  {file.mimeType === 'application/pdf' ? (
                    <a href={fileUrl(application.id, file.key)} download={file.fileName}>
                      {text.openPdf(file.fileName)}
                    </a>
                  ) : (
                    <a href={fileUrl(application.id, file.key)} target="_blank" rel="noreferrer">
                      {/* eslint-disable-next-line @next/next/no-img-element -- a private document, served by the console's own route */}
                      <img src={fileUrl(application.id, file.key)} alt={text.imageAlt(file.fileName)} />
                    </a>
                  )}
                </li>
              ))}
            </Files>
          </Panel>
        </div>
        <div>
          <Panel aria-labelledby="business-status">
            <h2 id="business-status">{text.businessStatus}</h2>
            <p>
              <strong>{text.states[businessStatus.state]}</strong>
            </p>
            {statusNote(businessStatus) ? <p>{statusNote(businessStatus)}</p> : null}
          </Panel>
          {application.status === 'pending' ? (
            <Panel aria-labelledby="decide">
              <h2 id="decide">{text.decide}</h2>
              <Stack>
                <form noValidate onSubmit={approve}>
                  <Stack>
                    <TextField label={text.note} {...approveForm.textField('note')} maxLength={500} />
                    {approveForm.formError ? <p role="alert">{approveForm.formError}</p> : null}
                    <Actions>
                      <Button type="submit" $size="lg" disabled={approveForm.busy || rejectForm.busy}>
                        {text.approve}
                      </Button>
                    </Actions>
                  </Stack>
                </form>
                <form noValidate onSubmit={reject}>
                  <Stack>
                    <TextField label={text.reason} {...rejectForm.textField('reason')} maxLength={500} required />
                    {rejectForm.formError ? <p role="alert">{rejectForm.formError}</p> : null}
                    <Actions>
                      <Button type="submit" $variant="secondary" $size="lg" disabled={approveForm.busy || rejectForm.busy}>
                        {text.reject}
                      </Button>
                    </Actions>
                  </Stack>
                </form>
              </Stack>
            </Panel>
          ) : null}
          <Panel aria-labelledby="history">
            <h2 id="history">{text.history}</h2>
            {history.length === 0 ? (
              <p>{text.noHistory}</p>
            ) : (
              <ul>
                {history.map((item) => (
                  <li key={item.id}>
                    <Link href={adminRoutes.application(item.id)}>
                      {text.detailTitle(item.id)} · {text.kinds[item.kind]} · {text.statuses[item.status]} · {formatKstDateTime(item.createdAt)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </Columns>
    </ConsoleLayout>
  );
}

const Files = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.primary};
    font-weight: 700;
  }

  img {
    display: block;
    max-width: 100%;
    max-height: 640px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
  }
`;
