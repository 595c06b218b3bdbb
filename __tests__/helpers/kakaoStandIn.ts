import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of Kakao's OAuth and profile endpoints (node:http on
 * 127.0.0.1, a port of the caller's choice or a random one), for the API
 * tests and the e2e journey of Kakao login:
 *
 * - GET /oauth/authorize: Kakao's consent screen, consented at once: 302 to
 *   redirect_uri with a new code (for `nextProfile`) and the state, or with
 *   error=access_denied when `deny` is set;
 * - POST /oauth/token: a code issued here (once) -> { access_token };
 *   a wrong client, secret, redirect_uri or grant is 400 invalid_grant, as Kakao answers;
 * - GET /v2/user/me: the profile of the access token.
 *
 * `issueCode(profile)` hands out a code directly (tests that skip the
 * consent screen); `failToken` / `failProfile` make the next calls fail with
 * that status; `tokenRequests` records every token request's form.
 */

export interface KakaoStandInProfile {
  id: number;
  email?: string | null;
  isEmailValid?: boolean;
  isEmailVerified?: boolean;
}

export interface KakaoStandIn {
  /** http://127.0.0.1:<port> (both the auth and the API base URL). */
  url: string;
  clientId: string;
  clientSecret: string | null;
  /** The profile GET /oauth/authorize consents to next (a fresh random id when null). */
  nextProfile: KakaoStandInProfile | null;
  /** Answer GET /oauth/authorize with error=access_denied. */
  deny: boolean;
  /** Status of every token answer while set (e.g. 500, or 401 for a refused client). */
  failToken: number | null;
  failProfile: number | null;
  tokenRequests: URLSearchParams[];
  issueCode(profile: KakaoStandInProfile): string;
  close(): Promise<void>;
}

function profileBody(profile: KakaoStandInProfile) {
  const hasEmail = typeof profile.email === 'string';
  return {
    id: profile.id,
    connected_at: new Date().toISOString(),
    kakao_account: {
      has_email: hasEmail,
      email_needs_agreement: false,
      ...(hasEmail
        ? { is_email_valid: profile.isEmailValid ?? true, is_email_verified: profile.isEmailVerified ?? true, email: profile.email }
        : {}),
    },
  };
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json;charset=UTF-8');
  res.end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startKakaoStandIn(
  options: { port?: number; clientId?: string; clientSecret?: string | null } = {},
): Promise<KakaoStandIn> {
  const codes = new Map<string, { profile: KakaoStandInProfile; redirectUri: string | null }>();
  const tokens = new Map<string, KakaoStandInProfile>();
  const random = () => crypto.randomBytes(16).toString('hex');

  const standIn: Omit<KakaoStandIn, 'url' | 'close'> = {
    clientId: options.clientId ?? 'stand-in-client-id',
    clientSecret: options.clientSecret ?? null,
    nextProfile: null,
    deny: false,
    failToken: null,
    failProfile: null,
    tokenRequests: [],
    issueCode(profile) {
      const code = random();
      codes.set(code, { profile, redirectUri: null });
      return code;
    },
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    try {
      if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
        const redirectUri = url.searchParams.get('redirect_uri');
        if (url.searchParams.get('client_id') !== standIn.clientId || !redirectUri || url.searchParams.get('response_type') !== 'code') {
          json(res, 400, { error: 'invalid_request' });
          return;
        }
        const back = new URL(redirectUri);
        const state = url.searchParams.get('state');
        if (state) back.searchParams.set('state', state);
        if (standIn.deny) {
          back.searchParams.set('error', 'access_denied');
          back.searchParams.set('error_description', 'User denied access');
        } else {
          const code = random();
          codes.set(code, { profile: standIn.nextProfile ?? { id: crypto.randomInt(1, 2 ** 40) }, redirectUri });
          back.searchParams.set('code', code);
        }
        res.statusCode = 302;
        res.setHeader('Location', back.toString());
        res.end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        const form = new URLSearchParams(await readBody(req));
        standIn.tokenRequests.push(form);
        if (standIn.failToken) {
          json(res, standIn.failToken, { error: 'server_error', error_description: 'stand-in failure' });
          return;
        }
        const code = form.get('code') ?? '';
        const issued = codes.get(code);
        codes.delete(code);
        const secretOk = standIn.clientSecret === null || form.get('client_secret') === standIn.clientSecret;
        if (
          !issued ||
          form.get('grant_type') !== 'authorization_code' ||
          form.get('client_id') !== standIn.clientId ||
          !secretOk ||
          (issued.redirectUri !== null && form.get('redirect_uri') !== issued.redirectUri)
        ) {
          json(res, 400, { error: 'invalid_grant', error_code: 'KOE320', error_description: 'authorization code not found' });
          return;
        }
        const accessToken = random();
        tokens.set(accessToken, issued.profile);
        json(res, 200, { token_type: 'bearer', access_token: accessToken, expires_in: 21599, refresh_token: random() });
        return;
      }
      if (req.method === 'GET' && url.pathname === '/v2/user/me') {
        if (standIn.failProfile) {
          json(res, standIn.failProfile, { msg: 'stand-in failure', code: -1 });
          return;
        }
        const profile = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!profile) {
          json(res, 401, { msg: 'this access token does not exist', code: -401 });
          return;
        }
        json(res, 200, profileBody(profile));
        return;
      }
      json(res, 404, { msg: 'not found' });
    } catch {
      json(res, 500, { msg: 'stand-in error' });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
