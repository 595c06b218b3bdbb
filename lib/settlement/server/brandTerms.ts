import { randomUUID } from 'node:crypto';
import { recordAudit, type Actor } from '@/lib/server/audit';
import type { Db } from '@/lib/server/db';
import { DomainError, notFound } from '@/lib/server/errors';
import { formatWon } from '@/lib/format';
import { ADJUSTMENT_MAX, COMMISSION_RATE_MAX_BP, formatRate } from '@/lib/settlement/commission';
import { settlementMessages as m } from '@/lib/settlement/settlement.messages';
import { enter, ledgerBalance } from './ledger';

/**
 * What an operator sets of a brand's settlement (docs/DECISIONS.md, Settlement), each audited in
 * its transaction: the commission rate (sales from then on; a sale keeps its day's rate), and an
 * adjustment of the balance with its reason (a ledger entry the brand reads).
 */

export async function setCommissionRate(db: Db, by: Actor, brandId: number, rateBp: number, now: Date): Promise<{ brandId: number; rateBp: number }> {
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > COMMISSION_RATE_MAX_BP) throw new DomainError(400, 'VALIDATION', m.rateInvalid, 'rateBp');
  return db.transaction().execute(async (trx) => {
    const brand = await trx.selectFrom('brands').select(['name', 'commissionRateBp']).where('id', '=', brandId).executeTakeFirst();
    if (!brand) throw notFound(m.brandNotFound);
    await trx.updateTable('brands').set({ commissionRateBp: rateBp }).where('id', '=', brandId).execute();
    await recordAudit(
      trx,
      by,
      { action: 'brand.commission_rate', targetType: 'brand', targetId: brandId, summary: m.auditRate(brand.name, formatRate(brand.commissionRateBp), formatRate(rateBp)), before: { commissionRate: formatRate(brand.commissionRateBp) }, after: { commissionRate: formatRate(rateBp) } },
      now,
    );
    return { brandId, rateBp };
  });
}

export async function adjustBrandBalance(db: Db, by: Actor, brandId: number, amount: number, reason: string, now: Date): Promise<{ brandId: number; balance: number }> {
  const text = reason.trim();
  if (!Number.isInteger(amount) || amount === 0 || Math.abs(amount) > ADJUSTMENT_MAX) throw new DomainError(400, 'VALIDATION', m.adjustmentInvalid, 'amount');
  if (!text) throw new DomainError(400, 'VALIDATION', m.reasonRequired, 'reason');
  return db.transaction().execute(async (trx) => {
    const brand = await trx.selectFrom('brands').select('name').where('id', '=', brandId).executeTakeFirst();
    if (!brand) throw notFound(m.brandNotFound);
    await enter(trx, [{ brandId, kind: 'adjustment', amount, ref: `adjustment:${randomUUID()}`, note: text }], now.toISOString());
    await recordAudit(trx, by, { action: 'brand.settlement_adjust', targetType: 'brand', targetId: brandId, summary: m.auditAdjust(brand.name, formatWon(amount)), reason: text }, now);
    return { brandId, balance: await ledgerBalance(trx, brandId) };
  });
}
