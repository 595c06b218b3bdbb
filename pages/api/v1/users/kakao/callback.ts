import { z } from 'zod';
import { method, route } from '@/lib/server/http/route';
import { kakaoConfig } from '@/lib/server/env';
import { tokenCookie } from '@/lib/account/server/loginForm';
import { requestProtocol } from '@/lib/server/http/origin';
import {
  clearStateCookie,
  kakaoErrorUrl,
  kakaoRedirectUri,
  KAKAO_REGISTER_PAGE,
  readStateCookie,
  sendRedirect,
  ticketCookie,
} from '@/lib/account/server/kakaoCookies';
import { finishKakaoLogin, KakaoLoginError, requireKakao } from '@/lib/account/server/kakao';

export const config = { api: { bodyParser: false } };

const param = z.union([z.string(), z.array(z.string())]).optional().transform((value) => (Array.isArray(value) ? value[0] : value) ?? null);
const query = z.object({ code: param, state: param, error: param });

/**
 * GET /api/v1/users/kakao/callback?code&state (or error): Kakao sends the
 * browser back here. Logged in: the `token` cookie and a 302 to the login's
 * returnUrl; no account yet: a sign-up ticket cookie and a 302 to the
 * registration page; any failure: a 302 to the login page with kakaoError.
 */
export default route({
  GET: method({
    query,
    handle: async ({ db, req, res, query: input, ip, userAgent }) => {
      const kakao = requireKakao(kakaoConfig());
      const cookies = [clearStateCookie(req)];
      try {
        const outcome = await finishKakaoLogin(
          db,
          kakao,
          { ...input, cookieState: readStateCookie(req), redirectUri: kakaoRedirectUri(kakao, req) },
          { ip, userAgent },
        );
        if (outcome.kind === 'login') {
          cookies.push(tokenCookie(outcome.token, outcome.expiresAt, requestProtocol(req) === 'https'));
          sendRedirect(res, outcome.returnUrl, cookies);
        } else {
          cookies.push(ticketCookie(req, outcome.ticket));
          sendRedirect(res, `${KAKAO_REGISTER_PAGE}?kakao=${encodeURIComponent(outcome.ticket)}`, cookies);
        }
      } catch (error) {
        if (error instanceof KakaoLoginError) {
          console.warn(`[kakao] ${error.message}`);
          sendRedirect(res, kakaoErrorUrl(error.code), cookies);
          return;
        }
        // A database failure, or no origin for the redirect URI: still a page the visitor can act on.
        console.error('[kakao] callback failed', error);
        sendRedirect(res, kakaoErrorUrl('unavailable'), cookies);
      }
    },
  }),
});
