import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { logout as logoutRequest } from '@/lib/api/users';
import { getToken, removeToken } from '@/lib/auth/token';
import { alertMessage } from '@/lib/ui/alerts';
import { browser } from '@/lib/ui/browser';
import { shutdownChannelTalk } from '@/lib/ui/channelTalk';
import { accountMessages } from '@/lib/ui/messages/account';
import { routes } from '@/lib/ui/site';

/** How long the reload waits for POST /users/logout before leaving anyway. */
export const LOGOUT_REQUEST_WAIT_MS = 1500;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface LogoutOptions {
  /** The side menu's logout goes to '/' first (SPEC.md §4). */
  goHome?: boolean;
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
      const token = getToken();
      const revoked = logoutRequest(token).then(
        () => undefined,
        () => undefined,
      );
      removeToken();
      await shutdownChannelTalk();
      await alertMessage(accountMessages.auth.loggedOut);
      await Promise.race([revoked, wait(LOGOUT_REQUEST_WAIT_MS)]);
      if (goHome) await router.push(routes.home);
      browser.reload();
    },
    [router],
  );
}
