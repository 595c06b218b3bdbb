import { recordAudit, type Actor } from '@/lib/server/audit';
import type { Db } from '@/lib/server/db';
import type { Selectable } from 'kysely';
import type { BrandStatementsTable } from '@/lib/server/db/tables/settlement';
import { DomainError, notFound } from '@/lib/server/errors';
import { formatWon } from '@/lib/format';
import type { BrandSettlement, LedgerEntryView, SettlementFigures, StatementDetail, StatementStatus, StatementSummary } from '@/lib/settlement/settlement.contract';
import { settlementMessages as m } from '@/lib/settlement/settlement.messages';
import { nextSettlementPeriod, periodDates, settlementPeriodOf, type SettlementPeriod } from '@/lib/settlement/periods';
import { enter, ledgerBalance } from './ledger';
import { statementReady } from '@/lib/notifications/server/events';

/**
 * Statements (docs/DECISIONS.md, Settlement): one per brand and period that has entries, made once
 * the period has ended (and an hour more, so no transaction of its last moments is still open),
 * its figures the sums of the period's entries, fixed. Each pays what it owes: the period's net
 * plus what earlier statements left to take off (a negative carry only: a positive figure is
 * always paid by its own statement, so two unpaid statements never pay the same won). Marked paid
 * with the transfer's reference, it enters the payout in the ledger.
 */

/** How long after a period's end its statement may be made. */
export const SETTLE_GRACE_MS = 60 * 60 * 1000;

type StatementRow = Selectable<BrandStatementsTable>;

const FIGURE_KINDS = {
  sales: ['sale'],
  deliveryFees: ['delivery_fee'],
  refunds: ['refund'],
  commission: ['commission', 'commission_refund'],
  commissionVat: ['commission_vat', 'commission_vat_refund'],
  adjustments: ['adjustment'],
} as const;

/** The sums of a brand's entries between two instants, payouts aside; null when there is none. */
async function figuresBetween(db: Db, brandId: number, start: string | null, end: string | null): Promise<SettlementFigures | null> {
  let query = db.selectFrom('brandLedger').select(['kind', (eb) => eb.fn.sum<number | string>('amount').as('total')]).where('brandId', '=', brandId).where('kind', '!=', 'payout');
  if (start) query = query.where('createdAt', '>=', start);
  if (end) query = query.where('createdAt', '<', end);
  const rows = await query.groupBy('kind').execute();
  if (rows.length === 0) return null;
  const byKind = new Map(rows.map((row) => [row.kind, Number(row.total)]));
  const sum = (kinds: readonly string[]) => kinds.reduce((total, kind) => total + (byKind.get(kind as never) ?? 0), 0);
  const figures = {
    sales: sum(FIGURE_KINDS.sales),
    deliveryFees: sum(FIGURE_KINDS.deliveryFees),
    refunds: sum(FIGURE_KINDS.refunds),
    commission: sum(FIGURE_KINDS.commission),
    commissionVat: sum(FIGURE_KINDS.commissionVat),
    adjustments: sum(FIGURE_KINDS.adjustments),
  };
  return { ...figures, net: Object.values(figures).reduce((a, b) => a + b, 0) };
}

function summaryOf(row: StatementRow, brandName: string): StatementSummary {
  const { first, last } = periodDates({ start: row.periodStart, end: row.periodEnd });
  const net = row.sales + row.deliveryFees + row.refunds + row.commission + row.commissionVat + row.adjustments;
  return {
    id: row.id,
    brandId: row.brandId,
    brandName,
    firstDate: first,
    lastDate: last,
    status: row.status,
    carriedIn: row.carriedIn,
    sales: row.sales,
    deliveryFees: row.deliveryFees,
    refunds: row.refunds,
    commission: row.commission,
    commissionVat: row.commissionVat,
    adjustments: row.adjustments,
    net,
    payout: row.payout,
    carriedOut: row.carriedOut,
    createdAt: row.createdAt,
    confirmedAt: row.confirmedAt,
    paidAt: row.paidAt,
    paidReference: row.paidReference,
  };
}

async function latestStatement(db: Db, brandId: number): Promise<StatementRow | undefined> {
  return db.selectFrom('brandStatements').selectAll().where('brandId', '=', brandId).orderBy('periodStart', 'desc').limit(1).executeTakeFirst();
}

/**
 * Makes the statements of every period that ended (an hour ago) and has none yet, brand by brand
 * (or of one brand, `only.brandId`), oldest first; a period without entries gets none. Safe to run
 * twice, or at once from two places: a brand and period have one statement (the table's unique
 * key). Answers how many it made.
 */
export async function settle(db: Db, now: Date, only: { brandId?: number } = {}): Promise<{ created: number }> {
  const cutoff = now.getTime() - SETTLE_GRACE_MS;
  let ledger = db.selectFrom('brandLedger').select(['brandId', (eb) => eb.fn.min<string>('createdAt').as('first')]);
  if (only.brandId !== undefined) ledger = ledger.where('brandId', '=', only.brandId);
  const brands = await ledger.groupBy('brandId').orderBy('brandId').execute();
  let created = 0;
  for (const { brandId, first } of brands) {
    const last = await latestStatement(db, brandId);
    let carried = last?.carriedOut ?? 0;
    let period: SettlementPeriod = last ? settlementPeriodOf(last.periodEnd) : settlementPeriodOf(first);
    while (new Date(period.end).getTime() <= cutoff) {
      const figures = await figuresBetween(db, brandId, period.start, period.end);
      if (figures) {
        const total = carried + figures.net;
        const row = {
          brandId,
          periodStart: period.start,
          periodEnd: period.end,
          status: 'scheduled' as const,
          carriedIn: carried,
          sales: figures.sales,
          deliveryFees: figures.deliveryFees,
          refunds: figures.refunds,
          commission: figures.commission,
          commissionVat: figures.commissionVat,
          adjustments: figures.adjustments,
          payout: Math.max(total, 0),
          carriedOut: Math.min(total, 0),
          createdAt: now.toISOString(),
        };
        // The statement and its message to the brand, together.
        const inserted = await db.transaction().execute(async (trx) => {
          const made = await trx
            .insertInto('brandStatements')
            .values(row)
            .onConflict((oc) => oc.columns(['brandId', 'periodStart']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (made) {
            const { first, last } = periodDates(period);
            await statementReady(trx, made.id, brandId, m.period(first, last), row.payout, now);
          }
          return made;
        });
        if (inserted) created += 1;
        // Another run made it first: carry what it says.
        const kept = inserted ? row : await db.selectFrom('brandStatements').select('carriedOut').where('brandId', '=', brandId).where('periodStart', '=', period.start).executeTakeFirstOrThrow();
        carried = kept.carriedOut;
      }
      period = nextSettlementPeriod(period);
    }
  }
  return { created };
}

const brandNames = async (db: Db, ids: number[]) =>
  new Map((ids.length ? await db.selectFrom('brands').select(['id', 'name']).where('id', 'in', ids).execute() : []).map((brand) => [brand.id, brand.name]));

/** Statements, newest period first: one brand's, or every brand's of a status (the console). */
export async function listStatements(db: Db, filter: { brandId?: number; status?: StatementStatus } = {}): Promise<StatementSummary[]> {
  let query = db.selectFrom('brandStatements').selectAll();
  if (filter.brandId !== undefined) query = query.where('brandId', '=', filter.brandId);
  if (filter.status) query = query.where('status', '=', filter.status);
  const rows = await query.orderBy('periodStart', 'desc').orderBy('brandId').limit(500).execute();
  const names = await brandNames(db, [...new Set(rows.map((row) => row.brandId))]);
  return rows.map((row) => summaryOf(row, names.get(row.brandId) ?? ''));
}

/** A statement with its entries (the period's, and its payout); `brandId` limits it to that brand's (else 404). */
export async function statementDetail(db: Db, id: number, brandId?: number): Promise<StatementDetail> {
  const row = await db.selectFrom('brandStatements').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (brandId !== undefined && row.brandId !== brandId)) throw notFound(m.notFound);
  const names = await brandNames(db, [row.brandId]);
  const entries = await db
    .selectFrom('brandLedger')
    .leftJoin('orderItems', 'orderItems.id', 'brandLedger.orderItemId')
    .select([
      'brandLedger.id',
      'brandLedger.kind',
      'brandLedger.amount',
      'brandLedger.orderId',
      'brandLedger.orderItemId',
      'orderItems.productName',
      'brandLedger.rateBp',
      'brandLedger.note',
      'brandLedger.createdAt',
    ])
    .where('brandLedger.brandId', '=', row.brandId)
    .where((eb) =>
      eb.or([
        eb.and([eb('brandLedger.kind', '!=', 'payout'), eb('brandLedger.createdAt', '>=', row.periodStart), eb('brandLedger.createdAt', '<', row.periodEnd)]),
        eb('brandLedger.statementId', '=', row.id),
      ]),
    )
    .orderBy('brandLedger.createdAt')
    .orderBy('brandLedger.id')
    .execute();
  return { statement: summaryOf(row, names.get(row.brandId) ?? ''), entries: entries.map((entry): LedgerEntryView => ({ ...entry, productName: entry.productName ?? null })) };
}

/** The brand centre's 정산 내역: the rate, the balance, the period under way and the statements. */
export async function brandSettlement(db: Db, brandId: number, now: Date): Promise<BrandSettlement> {
  return { ...(await settlementOverview(db, brandId, now)), statements: await listStatements(db, { brandId }) };
}

/** brandSettlement without the statements: the rate, what is owed and the period under way (the brand centre's front page). */
export async function settlementOverview(db: Db, brandId: number, now: Date): Promise<Omit<BrandSettlement, 'statements'>> {
  const brand = await db.selectFrom('brands').select('commissionRateBp').where('id', '=', brandId).executeTakeFirstOrThrow();
  const last = await latestStatement(db, brandId);
  // Under way: everything after the last statement's period (ended periods not yet settled included).
  const since = last?.periodEnd ?? null;
  const figures = (await figuresBetween(db, brandId, since, null)) ?? { sales: 0, deliveryFees: 0, refunds: 0, commission: 0, commissionVat: 0, adjustments: 0, net: 0 };
  const firstEntry = since ? null : await db.selectFrom('brandLedger').select((eb) => eb.fn.min<string>('createdAt').as('at')).where('brandId', '=', brandId).executeTakeFirst();
  const from = since ?? firstEntry?.at ?? now.toISOString();
  return {
    rateBp: brand.commissionRateBp,
    balance: await ledgerBalance(db, brandId),
    open: { ...figures, firstDate: periodDates(settlementPeriodOf(from)).first, lastDate: periodDates(settlementPeriodOf(now)).last, carriedIn: last?.carriedOut ?? 0 },
  };
}

async function lockStatement(trx: Db, id: number): Promise<StatementRow> {
  const row = await trx.selectFrom('brandStatements').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(m.notFound);
  return row;
}

/** 예정 -> 확정: an operator checked the figures. */
export async function confirmStatement(db: Db, by: Actor, id: number, now: Date): Promise<StatementSummary> {
  return db.transaction().execute(async (trx) => {
    const row = await lockStatement(trx, id);
    if (row.status !== 'scheduled') throw new DomainError(409, 'STATEMENT_STATE', m.notScheduled);
    const changed = await trx.updateTable('brandStatements').set({ status: 'confirmed', confirmedAt: now.toISOString() }).where('id', '=', id).where('status', '=', 'scheduled').executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw new DomainError(409, 'STATEMENT_STATE', m.notScheduled);
    const names = await brandNames(trx, [row.brandId]);
    await recordAudit(trx, by, { action: 'statement.confirm', targetType: 'statement', targetId: id, summary: m.auditConfirm(names.get(row.brandId) ?? '', formatWon(row.payout)), before: { status: 'scheduled' }, after: { status: 'confirmed' } }, now);
    return summaryOf({ ...row, status: 'confirmed', confirmedAt: now.toISOString() }, names.get(row.brandId) ?? '');
  });
}

/** 확정 -> 지급완료: the transfer went out (its reference kept); the payout enters the ledger. */
export async function markStatementPaid(db: Db, by: Actor, id: number, reference: string, now: Date): Promise<StatementSummary> {
  const text = reference.trim();
  if (!text) throw new DomainError(400, 'VALIDATION', m.referenceRequired, 'reference');
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await lockStatement(trx, id);
    if (row.status !== 'confirmed') throw new DomainError(409, 'STATEMENT_STATE', m.notConfirmed);
    const changed = await trx.updateTable('brandStatements').set({ status: 'paid', paidAt: at, paidReference: text }).where('id', '=', id).where('status', '=', 'confirmed').executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw new DomainError(409, 'STATEMENT_STATE', m.notConfirmed);
    await enter(trx, [{ brandId: row.brandId, kind: 'payout', amount: -row.payout, ref: `statement:${id}`, statementId: id, note: text }], at);
    const names = await brandNames(trx, [row.brandId]);
    await recordAudit(trx, by, { action: 'statement.pay', targetType: 'statement', targetId: id, summary: m.auditPaid(names.get(row.brandId) ?? '', formatWon(row.payout)), reason: text, before: { status: 'confirmed' }, after: { status: 'paid' } }, now);
    return summaryOf({ ...row, status: 'paid', paidAt: at, paidReference: text }, names.get(row.brandId) ?? '');
  });
}
