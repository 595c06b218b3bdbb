/**
 * The logout itself (docs/DECISIONS.md), loaded by `useLogout` on the first click
 * (see ./useLogout.ts): its code (js-cookie, the alert, the logout call and
 * texts) is not part of any page's first-load JS.
 */
import type { NextRouter } from 'next/router';
import { logout as logoutRequest } from '@/lib/account/client/credentials';
import { getToken, removeToken } from '@/lib/client/token';
import { alertMessage } from '@/lib/client/alerts';
import { browser } from '@/lib/client/browser';
import { stopChannelTalk } from '@/lib/client/channelTalkLoader';
import { routes } from '@/lib/site';
import { accountMessages } from '@/lib/account/account.messages';

/** How long the reload waits for POST /users/logout before leaving anyway. */
export const LOGOUT_REQUEST_WAIT_MS = 1500;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Revokes the session (best effort), removes the token cookie, stops the chat
 * widget, alerts '로그아웃 되었습니다.' (button 확인), then reloads the page
 * (after going to '/' when `goHome`).
 */
export async function logOut(router: NextRouter, goHome: boolean): Promise<void> {
  const token = getToken();
  const revoked = logoutRequest(token).then(
    () => undefined,
    () => undefined,
  );
  removeToken();
  await stopChannelTalk();
  await alertMessage(accountMessages.auth.loggedOut);
  await Promise.race([revoked, wait(LOGOUT_REQUEST_WAIT_MS)]);
  if (goHome) await router.push(routes.home);
  browser.reload();
}
