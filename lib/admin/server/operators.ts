import crypto from 'node:crypto';
import { adminAuthMessages, adminOperatorMessages, operatorRoleLabels, operatorStatusLabels } from '@/lib/admin/admin.messages';
import type { Invitation, InviteInput, OperatorSummary, OperatorUpdateInput, RecoveryCodes } from '@/lib/admin/admin.contract';
import { adminRoutes } from '@/lib/admin/routes';
import { operatorInvited } from '@/lib/notifications/server/events';
import { recordAudit, type Actor } from '@/lib/server/audit';
import { loginThrottle, LOGIN_PAIR_WINDOW_MS } from '@/lib/server/auth/loginThrottle';
import {
  activateOperatorSession,
  findOperatorSession,
  openOperatorSession,
  revokeOperatorSession,
  revokeOperatorSessions,
  type AuthOperator,
} from '@/lib/server/auth/operatorSessions';
import { dummyPasswordHash, hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { hashToken } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import { isPostgres } from '@/lib/server/db/dialect';
import { DomainError } from '@/lib/server/errors';
import { clearThrottle, takeThrottleSlot } from '@/lib/server/throttle';
import { acceptTotp, newTotpSecret, totpQrSvg, totpUri } from './totp';

/**
 * The operators' accounts (docs/DECISIONS.md, Operators): invitations, the
 * first sign-in that sets a password and enrols the second factor, signing in
 * with a password and then a TOTP or recovery code, and what a 관리자 changes
 * of other operators. The first 관리자 is invited by the command line
 * (`npm run admin -- create-operator`), the others from the console; both
 * call inviteOperator. Every change to an operator is audited in its
 * transaction.
 */

/** An invitation link is good for three days. */
export const INVITATION_MS = 3 * 86_400_000;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes a second-factor step allows before it ends (the password must be typed again). */
export const SECOND_FACTOR_TRIES = 5;

const throttle = loginThrottle('operator-login');

type Meta = { ip: string | null; userAgent: string | null };

/** `abcd-2345`: no 0/o, 1/l/i to misread; about 41 bits each. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryCode(): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)];
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

/** How a typed recovery code is compared: lower case, without spaces or the dash. */
function normalizeRecoveryCode(text: string): string {
  return text.toLowerCase().replace(/[\s-]/g, '');
}

function summaryOf(row: { id: number; email: string; name: string; role: OperatorSummary['role']; status: OperatorSummary['status']; lastLoginAt: string | null; createdAt: string; inviteExpiresAt: string | null }): OperatorSummary {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    lastLoginAt: row.lastLoginAt,
    createdAt: row.createdAt,
    inviteExpiresAt: row.status === 'invited' ? row.inviteExpiresAt : null,
  };
}

/**
 * A new invitation: its link's token (returned once) and what the operator's row keeps of it,
 * the status, the second factor to enrol and no password yet.
 */
function newInvitation(now: Date) {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_MS).toISOString();
  const columns = {
    status: 'invited' as const,
    passwordHash: null,
    totpSecret: newTotpSecret(),
    totpLastStep: null,
    inviteTokenHash: hashToken(token),
    inviteExpiresAt: expiresAt,
    updatedAt: now.toISOString(),
  };
  return { token, expiresAt, columns };
}

/** Invites an operator: the link lets them set a password and enrol their second factor. */
export async function inviteOperator(db: Db, by: Actor, input: InviteInput, now: Date): Promise<Invitation> {
  const at = now.toISOString();
  const invitation = newInvitation(now);
  return db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('operators').select('id').where('email', '=', input.email).executeTakeFirst();
    if (taken) throw new DomainError(409, 'OPERATOR_EXISTS', adminOperatorMessages.emailTaken, 'email');
    const row = await trx
      .insertInto('operators')
      .values({ email: input.email, name: input.name, role: input.role, ...invitation.columns, invitedBy: by.operatorId, lastLoginAt: null, createdAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      by,
      {
        action: 'operator.invite',
        targetType: 'operator',
        targetId: row.id,
        summary: `${input.name}(${input.email}) 님을 ${operatorRoleLabels[input.role]}(으)로 초대`,
        after: { email: input.email, name: input.name, role: input.role, status: 'invited' },
      },
      now,
    );
    await operatorInvited(trx, input.email, input.name, operatorRoleLabels[input.role], adminRoutes.invitation(invitation.token), invitation.expiresAt, now);
    return { operatorId: row.id, token: invitation.token, expiresAt: invitation.expiresAt };
  });
}

async function invitedBy(db: Db, token: string, now: Date) {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom('operators')
    .selectAll()
    .where('inviteTokenHash', '=', hashToken(token))
    .where('status', '=', 'invited')
    .where('inviteExpiresAt', '>', now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

export interface InvitationView {
  email: string;
  name: string;
  role: OperatorSummary['role'];
  /** For typing into an authenticator app that cannot scan. */
  secret: string;
  qrSvg: string;
  expiresAt: string;
}

/** What the invitation page shows, or 404 for a link that is unknown, used or expired. */
export async function invitationView(db: Db, token: string, now: Date): Promise<InvitationView> {
  const row = await invitedBy(db, token, now);
  if (!row || !row.totpSecret) throw new DomainError(404, 'INVITATION_INVALID', adminAuthMessages.invitationInvalid);
  return {
    email: row.email,
    name: row.name,
    role: row.role,
    secret: row.totpSecret,
    qrSvg: await totpQrSvg(totpUri(row.totpSecret, row.email)),
    expiresAt: row.inviteExpiresAt!,
  };
}

async function newRecoveryCodes(trx: Db, operatorId: number): Promise<string[]> {
  await trx.deleteFrom('operatorRecoveryCodes').where('operatorId', '=', operatorId).execute();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await trx
    .insertInto('operatorRecoveryCodes')
    .values(codes.map((code) => ({ operatorId, codeHash: hashToken(normalizeRecoveryCode(code)), usedAt: null })))
    .execute();
  return codes;
}

/**
 * The invited operator sets a password and proves their app works with a
 * code: the account becomes active, its recovery codes are made (returned
 * once), and a signed-in session is opened.
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; password: string; code: string },
  meta: Meta,
  now: Date,
): Promise<RecoveryCodes & { sessionToken: string }> {
  const row = await invitedBy(db, input.token, now);
  if (!row || !row.totpSecret) throw new DomainError(404, 'INVITATION_INVALID', adminAuthMessages.invitationInvalid);
  const step = await acceptTotp(row.totpSecret, input.code, row.totpLastStep, now);
  if (step === null) throw new DomainError(400, 'CODE_WRONG', adminAuthMessages.codeWrong, 'code');
  const passwordHash = await hashPassword(input.password);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('operators')
      .set({ passwordHash, status: 'active', totpLastStep: step, inviteTokenHash: null, inviteExpiresAt: null, lastLoginAt: at, updatedAt: at })
      .where('id', '=', row.id)
      .where('status', '=', 'invited')
      .where('inviteTokenHash', '=', row.inviteTokenHash)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new DomainError(404, 'INVITATION_INVALID', adminAuthMessages.invitationInvalid);
    const recoveryCodes = await newRecoveryCodes(trx, row.id);
    await recordAudit(
      trx,
      { operatorId: row.id, label: row.email, ip: meta.ip },
      {
        action: 'operator.accept',
        targetType: 'operator',
        targetId: row.id,
        summary: `${row.name}(${row.email}) 님이 초대를 수락하고 2단계 인증을 등록`,
        before: { status: 'invited' },
        after: { status: 'active' },
      },
      now,
    );
    const sessionToken = await openOperatorSession(trx, row.id, 'active', meta, now);
    return { sessionToken, recoveryCodes };
  });
}

/**
 * The password step: throttled as a member's login (../../server/auth/loginThrottle.ts,
 * with keys of its own). A wrong password, an unknown e-mail and an operator
 * who is not active all get the same 401 after the same scrypt time. Right:
 * a session at the 'second_factor' stage, good for ten minutes.
 */
export async function signIn(db: Db, input: { email: string; password: string }, meta: Meta, now: Date): Promise<string> {
  const slot = await takeThrottleSlot(
    db,
    throttle.rules(input.email, meta.ip),
    { code: 'LOGIN_THROTTLED', message: (seconds) => adminAuthMessages.throttled(Math.ceil(seconds / 60)) },
    LOGIN_PAIR_WINDOW_MS,
    now,
  );
  const row = await db
    .selectFrom('operators')
    .select(['id', 'passwordHash', 'status'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  const valid = await verifyPassword(input.password, row?.passwordHash ?? (await dummyPasswordHash()));
  if (!row || !valid || row.status !== 'active') throw new DomainError(401, 'INVALID_CREDENTIALS', adminAuthMessages.invalidCredentials);
  await slot.release();
  await clearThrottle(db, throttle.pairKey(input.email, meta.ip));
  return openOperatorSession(db, row.id, 'second_factor', meta, now);
}

/**
 * The second step: a TOTP code (used once) or an unused recovery code (then
 * spent). Past SECOND_FACTOR_TRIES wrong codes the step ends and the password
 * must be typed again. Returns how many recovery codes are left.
 */
export async function verifySecondFactor(db: Db, sessionToken: string | null, code: string, now: Date): Promise<{ recoveryCodesLeft: number }> {
  const found = await findOperatorSession(db, sessionToken, now);
  if (!found || found.stage !== 'second_factor') throw new DomainError(401, 'SECOND_FACTOR_EXPIRED', adminAuthMessages.secondFactorExpired);
  const { operator } = found;
  const triesKey = `operator-code:session:${operator.sessionId}`;
  await takeThrottleSlot(
    db,
    [{ key: triesKey, limit: SECOND_FACTOR_TRIES, windowMs: LOGIN_PAIR_WINDOW_MS }],
    { code: 'CODE_THROTTLED', message: () => adminAuthMessages.codeThrottled },
    LOGIN_PAIR_WINDOW_MS,
    now,
  ).catch(async (error: unknown) => {
    await revokeOperatorSession(db, operator.sessionId, now);
    throw error;
  });
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('operators').select(['totpSecret', 'totpLastStep']).where('id', '=', operator.id);
    if (isPostgres(trx)) query = query.forUpdate();
    const row = await query.executeTakeFirstOrThrow();
    const at = now.toISOString();
    const typed = code.trim();
    const step = row.totpSecret ? await acceptTotp(row.totpSecret, typed, row.totpLastStep, now) : null;
    if (step !== null) {
      await trx.updateTable('operators').set({ totpLastStep: step, lastLoginAt: at }).where('id', '=', operator.id).execute();
    } else {
      const spent = await trx
        .updateTable('operatorRecoveryCodes')
        .set({ usedAt: at })
        .where('operatorId', '=', operator.id)
        .where('codeHash', '=', hashToken(normalizeRecoveryCode(typed)))
        .where('usedAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!spent) throw new DomainError(400, 'CODE_WRONG', adminAuthMessages.codeWrong, 'code');
      await trx.updateTable('operators').set({ lastLoginAt: at }).where('id', '=', operator.id).execute();
    }
    await activateOperatorSession(trx, operator.sessionId, now);
    await clearThrottle(trx, triesKey);
    const left = await trx
      .selectFrom('operatorRecoveryCodes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('operatorId', '=', operator.id)
      .where('usedAt', 'is', null)
      .executeTakeFirstOrThrow();
    return { recoveryCodesLeft: Number(left.n) };
  });
}

export async function signOut(db: Db, operator: AuthOperator, now: Date): Promise<void> {
  await revokeOperatorSession(db, operator.sessionId, now);
}

/** New recovery codes for the signed-in operator (the old ones stop working): shown once. */
export async function renewRecoveryCodes(db: Db, operator: AuthOperator, ip: string | null, now: Date): Promise<RecoveryCodes> {
  return db.transaction().execute(async (trx) => {
    const recoveryCodes = await newRecoveryCodes(trx, operator.id);
    await recordAudit(
      trx,
      { operatorId: operator.id, label: operator.email, ip },
      { action: 'operator.renew_recovery_codes', targetType: 'operator', targetId: operator.id, summary: `${operator.name} 님이 복구 코드를 새로 발급` },
      now,
    );
    return { recoveryCodes };
  });
}

const summaryColumns = ['id', 'email', 'name', 'role', 'status', 'lastLoginAt', 'createdAt', 'inviteExpiresAt'] as const;

export async function listOperators(db: Db): Promise<OperatorSummary[]> {
  const rows = await db.selectFrom('operators').select(summaryColumns).orderBy('id', 'asc').execute();
  return rows.map(summaryOf);
}

/**
 * A 관리자 changes another operator's role or status. Nobody changes their
 * own (a slip would lock them out); at least one active 관리자 remains.
 * Disabling ends the operator's sessions at once.
 */
export async function updateOperator(db: Db, by: Actor, id: number, input: OperatorUpdateInput, now: Date): Promise<OperatorSummary> {
  if (by.operatorId === id) throw new DomainError(409, 'NOT_SELF', adminOperatorMessages.notSelf);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('operators').select(summaryColumns).where('id', '=', id);
    if (isPostgres(trx)) query = query.forUpdate();
    const before = await query.executeTakeFirst();
    if (!before) throw new DomainError(404, 'NOT_FOUND', adminOperatorMessages.notFound);
    const role = input.role ?? before.role;
    const status = input.status ?? before.status;
    if (before.status === 'invited' && status === 'active') throw new DomainError(409, 'NOT_ACCEPTED', adminOperatorMessages.notAccepted);
    const losesAdmin = before.role === 'admin' && before.status === 'active' && (role !== 'admin' || status !== 'active');
    if (losesAdmin) {
      const others = await trx
        .selectFrom('operators')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .where('id', '!=', id)
        .executeTakeFirstOrThrow();
      if (Number(others.n) === 0) throw new DomainError(409, 'LAST_ADMIN', adminOperatorMessages.lastAdmin);
    }
    await trx.updateTable('operators').set({ role, status, updatedAt: at }).where('id', '=', id).execute();
    if (status === 'disabled') await revokeOperatorSessions(trx, id, now);
    const changes: string[] = [];
    if (role !== before.role) changes.push(`역할 ${operatorRoleLabels[before.role]} → ${operatorRoleLabels[role]}`);
    if (status !== before.status) changes.push(`상태 ${operatorStatusLabels[before.status]} → ${operatorStatusLabels[status]}`);
    if (changes.length > 0) {
      await recordAudit(
        trx,
        by,
        {
          action: 'operator.update',
          targetType: 'operator',
          targetId: id,
          summary: `${before.name}(${before.email}): ${changes.join(', ')}`,
          before: { role: before.role, status: before.status },
          after: { role, status },
        },
        now,
      );
    }
    return summaryOf({ ...before, role, status });
  });
}

/**
 * A lost phone: the operator's second factor and password are cleared, their
 * sessions end, and a new invitation link lets them set both again.
 */
export async function resetSecondFactor(db: Db, by: Actor, id: number, now: Date): Promise<Invitation> {
  if (by.operatorId === id) throw new DomainError(409, 'NOT_SELF', adminOperatorMessages.notSelf);
  const invitation = newInvitation(now);
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('operators').select(summaryColumns).where('id', '=', id).executeTakeFirst();
    if (!before) throw new DomainError(404, 'NOT_FOUND', adminOperatorMessages.notFound);
    if (before.status === 'disabled') throw new DomainError(409, 'OPERATOR_DISABLED', adminOperatorMessages.disabledReset);
    await trx.updateTable('operators').set(invitation.columns).where('id', '=', id).execute();
    await trx.deleteFrom('operatorRecoveryCodes').where('operatorId', '=', id).execute();
    await revokeOperatorSessions(trx, id, now);
    await recordAudit(
      trx,
      by,
      {
        action: 'operator.reset_second_factor',
        targetType: 'operator',
        targetId: id,
        summary: `${before.name}(${before.email}) 님의 비밀번호와 2단계 인증을 초기화하고 새 초대 링크 발급`,
        before: { status: before.status },
        after: { status: 'invited' },
      },
      now,
    );
    await operatorInvited(trx, before.email, before.name, operatorRoleLabels[before.role], adminRoutes.invitation(invitation.token), invitation.expiresAt, now);
    return { operatorId: id, token: invitation.token, expiresAt: invitation.expiresAt };
  });
}
