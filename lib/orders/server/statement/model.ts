import type { OrderStatus } from '@/lib/orders/orders.contract';
import { splitVat } from '@/lib/orders/vat';
import { kstIsoDate } from '@/lib/kstDate';
import { statementMessages } from '@/lib/orders/statement.messages';

/**
 * The 거래명세서 of an order as data, before any drawing (docs/DECISIONS.md,
 * 거래명세서 and receipts): one statement per brand, since each brand is its
 * own supplier. A statement lists what the brand supplied: each line with the
 * 공급가액 and 세액 the order stored for it, then the group's delivery fee as
 * a line of its own, split by the one VAT rule (lib/orders/vat.ts) the order's
 * stored split was made with; its totals are the sums of its lines. Cancelled
 * lines (cancelled whole, never shipped) are left out and counted in a note;
 * returned units stay, as supplied, with a note (a return is a transaction of
 * its own).
 */

/** What a statement states of a business (supplier or buyer); '' where not known. */
export interface StatementParty {
  registrationNo: string;
  name: string;
  ceoName: string;
  address: string;
  businessType: string;
  businessItem: string;
}

export interface StatementSourceLine {
  name: string;
  color: string;
  size: string;
  count: number;
  unitPrice: number;
  lineTotal: number;
  supplyAmount: number;
  vatAmount: number;
  status: OrderStatus;
  refundedCount: number;
}

/** A brand's group of the order: its supplier, delivery fee and lines, as stored. */
export interface StatementSourceGroup {
  idBrand: number;
  brandName: string;
  supplier: StatementParty;
  deliveryFee: number;
  lines: StatementSourceLine[];
}

export interface StatementSource {
  idOrder: number;
  /** When the order was paid (ISO): the trade date. */
  paidAt: string;
  buyer: StatementParty;
  groups: StatementSourceGroup[];
}

export interface Sums {
  supplyAmount: number;
  vatAmount: number;
  /** supplyAmount + vatAmount: the amount charged, VAT included. */
  amount: number;
}

export interface StatementLine extends Sums {
  kind: 'goods' | 'delivery';
  /** MM/DD, Korea time. */
  date: string;
  item: string;
  /** The option (colour / size); '' for none. */
  spec: string;
  /** Null on the delivery line. */
  count: number | null;
  unitPrice: number | null;
  /** Returned units, noted beside the line (0: none). */
  returnedCount: number;
}

export interface Statement {
  idOrder: number;
  idBrand: number;
  brandName: string;
  /** YYYY-MM-DD, Korea time. */
  tradeDate: string;
  supplier: StatementParty;
  buyer: StatementParty;
  lines: StatementLine[];
  totals: Sums;
  /** Lines of the brand cancelled before shipping, left out. */
  cancelledCount: number;
}

const sumOf = (lines: readonly Sums[]): Sums =>
  lines.reduce<Sums>(
    (total, line) => ({
      supplyAmount: total.supplyAmount + line.supplyAmount,
      vatAmount: total.vatAmount + line.vatAmount,
      amount: total.amount + line.amount,
    }),
    { supplyAmount: 0, vatAmount: 0, amount: 0 },
  );

/**
 * The statements of an order: one per brand that supplied anything, in the
 * order's brand order; with `idBrand`, that brand's only (none when it supplied nothing).
 */
export function statementsOf(source: StatementSource, idBrand?: number): Statement[] {
  const tradeDate = kstIsoDate(source.paidAt);
  const date = tradeDate.slice(5).replace('-', '/');
  const statements: Statement[] = [];
  for (const group of source.groups) {
    if (idBrand !== undefined && group.idBrand !== idBrand) continue;
    const supplied = group.lines.filter((line) => line.status !== 'cancelled');
    if (supplied.length === 0) continue;
    const lines: StatementLine[] = supplied.map((line) => ({
      kind: 'goods',
      date,
      item: line.name,
      spec: [line.color, line.size].filter(Boolean).join(' / '),
      count: line.count,
      unitPrice: line.unitPrice,
      amount: line.lineTotal,
      supplyAmount: line.supplyAmount,
      vatAmount: line.vatAmount,
      returnedCount: line.refundedCount,
    }));
    if (group.deliveryFee > 0) {
      lines.push({ kind: 'delivery', date, item: statementMessages.deliveryLine, spec: '', count: null, unitPrice: null, amount: group.deliveryFee, ...splitVat(group.deliveryFee), returnedCount: 0 });
    }
    statements.push({
      idOrder: source.idOrder,
      idBrand: group.idBrand,
      brandName: group.brandName,
      tradeDate,
      supplier: group.supplier,
      buyer: source.buyer,
      lines,
      totals: sumOf(lines),
      cancelledCount: group.lines.length - supplied.length,
    });
  }
  return statements;
}
