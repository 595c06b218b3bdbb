import { formatWon } from '@/lib/format';
import { formatKstDateTime } from '@/lib/kstDate';
import { formatRate } from './commission';
import type { LedgerEntryView, SettlementFigures, StatementSummary } from './settlement.contract';
import { settlementMessages as m } from './settlement.messages';

const f = m.figures;

/** A period's figures, one per row, from what earlier statements left to take off to the adjustments. */
export function figureRows(figures: SettlementFigures & { carriedIn: number }): [string, number][] {
  return [
    [f.carriedIn, figures.carriedIn],
    [f.sales, figures.sales],
    [f.deliveryFees, figures.deliveryFees],
    [f.refunds, figures.refunds],
    [f.commission, figures.commission],
    [f.commissionVat, figures.commissionVat],
    [f.adjustments, figures.adjustments],
  ];
}

/** The figures of a statement, one per row, as its page lists them: the period's, its total, the payout and the carry. */
export function statementRows(statement: StatementSummary): [string, number][] {
  return [...figureRows(statement), [f.net, statement.net], [f.payout, statement.payout], [f.carriedOut, statement.carriedOut]];
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
