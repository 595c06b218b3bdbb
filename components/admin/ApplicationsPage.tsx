import Link from '@/components/ui/Link';
import { FilterChips } from '@/components/ui/listPage';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { applicationReviewMessages as text } from '@/lib/admin/admin.messages';
import { APPLICATION_STATUSES, listHref } from '@/lib/admin/consoleQueries';
import { adminRoutes } from '@/lib/admin/routes';
import type { ApplicationKind, ApplicationStatus, ApplicationSummary } from '@/lib/applications/applications.contract';
import { formatRegistrationNo } from '@/lib/account/accountFields';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { formatKstDateTime } from '@/lib/kstDate';
import { ConsoleLayout } from './ConsoleLayout';
import { ListTable } from './ListTable';


export interface ApplicationsPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  status: ApplicationStatus | 'all';
  kind: ApplicationKind | null;
  items: ApplicationSummary[];
}

const TONES = { pending: 'waiting', approved: 'done', rejected: 'closed' } as const;

/** The list's URL: pending is the default status, every kind the default kind. */
const hrefOf = (status: ApplicationStatus | 'all', kind: ApplicationKind | null) =>
  listHref(adminRoutes.applications, { status: status === 'pending' ? undefined : status, kind: kind ?? undefined });

/** /admin/applications: certification and brand admission, waiting ones first, oldest of them first to decide. */
export function ApplicationsPage({ operator, status, kind, items }: ApplicationsPageProps) {
  return (
    <ConsoleLayout operator={operator} section="applications">
      <FilterChips aria-label={text.columns.kind}>
        {[null, 'certification' as const, 'brand' as const].map((value) => (
          <Link key={value ?? 'all'} href={hrefOf(status, value)} aria-current={value === kind ? 'page' : undefined}>
            {value ? text.kinds[value] : text.statuses.all}
          </Link>
        ))}
      </FilterChips>
      <FilterChips aria-label={text.columns.status}>
        {APPLICATION_STATUSES.map((value) => (
          <Link key={value} href={hrefOf(value, kind)} aria-current={value === status ? 'page' : undefined}>
            {text.statuses[value]}
          </Link>
        ))}
      </FilterChips>
      <ListTable label={text.title} total={items.length} columns={[text.columns.id, text.columns.kind, text.columns.name, text.columns.registrationNo, text.columns.email, text.columns.files, text.columns.createdAt, text.columns.status]}>
        {items.map((item) => (
          <tr key={item.id}>
            <td>
              <Link href={adminRoutes.application(item.id)}>{item.id}</Link>
            </td>
            <td>{text.kinds[item.kind]}</td>
            <td className="wrap">
              <Link href={adminRoutes.application(item.id)}>{item.name}</Link>
            </td>
            <td>{formatRegistrationNo(item.registrationNo)}</td>
            <td>{item.email}</td>
            <td className="number">{item.files}</td>
            <td>{formatKstDateTime(item.createdAt)}</td>
            <td>
              <StatusBadge $tone={TONES[item.status]}>{text.statuses[item.status]}</StatusBadge>
            </td>
          </tr>
        ))}
      </ListTable>
    </ConsoleLayout>
  );
}
