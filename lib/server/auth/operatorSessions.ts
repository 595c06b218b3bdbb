import crypto from 'node:crypto';
import type { Db } from '@/lib/server/db';
import type { OperatorIdentity } from '@/lib/contract/operators';
import { cookieValue, readToken, type RequestLike } from '@/lib/server/http/request';
import { findSessionUser, hashToken } from './sessions';

/**
 * The operators' sessions (docs/DECISIONS.md, Operators): their own table and
 * their own cookie, so a member's token never opens the console and an
 * operator's never opens a member's page. A session starts at the
 * 'second_factor' stage after the password (good for ten minutes) and becomes
 * 'active' with the TOTP or a recovery code; an active session ends after 30
 * minutes without a request, or 12 hours after sign-in, whichever is first.
 * A disabled operator's sessions stop at once (every lookup joins the
 * operator's status).
 */

/** HttpOnly, SameSite=Strict, ends with the browser: scripts never read it and no other site sends it. */
export const OPERATOR_COOKIE = 'admin_token';
export const SECOND_FACTOR_MS = 10 * 60_000;
export const OPERATOR_IDLE_MS = 30 * 60_000;
export const OPERATOR_MAX_MS = 12 * 3_600_000;
/** lastSeenAt is written at most this often: a console page and its calls need not each write. */
const TOUCH_EVERY_MS = 60_000;

export type OperatorStage = 'second_factor' | 'active';

/** The acting operator of a console request. */
export interface AuthOperator extends OperatorIdentity {
  sessionId: number;
}

export async function openOperatorSession(
  db: Db,
  operatorId: number,
  stage: OperatorStage,
  meta: { ip: string | null; userAgent: string | null },
  now: Date,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const at = now.toISOString();
  const lifetime = stage === 'active' ? OPERATOR_IDLE_MS : SECOND_FACTOR_MS;
  await db
    .insertInto('operatorSessions')
    .values({
      operatorId,
      tokenHash: hashToken(token),
      stage,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(now.getTime() + lifetime).toISOString(),
      revokedAt: null,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

/** When an active session started at `createdAt` ends if it is used at `now`. */
function activeExpiry(createdAt: string, now: Date): string {
  return new Date(Math.min(Date.parse(createdAt) + OPERATOR_MAX_MS, now.getTime() + OPERATOR_IDLE_MS)).toISOString();
}

/**
 * The operator and stage behind a token, or null (unknown, expired, revoked,
 * or the operator is not active). An active session's idle clock restarts.
 */
export async function findOperatorSession(
  db: Db,
  token: string | null,
  now: Date,
): Promise<{ operator: AuthOperator; stage: OperatorStage } | null> {
  if (!token || token.length > 200) return null;
  const at = now.toISOString();
  const row = await db
    .selectFrom('operatorSessions')
    .innerJoin('operators', 'operators.id', 'operatorSessions.operatorId')
    .select([
      'operatorSessions.id as sessionId',
      'operatorSessions.stage',
      'operatorSessions.createdAt',
      'operatorSessions.lastSeenAt',
      'operators.id',
      'operators.email',
      'operators.name',
      'operators.role',
    ])
    .where('operatorSessions.tokenHash', '=', hashToken(token))
    .where('operatorSessions.revokedAt', 'is', null)
    .where('operatorSessions.expiresAt', '>', at)
    .where('operators.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return null;
  if (row.stage === 'active' && now.getTime() - Date.parse(row.lastSeenAt) >= TOUCH_EVERY_MS) {
    await db
      .updateTable('operatorSessions')
      .set({ lastSeenAt: at, expiresAt: activeExpiry(row.createdAt, now) })
      .where('id', '=', row.sessionId)
      .execute();
  }
  const { sessionId, stage, id, email, name, role } = row;
  return { operator: { id, email, name, role, sessionId }, stage };
}

/** The second factor passed: the session becomes active, its idle clock starting now. */
export async function activateOperatorSession(trx: Db, sessionId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await trx
    .updateTable('operatorSessions')
    .set({ stage: 'active', createdAt: at, lastSeenAt: at, expiresAt: activeExpiry(at, now) })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeOperatorSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('operatorSessions').set({ revokedAt: now.toISOString() }).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
}

/** Ends every session of an operator (disabled, second factor reset). */
export async function revokeOperatorSessions(trx: Db, operatorId: number, now: Date): Promise<void> {
  await trx.updateTable('operatorSessions').set({ revokedAt: now.toISOString() }).where('operatorId', '=', operatorId).where('revokedAt', 'is', null).execute();
}

/** The operator cookie of a request (never a header: the console's calls are same-origin and send it). */
export function operatorTokenOf(req: RequestLike): string | null {
  return cookieValue(req, OPERATOR_COOKIE);
}

/**
 * Who calls the console (its pages: ../http/consolePage.ts; its calls: ../http/route.ts): the
 * operator of an active session of their cookie, or null; and whether, without one, the
 * request carries a member's session, to which the console is a 404.
 */
export async function consoleCallerOf(db: Db, req: RequestLike, now: Date): Promise<{ operator: AuthOperator | null; member: boolean }> {
  const found = await findOperatorSession(db, operatorTokenOf(req), now);
  const operator = found?.stage === 'active' ? found.operator : null;
  const member = !operator && (await findSessionUser(db, readToken(req))) !== null;
  return { operator, member };
}

/** The Set-Cookie of an operator's session token, or of its removal (an empty value that expires at once). */
function cookieOf(value: string, extra: string[], secure: boolean): string {
  return [`${OPERATOR_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', ...extra, ...(secure ? ['Secure'] : [])].join('; ');
}

export function operatorCookie(token: string, secure: boolean): string {
  return cookieOf(encodeURIComponent(token), [], secure);
}

export function clearedOperatorCookie(secure: boolean): string {
  return cookieOf('', ['Max-Age=0'], secure);
}
