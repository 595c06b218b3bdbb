import crypto from 'node:crypto';
import type { Db } from '@/lib/server/db';
import { serverEnv } from '@/lib/server/env';
import type { UserRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { apiMessages } from '@/lib/messages/api';

/** The acting user of a request, as the services see it. */
export interface AuthUser {
  id: number;
  email: string;
  userType: UserRow['userType'];
  userGroups: UserRow['userGroups'];
  businessName: string;
  registrationNo: string;
  mobileNo: string;
  sessionId: number;
}

export const nowIso = () => new Date().toISOString();

/** SHA-256 of a token: only the hash is stored, so a leaked table opens no session. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A session opened without 로그인 상태 유지 lasts a day (and its cookie ends with the browser). */
export const SHORT_SESSION_MS = 86_400_000;

/**
 * Opens a session and returns its opaque token (shown to the client once). A
 * suspended account gets none: 403 ACCOUNT_SUSPENDED, whichever way it signs
 * in (password, Kakao, sign-up).
 * `remember` (default true: registration, tests) keeps it SESSION_DAYS;
 * false, one day.
 */
export async function createSession(
  db: Db,
  userId: number,
  meta: { userAgent?: string | null; ip?: string | null; remember?: boolean } = {},
): Promise<{ token: string; expiresAt: string }> {
  const account = await db.selectFrom('users').select('suspendedAt').where('id', '=', userId).executeTakeFirst();
  if (account?.suspendedAt) throw new DomainError(403, 'ACCOUNT_SUSPENDED', apiMessages.accountSuspended);
  const token = crypto.randomBytes(32).toString('base64url');
  const now = new Date();
  const lifetime = meta.remember === false ? SHORT_SESSION_MS : serverEnv().SESSION_DAYS * 86_400_000;
  const expiresAt = new Date(now.getTime() + lifetime).toISOString();
  await db
    .insertInto('sessions')
    .values({
      userId,
      tokenHash: hashToken(token),
      createdAt: now.toISOString(),
      expiresAt,
      revokedAt: null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/** The user behind a token, or null when it is unknown, expired or revoked, or the account is suspended. */
export async function findSessionUser(db: Db, token: string | undefined | null): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id as sessionId',
      'users.id as id',
      'users.email',
      'users.userType',
      'users.userGroups',
      'users.businessName',
      'users.registrationNo',
      'users.mobileNo',
    ])
    .where('sessions.tokenHash', '=', hashToken(token))
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.expiresAt', '>', nowIso())
    .where('users.suspendedAt', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revokedAt: nowIso() }).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
}

/** Revokes every open session of a user but the one given (password change). */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number | null): Promise<void> {
  let query = db.updateTable('sessions').set({ revokedAt: nowIso() }).where('userId', '=', userId).where('revokedAt', 'is', null);
  if (keepSessionId != null) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}
