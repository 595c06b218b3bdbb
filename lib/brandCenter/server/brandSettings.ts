import type { BrandSettings, BrandSettingsInput } from '@/lib/brandCenter/brandSettings.contract';
import type { Db } from '@/lib/server/db';
import { notFound } from '@/lib/server/errors';

/** A brand's own details (the brand centre's 브랜드 정보), always of the caller's brand. */

const COLUMNS = [
  'companyName',
  'registrationNo',
  'ceoName',
  'businessAddress',
  'businessType',
  'businessItem',
  'deliveryFee',
  'freeDeliveryThreshold',
  'minimumOrderAmount',
  'dispatchFrom',
  'dispatchDays',
] as const;

/** GET /brands/settings: the brand's supplier details and delivery terms. */
export async function getBrandSettings(db: Db, brandId: number): Promise<BrandSettings> {
  const row = await db.selectFrom('brands').select(COLUMNS).where('id', '=', brandId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * PUT /brands/settings: the editable details as the schema made them (trimmed,
 * numbers in won), one update in one transaction; 상호 and 사업자등록번호 are
 * not the brand's to change (admission checked them).
 */
export async function updateBrandSettings(db: Db, brandId: number, input: BrandSettingsInput): Promise<BrandSettings> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('brands')
      .set({
        ceoName: input.ceoName,
        businessAddress: input.businessAddress,
        businessType: input.businessType,
        businessItem: input.businessItem,
        deliveryFee: input.deliveryFee,
        freeDeliveryThreshold: input.freeDeliveryThreshold,
        minimumOrderAmount: input.minimumOrderAmount,
        dispatchFrom: input.dispatchFrom,
        dispatchDays: input.dispatchDays,
      })
      .where('id', '=', brandId)
      .execute();
    return getBrandSettings(trx, brandId);
  });
}
