import type { AuthUser } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';

/**
 * Who is looking at the catalogue, as far as prices go (docs/DECISIONS.md,
 * Roles). Wholesale prices are for members: valid (certified) retailers see
 * every product's; a brand user sees only those of the brands they own
 * (another brand's wholesale prices are a trade secret among competitors).
 * Anonymous callers and inValid retailers see retail prices only.
 */
export interface Viewer {
  /** null for anonymous callers. */
  userId: number | null;
  /** A certified retailer or a brand user (for a brand user, own brands only). */
  canSeeWholesale: boolean;
  /** A brand user: wholesale prices of their own brands' products only. */
  isBrand: boolean;
}

/** A viewer with the brands a brand user owns looked up (services resolve it once per call). */
export interface PriceViewer extends Viewer {
  /** Brand users: the ids of the brands they own; null for everyone else. */
  ownBrandIds: readonly number[] | null;
}

export function canSeeWholesale(user: Pick<AuthUser, 'userType' | 'userGroups'> | null | undefined): boolean {
  if (!user) return false;
  return user.userType === 'brand' || user.userGroups === 'valid';
}

export function viewerOf(user: AuthUser | null | undefined): Viewer {
  return { userId: user?.id ?? null, canSeeWholesale: canSeeWholesale(user), isBrand: user?.userType === 'brand' };
}

/** Looks up a brand user's brands (brands.owner_user_id); one query for brand users, none for others. */
export async function priceViewerOf(db: Db, viewer: Viewer): Promise<PriceViewer> {
  if (!viewer.isBrand) return { ...viewer, ownBrandIds: null };
  if (viewer.userId == null) return { ...viewer, canSeeWholesale: false, ownBrandIds: [] };
  const rows = await db.selectFrom('brands').select('id').where('ownerUserId', '=', viewer.userId).execute();
  return { ...viewer, ownBrandIds: rows.map((row) => row.id) };
}

/** Whether the viewer may see the wholesale prices (and tiers) of a product of `brandId`. */
export function seesWholesaleOf(viewer: PriceViewer, brandId: number): boolean {
  if (!viewer.canSeeWholesale) return false;
  return viewer.ownBrandIds == null || viewer.ownBrandIds.includes(brandId);
}

/**
 * Whether the viewer's lists filter and sort on the wholesale price they pay.
 * Brand users see other brands' retail prices only, so their lists (like
 * anonymous callers') filter and sort on retail prices.
 */
export function listsOnWholesale(viewer: Viewer): boolean {
  return viewer.canSeeWholesale && !viewer.isBrand;
}
