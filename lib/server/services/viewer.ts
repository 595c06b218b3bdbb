import type { AuthUser } from '../auth/sessions';

/**
 * Who is looking at the catalogue, as far as prices go. Wholesale prices are
 * for members: valid (certified) retailers and brand users. Anonymous callers
 * and inValid retailers see retail prices only (docs/DECISIONS.md).
 */
export interface Viewer {
  /** null for anonymous callers. */
  userId: number | null;
  canSeeWholesale: boolean;
}

export function canSeeWholesale(user: Pick<AuthUser, 'userType' | 'userGroups'> | null | undefined): boolean {
  if (!user) return false;
  return user.userType === 'brand' || user.userGroups === 'valid';
}

export function viewerOf(user: AuthUser | null | undefined): Viewer {
  return { userId: user?.id ?? null, canSeeWholesale: canSeeWholesale(user) };
}
