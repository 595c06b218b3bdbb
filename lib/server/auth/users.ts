/** The logged-in user as the session knows them: GET /users, the user type, the brand a brand user owns. */
import type { CurrentUser, OwnedBrand, UserTypeResponse } from '@/lib/contract/users';
import type { Db } from '@/lib/server/db';
import type { UserRow } from '@/lib/server/db/schema';
import type { AuthUser } from '@/lib/server/auth/sessions';
import { notFound } from '@/lib/server/errors';

type CurrentUserRow = Pick<
  UserRow,
  'id' | 'registrationNo' | 'businessName' | 'mobileNo' | 'email' | 'userGroups' | 'userType' | 'referralCode'
>;

export const currentUserColumns = [
  'id',
  'registrationNo',
  'businessName',
  'mobileNo',
  'email',
  'userGroups',
  'userType',
  'referralCode',
] as const;

export function toCurrentUser(row: CurrentUserRow, brand: OwnedBrand | null): CurrentUser {
  return {
    id: row.id,
    registrationNo: row.registrationNo,
    businessName: row.businessName,
    mobileNo: row.mobileNo,
    email: row.email,
    userGroups: row.userGroups,
    userType: row.userType,
    referralCode: row.referralCode,
    brand,
  };
}

/** The brand a brand account owns, or null (retailers; a brand account before its brand is set up). */
export async function ownedBrandOf(db: Db, user: Pick<AuthUser, 'id' | 'userType'>): Promise<OwnedBrand | null> {
  if (user.userType !== 'brand') return null;
  const row = await db
    .selectFrom('brands')
    .select(['id', 'name'])
    .where('ownerUserId', '=', user.id)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** GET /users */
export async function getCurrentUser(db: Db, user: AuthUser): Promise<CurrentUser> {
  const row = await db.selectFrom('users').select(currentUserColumns).where('id', '=', user.id).executeTakeFirst();
  if (!row) throw notFound();
  return toCurrentUser(row, await ownedBrandOf(db, row));
}

/** GET /brands/user-type */
export function getUserType(user: AuthUser): UserTypeResponse {
  return { userType: user.userType };
}
