import { Button } from '@/components/ui/Button';
import { Lead } from '@/components/ui/listPage';
import { Pagination } from '@/components/ui/Pagination';
import Link from '@/components/ui/Link';
import type { AuditEntryView, AuditList, AuditQuery } from '@/lib/admin/admin.contract';
import { auditActionLabels, auditMessages as text, consoleMessages } from '@/lib/admin/admin.messages';
import { listHref } from '@/lib/admin/consoleQueries';
import { adminRoutes } from '@/lib/admin/routes';
import { AUDIT_TARGET_TYPES, type ConsoleProps, type OperatorIdentity } from '@/lib/contract/operators';
import { formatKstDateTime } from '@/lib/kstDate';
import { ConsoleLayout } from './ConsoleLayout';
import { ListTable } from './ListTable';
import { ChoiceFilter, PeriodInputs, TextSearch } from './SearchFields';
import { SearchForm } from './Console.styles';

export interface AuditPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  query: AuditQuery;
  list: AuditList;
}

/** Where an entry's target is shown in the console, when it has a page. */
function targetHref(entry: AuditEntryView): string | null {
  const id = Number(entry.targetId);
  if (entry.targetType === 'application') return adminRoutes.application(id);
  if (entry.targetType === 'order') return adminRoutes.order(id);
  return null;
}

/** A recorded value as the log shows it: a status or role in Korean, a moment in Korea time. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return consoleMessages.none;
  const word = String(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(word)) return formatKstDateTime(word);
  return text.valueLabels[word] ?? word;
}

/** `역할: 운영자 → 관리자` for each field the action changed. */
function changes(entry: AuditEntryView): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys.map((key) => `${text.fieldLabels[key] ?? key}: ${shown(entry.before?.[key])} → ${shown(entry.after?.[key])}`).join(', ');
}

/** /admin/audit: every operator action, newest first; read only. */
export function AuditPage({ operator, query, list }: AuditPageProps) {
  const hrefFor = (page: number) => listHref(adminRoutes.audit, { ...query, page });
  return (
    <ConsoleLayout operator={operator} section="audit">
      <Lead>{text.lead}</Lead>
      <SearchForm role="search" aria-label={text.title} action={adminRoutes.audit} method="get">
        <TextSearch label={text.q} value={query.q} />
        <ChoiceFilter name="targetType" label={text.targetType} anyLabel={text.anyTarget} value={query.targetType} options={AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: text.targets[type] }))} />
        <PeriodInputs from={query.from} to={query.to} labels={text} />
        <Button type="submit" $size="lg">
          {consoleMessages.search}
        </Button>
      </SearchForm>
      <ListTable label={text.title} total={list.total} columns={[text.columns.at, text.columns.actor, text.columns.action, text.columns.target, text.columns.summary]}>
        {list.items.map((entry) => {
          const href = targetHref(entry);
          const target = `${text.targets[entry.targetType] ?? entry.targetType} ${entry.targetId}`;
          return (
            <tr key={entry.id}>
              <td>{formatKstDateTime(entry.createdAt)}</td>
              <td>{text.actors[entry.actor] ?? entry.actor}</td>
              <td>{auditActionLabels[entry.action] ?? entry.action}</td>
              <td>{href ? <Link href={href}>{target}</Link> : target}</td>
              <td className="wrap">
                {entry.summary}
                {entry.reason ? (
                  <>
                    <br />
                    {text.reason}: {entry.reason}
                  </>
                ) : null}
                {entry.before || entry.after ? (
                  <>
                    <br />
                    {text.changes}: {changes(entry)}
                  </>
                ) : null}
              </td>
            </tr>
          );
        })}
      </ListTable>
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={hrefFor} />
    </ConsoleLayout>
  );
}
