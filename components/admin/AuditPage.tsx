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
  // A deleted notice or question has no page left.
  if (entry.action.endsWith('.delete')) return null;
  if (entry.targetType === 'notice') return adminRoutes.notice(id);
  if (entry.targetType === 'faq') return adminRoutes.faqEntry(id);
  return null;
}

/** The most of a recorded text the log shows (a notice's body, an answer). */
const SHOWN_MAX = 80;

/** A recorded value in words: a link as its label and path, a notice's paragraphs as their texts. */
function wordsOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(wordsOf).join(' / ');
  if (typeof value === 'object' && value !== null) {
    const { text: words, label, href, link } = value as { text?: unknown; label?: unknown; href?: unknown; link?: unknown };
    if (typeof words === 'string') return link ? `${words} ${wordsOf(link)}` : words;
    if (typeof label === 'string') return `[${label} ${String(href)}]`;
    return JSON.stringify(value);
  }
  return String(value);
}

/** A recorded value as the log shows it: a status or role in Korean, a moment in Korea time, a long text cut. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return consoleMessages.none;
  const word = wordsOf(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(word)) return formatKstDateTime(word);
  const label = text.valueLabels[word] ?? word;
  return label.length > SHOWN_MAX ? `${label.slice(0, SHOWN_MAX)}…` : label;
}

/** `역할: 운영자 → 관리자` for each field the action changed (an edit lists only the fields it changed). */
function changes(entry: AuditEntryView): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter(
    (key) => !entry.before || !entry.after || JSON.stringify(entry.before[key]) !== JSON.stringify(entry.after[key]),
  );
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
