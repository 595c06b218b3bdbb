import { useRouter } from 'next/router';
import { useCallback } from 'react';

export interface LogoutOptions {
  /** The side menu's logout goes to '/' first (SPEC.md §4). */
  goHome?: boolean;
}

type LogoutModule = typeof import('./logoutFlow');

let loading: Promise<LogoutModule> | null = null;

/**
 * The logout's code (./logout.ts) loads on first use, or ahead of it when the
 * pointer or focus reaches a logout button. Should it fail to load, the
 * failure is logged, and the next click tries again.
 */
function loadLogout(): Promise<LogoutModule> {
  loading ??= import('./logoutFlow').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** For a logout button's pointer-enter and focus: fetch the logout's code now. */
export function preloadLogout(): void {
  loadLogout().catch(() => undefined);
}

/**
 * Logout (SPEC.md §4): revoke the session (best effort), remove the token
 * cookie, stop the chat widget, alert '로그아웃 되었습니다.' (button 확인),
 * then reload the page (after going to '/' when asked).
 */
export function useLogout(): (options?: LogoutOptions) => Promise<void> {
  const router = useRouter();
  return useCallback(
    async ({ goHome = false }: LogoutOptions = {}) => {
      let flow: LogoutModule;
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
