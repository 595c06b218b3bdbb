import { z } from 'zod';
import { method, route } from '@/lib/server/http/route';
import { kakaoConfig } from '@/lib/server/env';
import { kakaoRedirectUri, sendRedirect, stateCookie } from '@/lib/account/server/kakaoCookies';
import { requireKakao, startKakaoLogin } from '@/lib/account/server/kakao';

export const config = { api: { bodyParser: false } };

const query = z.object({ returnUrl: z.union([z.string(), z.array(z.string())]).optional() });

/**
 * GET /api/v1/users/kakao?returnUrl=…: 302 to Kakao's consent screen with a
 * new single-use state (also set as an HttpOnly cookie); 404 while Kakao
 * login is not configured.
 */
export default route({
  GET: method({
    query,
    handle: async ({ db, req, res, query: { returnUrl } }) => {
      const kakao = requireKakao(kakaoConfig());
      const redirectUri = kakaoRedirectUri(kakao, req);
      const started = await startKakaoLogin(db, kakao, { returnUrl, redirectUri });
      sendRedirect(res, started.authorizeUrl, [stateCookie(req, started.state)]);
    },
  }),
});
