import crypto from 'node:crypto';
import type { RegisterInput } from '@/lib/account/account.contract';
import type { RegisterResponse } from '@/lib/account/account.contract';
import { safeReturnUrl } from '@/lib/contract/returnUrl';
import { accountMessages } from '@/lib/account/account.messages';
import type { Db } from '@/lib/server/db';
import { createSession, hashToken } from '@/lib/server/auth/sessions';
import type { KakaoConfig } from '@/lib/server/env';
import { DomainError } from '@/lib/server/errors';
import { serviceNow } from '@/lib/server/clock';
import { registerRetailer } from './users';

/**
 * Kakao login (docs/DECISIONS.md, Kakao login): OAuth 2.0 authorization code
 * flow against Kakao's authorize, token and profile endpoints.
 *
 * - start: a random `state`, stored as its SHA-256 with the safe returnUrl
 *   (10 minutes, used once), also handed to the browser in an HttpOnly cookie
 *   by the route, so a callback counts only in the browser that started it;
 * - finish: state checked and used up, code -> access token -> profile; then
 *   the account linked to the Kakao id is logged in, else the account with
 *   the profile's e-mail when Kakao says it is valid and verified (linked
 *   now), else a sign-up ticket (30 minutes, used once) sends the visitor on
 *   to registration;
 * - register: a retailer sign-up that also links the ticket's Kakao id.
 *
 * Nothing lives in the process: every instance behind a balancer can answer
 * any step. Kakao is called outside any database transaction.
 */

const text = accountMessages.kakao;

export const KAKAO_STATE_TTL_MS = 10 * 60_000;
export const KAKAO_TICKET_TTL_MS = 30 * 60_000;
/** Each call to Kakao's token and profile endpoints gives up after 10 seconds. */
export const KAKAO_TIMEOUT_MS = 10_000;
/** Rows of finished or abandoned logins and tickets are deleted a day after they expired. */
const PRUNE_AFTER_MS = 86_400_000;

export const KAKAO_CALLBACK_PATH = '/api/v1/users/kakao/callback';

/** Why a Kakao login failed: the login page shows accountMessages.kakao.errors[code]. */
export type KakaoErrorCode = keyof typeof text.errors;

export const KAKAO_ERROR_CODES = Object.keys(text.errors) as KakaoErrorCode[];

export function isKakaoErrorCode(value: unknown): value is KakaoErrorCode {
  return typeof value === 'string' && (KAKAO_ERROR_CODES as string[]).includes(value);
}

export class KakaoLoginError extends Error {
  constructor(
    readonly code: KakaoErrorCode,
    detail?: string,
  ) {
    super(detail ? `Kakao login failed: ${code} (${detail})` : `Kakao login failed: ${code}`);
    this.name = 'KakaoLoginError';
  }
}

/** The settings, or the 404 every Kakao route answers while Kakao login is off. */
export function requireKakao(config: KakaoConfig | null): KakaoConfig {
  if (!config) throw new DomainError(404, 'KAKAO_NOT_CONFIGURED', text.notConfigured);
  return config;
}

const randomToken = () => crypto.randomBytes(32).toString('base64url');

/** Equal strings, compared in constant time. */
function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

async function pruneExpired(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - PRUNE_AFTER_MS).toISOString();
  await db.deleteFrom('kakaoLoginStates').where('expiresAt', '<', before).execute();
  await db.deleteFrom('kakaoSignupTickets').where('expiresAt', '<', before).execute();
}

/** GET /users/kakao: a new state and the URL of Kakao's consent screen. */
export async function startKakaoLogin(
  db: Db,
  config: KakaoConfig,
  input: { returnUrl: unknown; redirectUri: string },
): Promise<{ authorizeUrl: string; state: string; expiresAt: string }> {
  const now = serviceNow();
  const state = randomToken();
  const expiresAt = new Date(now.getTime() + KAKAO_STATE_TTL_MS).toISOString();
  await pruneExpired(db, now);
  await db
    .insertInto('kakaoLoginStates')
    .values({
      stateHash: hashToken(state),
      returnUrl: safeReturnUrl(input.returnUrl),
      createdAt: now.toISOString(),
      expiresAt,
      usedAt: null,
    })
    .execute();
  const url = new URL(`${config.authBaseUrl}/oauth/authorize`);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('state', state);
  return { authorizeUrl: url.toString(), state, expiresAt };
}

/**
 * Uses up the state of a callback: it must be the one this browser's cookie
 * holds, known, unexpired and unused. Returns the returnUrl it carries.
 */
async function consumeState(db: Db, state: string | null, cookieState: string | null, now: Date): Promise<string> {
  if (!state || !cookieState || state.length > 200 || !sameSecret(state, cookieState)) {
    throw new KakaoLoginError('state', 'missing or not this browser’s');
  }
  const row = await db
    .updateTable('kakaoLoginStates')
    .set({ usedAt: now.toISOString() })
    .where('stateHash', '=', hashToken(state))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .returning('returnUrl')
    .executeTakeFirst();
  if (!row) throw new KakaoLoginError('state', 'unknown, expired or used');
  return safeReturnUrl(row.returnUrl);
}

/** What the callback needs of Kakao's profile (GET /v2/user/me). */
export interface KakaoProfile {
  id: string;
  /** Lower-cased; null when the user did not share it. */
  email: string | null;
  /** Kakao says the address is both valid (still the account's) and verified. */
  emailVerified: boolean;
}

async function callKakao(url: string, init: RequestInit, failure: KakaoErrorCode): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(KAKAO_TIMEOUT_MS) });
  } catch (error) {
    throw new KakaoLoginError('unavailable', error instanceof Error ? error.message : String(error));
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.status >= 500) throw new KakaoLoginError('unavailable', `HTTP ${response.status}`);
  if (!response.ok) throw new KakaoLoginError(failure, `HTTP ${response.status}`);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new KakaoLoginError('unavailable', 'not JSON');
  return body as Record<string, unknown>;
}

/** POST {auth}/oauth/token: the authorization code -> an access token. */
export async function exchangeKakaoCode(config: KakaoConfig, code: string, redirectUri: string): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: config.clientId,
    redirect_uri: redirectUri,
    code,
  });
  if (config.clientSecret) form.set('client_secret', config.clientSecret);
  const body = await callKakao(
    `${config.authBaseUrl}/oauth/token`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: form.toString(),
    },
    'token',
  );
  const token = body.access_token;
  if (typeof token !== 'string' || token === '') throw new KakaoLoginError('token', 'no access_token');
  return token;
}

/** GET {api}/v2/user/me with the access token. */
export async function fetchKakaoProfile(config: KakaoConfig, accessToken: string): Promise<KakaoProfile> {
  const body = await callKakao(
    `${config.apiBaseUrl}/v2/user/me`,
    { method: 'GET', headers: { Authorization: `Bearer ${accessToken}` } },
    'profile',
  );
  const id = body.id;
  if ((typeof id !== 'number' || !Number.isSafeInteger(id)) && (typeof id !== 'string' || !/^\d{1,30}$/.test(id))) {
    throw new KakaoLoginError('profile', 'no id');
  }
  const account = body.kakao_account && typeof body.kakao_account === 'object' ? (body.kakao_account as Record<string, unknown>) : {};
  const rawEmail = typeof account.email === 'string' ? account.email.trim().toLowerCase() : '';
  const email = rawEmail && rawEmail.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(rawEmail) ? rawEmail : null;
  return {
    id: String(id),
    email,
    emailVerified: email !== null && account.is_email_valid === true && account.is_email_verified === true,
  };
}

export type KakaoCallbackOutcome =
  | { kind: 'login'; token: string; expiresAt: string; returnUrl: string; userId: number; linkedNow: boolean }
  | { kind: 'register'; ticket: string; expiresAt: string; returnUrl: string };

/**
 * GET /users/kakao/callback. Throws KakaoLoginError for every failure (the
 * route sends the browser to the login page with its code).
 */
export async function finishKakaoLogin(
  db: Db,
  config: KakaoConfig,
  input: { code: string | null; state: string | null; error: string | null; cookieState: string | null; redirectUri: string },
  meta: { ip: string | null; userAgent: string | null },
): Promise<KakaoCallbackOutcome> {
  const returnUrl = await consumeState(db, input.state, input.cookieState, serviceNow());
  if (input.error) throw new KakaoLoginError(input.error === 'access_denied' ? 'denied' : 'token', input.error.slice(0, 100));
  if (!input.code || input.code.length > 2000) throw new KakaoLoginError('token', 'no code');

  const accessToken = await exchangeKakaoCode(config, input.code, input.redirectUri);
  const profile = await fetchKakaoProfile(config, accessToken);
  return settleProfile(db, profile, returnUrl, meta);
}

/** The profile -> a session of the linked (or now linked) account, or a sign-up ticket. One transaction. */
async function settleProfile(
  db: Db,
  profile: KakaoProfile,
  returnUrl: string,
  meta: { ip: string | null; userAgent: string | null },
): Promise<KakaoCallbackOutcome> {
  const now = serviceNow();
  return db.transaction().execute(async (trx) => {
    const linked = await trx.selectFrom('users').select(['id', 'suspendedAt']).where('kakaoId', '=', profile.id).executeTakeFirst();
    if (linked?.suspendedAt) throw new KakaoLoginError('suspended');
    if (linked) {
      const session = await createSession(trx, linked.id, meta);
      return { kind: 'login', ...session, returnUrl, userId: linked.id, linkedNow: false } as const;
    }
    if (profile.email && profile.emailVerified) {
      const owner = await trx.selectFrom('users').select(['id', 'kakaoId', 'suspendedAt']).where('email', '=', profile.email).executeTakeFirst();
      if (owner?.suspendedAt) throw new KakaoLoginError('suspended');
      if (owner) {
        if (owner.kakaoId !== null) throw new KakaoLoginError('linkedOther');
        const updated = await trx
          .updateTable('users')
          .set({ kakaoId: profile.id, updatedAt: now.toISOString() })
          .where('id', '=', owner.id)
          .where('kakaoId', 'is', null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new KakaoLoginError('linkedOther');
        const session = await createSession(trx, owner.id, meta);
        return { kind: 'login', ...session, returnUrl, userId: owner.id, linkedNow: true } as const;
      }
    }
    // No account to log in: registration, with whatever Kakao vouched for.
    const ticket = randomToken();
    const expiresAt = new Date(now.getTime() + KAKAO_TICKET_TTL_MS).toISOString();
    await trx
      .insertInto('kakaoSignupTickets')
      .values({
        ticketHash: hashToken(ticket),
        kakaoId: profile.id,
        email: profile.email,
        emailVerified: profile.emailVerified ? 1 : 0,
        returnUrl,
        createdAt: now.toISOString(),
        expiresAt,
        usedAt: null,
      })
      .execute();
    return { kind: 'register', ticket, expiresAt, returnUrl } as const;
  });
}

/** A usable sign-up ticket as the registration page shows it. */
export interface KakaoSignup {
  /** Kakao's e-mail (lower-cased), or null when the user shared none. */
  email: string | null;
  /** The e-mail is valid and verified at Kakao: registration must use it. */
  emailVerified: boolean;
}

/**
 * The sign-up a ticket stands for, when it is unused, unexpired and the one
 * this browser's cookie holds; otherwise null.
 */
export async function findKakaoSignup(db: Db, ticket: string | null, cookieTicket: string | null): Promise<KakaoSignup | null> {
  if (!ticket || !cookieTicket || ticket.length > 200 || !sameSecret(ticket, cookieTicket)) return null;
  const row = await db
    .selectFrom('kakaoSignupTickets')
    .select(['email', 'emailVerified'])
    .where('ticketHash', '=', hashToken(ticket))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', serviceNow().toISOString())
    .executeTakeFirst();
  return row ? { email: row.email, emailVerified: row.emailVerified === 1 && row.email !== null } : null;
}

function ticketInvalid(): DomainError {
  return new DomainError(400, 'KAKAO_TICKET_INVALID', text.register.ticketInvalid, 'kakaoTicket');
}

/**
 * POST /users/kakao/register: the retailer sign-up of POST /users/register
 * (same checks, SMS proof and consents) that also links the ticket's Kakao
 * id; the ticket is used up in the same transaction. A verified Kakao e-mail
 * is the only e-mail the account may have.
 */
export async function registerWithKakao(
  db: Db,
  input: RegisterInput & { kakaoTicket: string },
  cookieTicket: string | null,
  meta: { ip: string | null; userAgent: string | null },
): Promise<RegisterResponse> {
  const signup = await findKakaoSignup(db, input.kakaoTicket, cookieTicket);
  if (!signup) throw ticketInvalid();
  if (signup.emailVerified && signup.email !== input.email) {
    throw new DomainError(400, 'KAKAO_EMAIL_MISMATCH', text.register.emailMismatch, 'email');
  }
  const { kakaoTicket, ...account } = input;
  return registerRetailer(db, account, meta, async (trx, userId) => {
    const now = serviceNow().toISOString();
    const ticket = await trx
      .updateTable('kakaoSignupTickets')
      .set({ usedAt: now })
      .where('ticketHash', '=', hashToken(kakaoTicket))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('kakaoId')
      .executeTakeFirst();
    if (!ticket) throw ticketInvalid();
    const taken = await trx.selectFrom('users').select('id').where('kakaoId', '=', ticket.kakaoId).executeTakeFirst();
    if (taken) throw new DomainError(409, 'KAKAO_ALREADY_LINKED', text.register.alreadyLinked);
    await trx.updateTable('users').set({ kakaoId: ticket.kakaoId }).where('id', '=', userId).execute();
  });
}
