import { AmountList } from '@/components/ui/AmountList';
import Link from '@/components/ui/Link';
import { Lead } from '@/components/ui/listPage';
import { adminRoutes } from '@/lib/admin/routes';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { formatKstDateTime } from '@/lib/kstDate';
import type { StatementDetail } from '@/lib/settlement/settlement.contract';
import { settlementMessages as m } from '@/lib/settlement/settlement.messages';
import { ENTRY_COLUMNS, entryCells, statementRows } from '@/lib/settlement/statementRows';
import { ConsoleLayout } from './ConsoleLayout';
import { Actions } from './Console.styles';
import { ListTable } from './ListTable';

export interface StatementPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  detail: StatementDetail;
}

/** /admin/settlements/{id}: a statement as its brand sees it: figures, status, entries and the Excel file. */
export function StatementPage({ operator, detail }: StatementPageProps) {
  const { statement, entries } = detail;
  return (
    <ConsoleLayout operator={operator} section="settlements" title={m.console.detailTitle(statement.id)}>
      <Lead>
        {statement.brandName} · {m.period(statement.firstDate, statement.lastDate)} · {m.statuses[statement.status]}
        {statement.paidAt ? ` · ${m.brand.paidAs(formatKstDateTime(statement.paidAt), statement.paidReference)}` : null}
      </Lead>
      <Actions>
        <a href={`/api/v1/admin/settlements/${statement.id}/export`} download>
          {m.brand.download}
        </a>
        <a href={`/api/v1/admin/settlements/${statement.id}/export?format=pdf`} download>
          {m.brand.downloadPdf}
        </a>
        <Link href={adminRoutes.brandSettlement(statement.brandId)}>{m.console.brandLinkLabel(statement.brandName)}</Link>
      </Actions>
      <AmountList title={m.brand.figures} rows={statementRows(statement)} total={m.figures.payout} />
      <h2>{m.brand.entries}</h2>
      <ListTable label={m.brand.entries} total={entries.length} columns={ENTRY_COLUMNS}>
        {entries.map((entry) => (
          <tr key={entry.id}>
            {entryCells(entry).map((cell, index) => (
              <td key={index} className={index === 5 ? 'number' : index === 3 || index === 6 ? 'wrap' : undefined}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </ListTable>
    </ConsoleLayout>
  );
}
