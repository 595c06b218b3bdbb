import type { BusinessDetails, BusinessDetailsInput } from '@/lib/account/businessDetails.contract';
import { businessDetailsFormMessages } from '@/lib/account/businessDetailsForm.messages';
import type { AuthUser } from '@/lib/server/auth/sessions';
import { serviceNow } from '@/lib/server/clock';
import type { Db } from '@/lib/server/db';
import { DomainError, notFound } from '@/lib/server/errors';

/** A retailer's business details (MY's 사업자 정보; what a 거래명세서 states of the buyer). */

const COLUMNS = ['businessName', 'registrationNo', 'ceoName', 'businessAddress', 'businessType', 'businessItem', 'taxEmail'] as const;

/** GET /users/business: the caller's details ('' where not filled in yet). */
export async function getBusinessDetails(db: Db, user: Pick<AuthUser, 'id'>): Promise<BusinessDetails> {
  const row = await db.selectFrom('users').select(COLUMNS).where('id', '=', user.id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** PUT /users/business: a retailer's details as the schema made them (trimmed, e-mail lower-cased), one update. */
export async function updateBusinessDetails(db: Db, user: AuthUser, input: BusinessDetailsInput): Promise<BusinessDetails> {
  if (user.userType !== 'retailer') throw new DomainError(403, 'RETAILER_ONLY', businessDetailsFormMessages.errors.retailerOnly);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ ...input, updatedAt: serviceNow().toISOString() })
      .where('id', '=', user.id)
      .execute();
    return getBusinessDetails(trx, user);
  });
}
