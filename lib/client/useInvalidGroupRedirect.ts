import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { browser } from '@/lib/client/browser';
import { certificationUrl } from '@/lib/site';
import type { SessionUser } from '@/lib/contract/session';
import { useSession } from './session';

/**
 * Where an uncertified retailer must go (docs/DECISIONS.md): the
 * certification page with `?id=<user id>`, or null when nothing is to be done
 * (logged out, a valid user, a brand user, already on an apply page, or on
 * the FAQ, terms or privacy page, which stay readable while waiting).
 */
export function invalidGroupTarget(
  user: Pick<SessionUser, 'id' | 'userGroups' | 'userType'> | null,
  currentPath: string,
): string | null {
  if (!user || user.userGroups !== 'inValid') return null;
  if (user.userType === 'brand') return null;
  const path = currentPath.split(/[?#]/)[0] ?? '';
  // The apply pages, and what a retailer may read while waiting: the FAQ, the terms, the privacy policy, the notices.
  if (path.includes('/apply') || /^\/(faq-retail|terms|privacy|notices(\/\d+)?)\/?$/.test(path)) return null;
  const base = certificationUrl();
  return `${base}${base.includes('?') ? '&' : '?'}id=${encodeURIComponent(String(user.id))}`;
}

/** Sends an uncertified retailer to the certification page (used by Layout). */
export function useInvalidGroupRedirect(): void {
  const router = useRouter();
  const { user } = useSession();
  const target = invalidGroupTarget(user, router.asPath);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!target || sent.current === target) return;
    sent.current = target;
    if (target.startsWith('/')) void router.replace(target);
    else browser.assign(target);
  }, [target, router]);
}
