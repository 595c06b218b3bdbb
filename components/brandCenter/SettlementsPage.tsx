import Link from '@/components/ui/Link';
import { AmountList } from '@/components/ui/AmountList';
import { EmptyState } from '@/components/ui/EmptyState';
import { Lead } from '@/components/ui/listPage';
import { TableHead } from '@/components/ui/TableHead';
import { brandCenterRoutes } from '@/lib/brandCenter/routes';
import type { OwnedBrand } from '@/lib/contract/users';
import { formatWon } from '@/lib/format';
import { formatRate } from '@/lib/settlement/commission';
import type { BrandSettlement } from '@/lib/settlement/settlement.contract';
import { settlementMessages as m } from '@/lib/settlement/settlement.messages';
import { figureRows } from '@/lib/settlement/statementRows';
import { BrandCenterLayout } from './BrandCenterLayout';
import { ReportHeading, ReportScroll, ReportTable } from './reportTable';
import styled from 'styled-components';
import { fontSizes, space } from '@/styles/theme';

const text = m.brand;

/**
 * /brand-center/settlements, 정산 내역: the terms (the rate, the schedule), what is owed now, the
 * period under way as it stands (예상), and every statement, newest first, each a link to its
 * entries and its Excel file.
 */
export function SettlementsPage({ brand, settlement }: { brand: OwnedBrand; settlement: BrandSettlement }) {
  const { open } = settlement;
  const columns = text.columns;
  return (
    <BrandCenterLayout brand={brand} section="settlements">
      <Lead>{text.lead(formatRate(settlement.rateBp))}</Lead>
      <Balance>{text.balanceLine(formatWon(settlement.balance))}</Balance>
      <AmountList
        title={text.open}
        rows={[...figureRows(open), [text.openTotal, open.carriedIn + open.net]]}
        total={text.openTotal}
      />
      <Lead>{text.openLead(open.firstDate, open.lastDate)}</Lead>
      <ReportHeading>{text.statements}</ReportHeading>
      {settlement.statements.length === 0 ? (
        <EmptyState>
          <p>{text.empty}</p>
        </EmptyState>
      ) : (
        <ReportScroll role="region" aria-label={text.statements} tabIndex={0}>
          <ReportTable>
            <caption>{text.statements}</caption>
            <TableHead columns={[columns.period, columns.status, columns.sales, columns.refunds, columns.commission, columns.payout, columns.carriedOut]} />
            <tbody>
              {settlement.statements.map((statement) => (
                <tr key={statement.id}>
                  <th scope="row">
                    <Link href={brandCenterRoutes.statement(statement.id)}>{m.period(statement.firstDate, statement.lastDate)}</Link>
                  </th>
                  <td data-label={columns.status}>{m.statuses[statement.status]}</td>
                  <td data-label={columns.sales}>{formatWon(statement.sales + statement.deliveryFees)}</td>
                  <td data-label={columns.refunds}>{formatWon(statement.refunds)}</td>
                  <td data-label={columns.commission}>{formatWon(statement.commission + statement.commissionVat)}</td>
                  <td data-label={columns.payout}>{formatWon(statement.payout)}</td>
                  <td data-label={columns.carriedOut}>{formatWon(statement.carriedOut)}</td>
                </tr>
              ))}
            </tbody>
          </ReportTable>
        </ReportScroll>
      )}
    </BrandCenterLayout>
  );
}

const Balance = styled.p`
  margin: 0 0 ${space.lg};
  font-size: ${fontSizes.xl};
  font-weight: 800;
`;
