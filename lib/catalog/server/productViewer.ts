import type { ProductViewer } from '@/lib/catalog/productViewer.contract';
import type { AuthUser } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';

/**
 * What the product page shows a user about buying (lib/catalog/productViewer.contract.ts),
 * by the rules the cart enforces (lib/cart/server/rules.ts): brand users
 * never buy (their own brand's products are told apart), uncertified retailers
 * must certify first.
 */
export async function productViewerOf(db: Db, user: AuthUser | null, idBrand: number): Promise<ProductViewer> {
  if (!user) return 'anonymous';
  if (user.userType === 'brand') {
    const owned = await db
      .selectFrom('brands')
      .select('id')
      .where('id', '=', idBrand)
      .where('ownerUserId', '=', user.id)
      .executeTakeFirst();
    return owned ? 'ownBrand' : 'brand';
  }
  return user.userGroups === 'valid' ? 'certified' : 'uncertified';
}
