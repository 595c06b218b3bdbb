import { useRouter } from 'next/router';
import Link from '@/components/ui/Link';
import { Lead, Status } from '@/components/ui/listPage';
import { adminRoutes } from '@/lib/admin/routes';
import { contentEditorMessages as text } from '@/lib/content/contentEditor.messages';
import type { NoticeSummary } from '@/lib/content/content.fields';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { ConsoleLayout } from './ConsoleLayout';
import { ListTable } from './ListTable';
import { NewLink } from './Console.styles';

const t = text.notices;

export interface NoticesPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  notices: NoticeSummary[];
}

/** /admin/notices: every notice as /notices lists them, newest first; each opens its editor. */
export function NoticesPage({ operator, notices }: NoticesPageProps) {
  const { query } = useRouter();
  return (
    <ConsoleLayout operator={operator} section="notices" actions={<NewLink href={adminRoutes.notice('new')}>{t.create}</NewLink>}>
      <Lead>{t.lead}</Lead>
      <Status role="status">{query.deleted ? text.deleted : ''}</Status>
      <ListTable label={t.listLabel} total={notices.length} columns={[t.columns.date, t.columns.category, t.columns.title]} empty={t.empty}>
        {notices.map((notice) => (
          <tr key={notice.id}>
            <td>{notice.date.replaceAll('-', '.')}</td>
            <td>{notice.category}</td>
            <td className="wrap">
              <Link href={adminRoutes.notice(notice.id)}>{notice.title}</Link>
            </td>
          </tr>
        ))}
      </ListTable>
    </ConsoleLayout>
  );
}
