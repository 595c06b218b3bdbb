import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { textLink } from '@/components/ui/textLink';
import { AmountList } from '@/components/ui/AmountList';
import { Lead } from '@/components/ui/listPage';
import { TableHead } from '@/components/ui/TableHead';
import { brandCenterRoutes } from '@/lib/brandCenter/routes';
import type { OwnedBrand } from '@/lib/contract/users';
import { formatKstDateTime } from '@/lib/kstDate';
import type { StatementDetail } from '@/lib/settlement/settlement.contract';
import { settlementMessages as m } from '@/lib/settlement/settlement.messages';
import { ENTRY_COLUMNS, entryCells, statementRows } from '@/lib/settlement/statementRows';
import { space } from '@/styles/theme';
import { BrandCenterLayout } from './BrandCenterLayout';
import { ReportHeading, ReportScroll, ReportTable } from './reportTable';

const text = m.brand;

/** /brand-center/settlements/{id}: a statement's figures, its status, its Excel file and every entry of its period. */
export function StatementPage({ brand, detail }: { brand: OwnedBrand; detail: StatementDetail }) {
  const { statement, entries } = detail;
  const period = m.period(statement.firstDate, statement.lastDate);
  return (
    <BrandCenterLayout brand={brand} section="settlements" title={text.statementTitle(period)}>
      <Lead>
        {m.statuses[statement.status]}
        {statement.paidAt ? ` · ${text.paidAs(formatKstDateTime(statement.paidAt), statement.paidReference)}` : null}
      </Lead>
      <Links>
        <a href={`/api/v1/brands/settlements/${statement.id}/export`} download>
          {text.download}
        </a>
        <a href={`/api/v1/brands/settlements/${statement.id}/export?format=pdf`} download>
          {text.downloadPdf}
        </a>
        <Link href={brandCenterRoutes.settlements}>{text.back}</Link>
      </Links>
      <AmountList title={text.figures} rows={statementRows(statement)} total={m.figures.payout} />
      <ReportHeading>{text.entries}</ReportHeading>
      <ReportScroll role="region" aria-label={text.entries} tabIndex={0}>
        <ReportTable>
          <caption>{text.entries}</caption>
          <TableHead columns={ENTRY_COLUMNS} />
          <tbody>
            {entries.map((entry) => {
              const [at, ...cells] = entryCells(entry);
              return (
                <tr key={entry.id}>
                  <th scope="row">{at}</th>
                  {cells.map((cell, index) => (
                    <td key={index} data-label={ENTRY_COLUMNS[index + 1]}>
                      {cell}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </ReportTable>
      </ReportScroll>
    </BrandCenterLayout>
  );
}

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.lg};
  margin: 0 0 ${space.lg};

  a {
    ${textLink};
  }
`;
