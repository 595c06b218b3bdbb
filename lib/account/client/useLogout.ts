import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { onDemand } from '@/lib/client/onDemand';

export interface LogoutOptions {
  /** The side menu's logout goes to '/' first (docs/DECISIONS.md). */
  goHome?: boolean;
}

/**
 * The logout's code (./logoutFlow.ts: the call, js-cookie, the alert) loads
 * on first use, or ahead of it when the pointer or focus reaches a logout
 * button. Should it fail to load, the failure is logged, and the next click
 * tries again.
 */
const loadLogout = onDemand(() => import('./logoutFlow'));

/** For a logout button's pointer-enter and focus: fetch the logout's code now. */
export const preloadLogout = loadLogout.preload;

/**
 * Logout (docs/DECISIONS.md): revoke the session (best effort), remove the token
 * cookie, stop the chat widget, alert '로그아웃 되었습니다.' (button 확인),
 * then reload the page (after going to '/' when asked).
 */
export function useLogout(): (options?: LogoutOptions) => Promise<void> {
  const router = useRouter();
  return useCallback(
    async ({ goHome = false }: LogoutOptions = {}) => {
      let flow: Awaited<ReturnType<typeof loadLogout>>;
      try {
        flow = await loadLogout();
      } catch (error) {
        console.error(error);
        return;
      }
      await flow.logOut(router, goHome);
    },
    [router],
  );
}
