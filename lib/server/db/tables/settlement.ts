import type { ColumnType } from 'kysely';
import type { Id } from './columns';

/** Brand settlement (migration 0022, lib/settlement): the brands' ledger and their statements. Column conventions: ../schema.ts. */

export type BrandLedgerKind = 'sale' | 'delivery_fee' | 'commission' | 'commission_vat' | 'refund' | 'commission_refund' | 'commission_vat_refund' | 'payout' | 'adjustment';

/** One money event of a brand: + owed to the brand, − taken or paid out. Append-only. */
export interface BrandLedgerTable {
  id: Id;
  brandId: number;
  kind: BrandLedgerKind;
  amount: number;
  /** The event, unique per kind ('sale:item:12', 'refund:request:3:item:12', 'payout:statement:5'). */
  ref: string;
  orderId: number | null;
  orderItemId: number | null;
  /** A payout's statement. */
  statementId: number | null;
  /** The commission rate the entry applied (basis points). */
  rateBp: number | null;
  note: ColumnType<string, string | undefined, string>;
  createdAt: string;
}

export type BrandStatementStatus = 'scheduled' | 'confirmed' | 'paid';

/** A brand's statement of one half-month period (its figures fixed when it is made). */
export interface BrandStatementsTable {
  id: Id;
  brandId: number;
  /** ISO instants: the period's first moment and the next period's (Korea time midnights). */
  periodStart: string;
  periodEnd: string;
  status: BrandStatementStatus;
  carriedIn: number;
  sales: number;
  deliveryFees: number;
  refunds: number;
  commission: number;
  commissionVat: number;
  adjustments: number;
  payout: number;
  carriedOut: number;
  createdAt: string;
  confirmedAt: string | null;
  paidAt: string | null;
  paidReference: ColumnType<string, string | undefined, string>;
}
