import { formatWon } from '@/lib/format';
import { formatKstDateTime } from '@/lib/kstDate';
import { formatRate } from './commission';
import type { LedgerEntryView, StatementSummary } from './settlement.contract';
import { settlementMessages as m } from './settlement.messages';

/** The figures of a statement, one per row, as its page lists them. */
export function statementRows(statement: StatementSummary): [string, number][] {
  const f = m.figures;
  return [
    [f.carriedIn, statement.carriedIn],
    [f.sales, statement.sales],
    [f.deliveryFees, statement.deliveryFees],
    [f.refunds, statement.refunds],
    [f.commission, statement.commission],
    [f.commissionVat, statement.commissionVat],
    [f.adjustments, statement.adjustments],
    [f.net, statement.net],
    [f.payout, statement.payout],
    [f.carriedOut, statement.carriedOut],
  ];
}

/** An entry as a row of the statement's table (the brand centre's, the console's, the Excel file's order of columns): 일시, 구분, 주문번호, 상품, 수수료율, 금액, 메모. */
export function entryCells(entry: LedgerEntryView): string[] {
  return [
    formatKstDateTime(entry.createdAt),
    m.kinds[entry.kind],
    entry.orderId === null ? '' : String(entry.orderId),
    entry.productName ?? '',
    entry.rateBp === null ? '' : formatRate(entry.rateBp),
    formatWon(entry.amount),
    entry.note,
  ];
}

/** The columns of entryCells. */
export const ENTRY_COLUMNS = Object.values(m.brand.entryColumns);
