import { z } from 'zod';
import { method, route, validate } from '@/lib/server/http/route';
import { kakaoConfig } from '@/lib/server/env';
import { clearTicketCookie, readTicketCookie } from '@/lib/account/server/kakaoCookies';
import { registerSchema } from '@/lib/account/account.contract';
import { registerWithKakao, requireKakao } from '@/lib/account/server/kakao';
import { accountMessages } from '@/lib/account/account.messages';

export const config = { api: { bodyParser: false } };

const body = registerSchema.extend({
  kakaoTicket: z
    .string({ error: accountMessages.kakao.register.ticketInvalid })
    .min(1, { error: accountMessages.kakao.register.ticketInvalid })
    .max(200, { error: accountMessages.kakao.register.ticketInvalid }),
});

/**
 * POST /api/v1/users/kakao/register: POST /users/register plus `kakaoTicket`
 * (the sign-up ticket of the Kakao callback, also in this browser's cookie);
 * the new account is linked to the Kakao id. 201 { token, expiresAt, user }.
 */
export default route({
  POST: method({
    // Read as JSON here, checked below: while Kakao login is off the answer is its 404, whatever was sent.
    body: z.unknown(),
    status: 201,
    handle: async ({ db, req, res, body: payload, ip, userAgent }) => {
      requireKakao(kakaoConfig());
      const input = validate(body, payload);
      const session = await registerWithKakao(db, input, readTicketCookie(req), { ip, userAgent });
      res.setHeader('Set-Cookie', clearTicketCookie(req));
      return session;
    },
  }),
});
