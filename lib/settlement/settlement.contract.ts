/**
 * Brand settlement on the wire (docs/API.md, Settlement): statements, their entries and the
 * period under way, for the brand centre and the console. Money is integer won; a figure is
 * signed as the ledger keeps it: + owed to the brand, − taken off (refunds, commission, its VAT).
 */

export type StatementStatus = 'scheduled' | 'confirmed' | 'paid';

export type LedgerKind = 'sale' | 'delivery_fee' | 'commission' | 'commission_vat' | 'refund' | 'commission_refund' | 'commission_vat_refund' | 'payout' | 'adjustment';

/** A period's figures: goods sold, delivery fees, refunds, commission (net of what refunds gave back) and its VAT, adjustments. */
export interface SettlementFigures {
  sales: number;
  deliveryFees: number;
  refunds: number;
  commission: number;
  commissionVat: number;
  adjustments: number;
  /** The sum of the above. */
  net: number;
}

export interface StatementSummary extends SettlementFigures {
  id: number;
  brandId: number;
  brandName: string;
  /** The period's first and last Korea-time dates (its last is the settlement day). */
  firstDate: string;
  lastDate: string;
  status: StatementStatus;
  /** What earlier statements left to take off (≤ 0). */
  carriedIn: number;
  /** What is paid: carriedIn + net when positive, else 0. */
  payout: number;
  /** What is left to take off the next statement (≤ 0). */
  carriedOut: number;
  createdAt: string;
  confirmedAt: string | null;
  paidAt: string | null;
  paidReference: string;
}

export interface LedgerEntryView {
  id: number;
  kind: LedgerKind;
  amount: number;
  orderId: number | null;
  orderItemId: number | null;
  /** The line's product, when the entry is a line's. */
  productName: string | null;
  rateBp: number | null;
  note: string;
  createdAt: string;
}

export interface StatementDetail {
  statement: StatementSummary;
  entries: LedgerEntryView[];
}

/** The brand centre's 정산 내역: the rate, the balance and the period under way (예상), then the statements, newest first. */
export interface BrandSettlement {
  rateBp: number;
  /** The sum of every entry: what the marketplace owes the brand now. */
  balance: number;
  open: SettlementFigures & { firstDate: string; lastDate: string; carriedIn: number };
  statements: StatementSummary[];
}

export interface StatementList {
  items: StatementSummary[];
}
