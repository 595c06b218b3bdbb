/** @jest-environment node */
import { sql } from 'kysely';
import { inviteOperator, invitationView, updateOperator } from '@/lib/admin/server/operators';
import { OPERATOR_IDLE_MS, OPERATOR_MAX_MS } from '@/lib/server/auth/operatorSessions';
import { COMMAND_ACTOR } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { LOGIN_FREE_FAILURES_PER_PAIR } from '@/lib/server/auth/loginThrottle';
import { withApi } from '../helpers/api';
import { member } from '../helpers/shop';
import { OPERATOR_PASSWORD, signedInOperator, totpCode } from '../helpers/operators';

/**
 * The operators' accounts through the API (docs/DECISIONS.md, Operators): an
 * invitation accepted with a password and a TOTP code, signing in with the
 * password and then a code (once each) or a recovery code (once), the limits on
 * wrong tries, short sessions, what a 관리자 may change of others, and that a
 * member's token opens nothing of the console. Every change leaves its entry
 * in the audit log, which nothing can change.
 */

const ctx = withApi({ seed: { products: 10, brands: 2, demoOrders: false }, clock: true });

const cookieOf = (answer: { headers: Headers }) => (answer.headers.get('set-cookie') ?? '').split(';')[0];

async function signIn(email: string, password = OPERATOR_PASSWORD) {
  const answer = await ctx.api('/admin/session', { body: { email, password } });
  return { answer, cookie: cookieOf(answer) };
}

async function auditOf(targetId: number | string) {
  return ctx.db.selectFrom('auditLog').selectAll().where('targetId', '=', String(targetId)).orderBy('id').execute();
}

describe('invitation and sign-in', () => {
  test('an invitation is accepted with a password and the code of the app it enrolled: ten recovery codes, a session, two audit entries', async () => {
    const invitation = await inviteOperator(ctx.db, COMMAND_ACTOR, { email: 'first@ops.kr', name: '첫 관리자', role: 'admin' }, serviceNow());
    const view = await invitationView(ctx.db, invitation.token, serviceNow());
    expect(view).toMatchObject({ email: 'first@ops.kr', name: '첫 관리자', role: 'admin' });
    expect(view.qrSvg).toMatch(/^<svg/);

    const body = { token: invitation.token, password: OPERATOR_PASSWORD, passwordConfirm: OPERATOR_PASSWORD };
    const wrong = await ctx.api('/admin/invitations/accept', { body: { ...body, code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('CODE_WRONG');
    const short = await ctx.api('/admin/invitations/accept', { body: { ...body, password: 'short', passwordConfirm: 'short', code: await totpCode(view.secret) } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('비밀번호는 10자 이상 64자 이하로 입력해 주세요.');

    const accepted = await ctx.api('/admin/invitations/accept', { body: { ...body, code: await totpCode(view.secret) } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.recoveryCodes).toHaveLength(10);
    expect(accepted.body.recoveryCodes[0]).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(accepted.headers.get('set-cookie')).toMatch(/^admin_token=[^;]+; Path=\/; HttpOnly; SameSite=Strict/);
    const operators = await ctx.api('/admin/operators', { headers: { cookie: cookieOf(accepted) } });
    expect(operators.status).toBe(200);
    expect(operators.body.items.map((op: { email: string; status: string }) => [op.email, op.status])).toContainEqual(['first@ops.kr', 'active']);

    // The link is spent.
    const again = await ctx.api('/admin/invitations/accept', { body: { ...body, code: await totpCode(view.secret, 1) } });
    expect(again.status).toBe(404);
    const entries = await auditOf(invitation.operatorId);
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['operator.invite', 'command'],
      ['operator.accept', 'first@ops.kr'],
    ]);
  });

  test('the password opens only the second step; a code signs in once, a used code and a wrong one do not', async () => {
    const op = await signedInOperator(ctx.db, 'staff');
    const wrongPassword = await signIn(op.email, 'not-the-password');
    expect(wrongPassword.answer.status).toBe(401);
    expect(wrongPassword.answer.body.message).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');

    const { answer, cookie } = await signIn(op.email);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ next: 'code' });
    // Half signed in: nothing of the console yet.
    expect((await ctx.api('/admin/me/recovery-codes', { method: 'POST', headers: { cookie } })).status).toBe(401);

    const wrong = await ctx.api('/admin/session/code', { body: { code: '123456' }, headers: { cookie } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('코드가 올바르지 않습니다. 인증 앱의 새 코드를 입력해 주세요.');
    // The code the invitation was accepted with was used: it is refused.
    const replayed = await ctx.api('/admin/session/code', { body: { code: await totpCode(op.secret) }, headers: { cookie } });
    expect(replayed.status).toBe(400);
    const right = await ctx.api('/admin/session/code', { body: { code: await totpCode(op.secret, 1) }, headers: { cookie } });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ recoveryCodesLeft: 10 });
    expect((await ctx.api('/admin/me/recovery-codes', { method: 'POST', headers: { cookie } })).status).toBe(200);
  });

  test('a recovery code signs in once in place of the app’s code', async () => {
    const op = await signedInOperator(ctx.db);
    const first = await signIn(op.email);
    const typed = ` ${op.recoveryCodes[3].toUpperCase()} `;
    const used = await ctx.api('/admin/session/code', { body: { code: typed }, headers: { cookie: first.cookie } });
    expect(used.status).toBe(200);
    expect(used.body).toEqual({ recoveryCodesLeft: 9 });
    const second = await signIn(op.email);
    const reused = await ctx.api('/admin/session/code', { body: { code: op.recoveryCodes[3] }, headers: { cookie: second.cookie } });
    expect(reused.status).toBe(400);
  });

  test(`${5} wrong codes end the second step: the password must be typed again`, async () => {
    const op = await signedInOperator(ctx.db);
    const { cookie } = await signIn(op.email);
    for (let i = 0; i < 5; i++) expect((await ctx.api('/admin/session/code', { body: { code: '000000' }, headers: { cookie } })).status).toBe(400);
    const sixth = await ctx.api('/admin/session/code', { body: { code: await totpCode(op.secret, 1) }, headers: { cookie } });
    expect(sixth.status).toBe(429);
    const after = await ctx.api('/admin/session/code', { body: { code: await totpCode(op.secret, 1) }, headers: { cookie } });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('SECOND_FACTOR_EXPIRED');
  });

  test('wrong passwords are throttled as a member’s login, on keys of their own', async () => {
    const op = await signedInOperator(ctx.db);
    for (let i = 0; i < LOGIN_FREE_FAILURES_PER_PAIR; i++) expect((await signIn(op.email, 'wrong-password')).answer.status).toBe(401);
    const throttled = await signIn(op.email);
    expect(throttled.answer.status).toBe(429);
    expect(throttled.answer.headers.get('retry-after')).toBe('60');
    const keys = await ctx.db.selectFrom('throttleEvents').select('key').where('key', 'like', 'operator-login:%').execute();
    expect(keys.length).toBeGreaterThan(0);
  });

  test('a session ends after 30 minutes idle, or 12 hours after sign-in however busy; signing out ends it at once', async () => {
    const op = await signedInOperator(ctx.db);
    const call = async () => (await ctx.api('/admin/operators', { headers: { cookie: op.cookie } })).status;
    // Busy: a call every 29 minutes keeps it, up to 12 hours after sign-in.
    const step = OPERATOR_IDLE_MS - 60_000;
    let elapsed = 0;
    while (elapsed + step < OPERATOR_MAX_MS) {
      ctx.clock.advance(step);
      elapsed += step;
      expect(await call()).toBe(200);
    }
    ctx.clock.advance(OPERATOR_MAX_MS - elapsed + 1_000);
    expect(await call()).toBe(401);

    const other = await signedInOperator(ctx.db);
    ctx.clock.advance(OPERATOR_IDLE_MS + 1);
    expect((await ctx.api('/admin/operators', { headers: { cookie: other.cookie } })).status).toBe(401);

    const third = await signedInOperator(ctx.db);
    expect((await ctx.api('/admin/session', { method: 'DELETE', headers: { cookie: third.cookie } })).status).toBe(200);
    expect((await ctx.api('/admin/operators', { headers: { cookie: third.cookie } })).status).toBe(401);
  });
});

describe('who may call the console', () => {
  test('a member’s token is a 404 on every console call, the sign-in included; a 운영자 is refused what only a 관리자 may do', async () => {
    const retailer = await member(ctx.db);
    const brand = await member(ctx.db, { userType: 'brand' });
    for (const token of [retailer.token, brand.token]) {
      expect((await ctx.api('/admin/operators', { token })).status).toBe(404);
      expect((await ctx.api('/admin/session', { body: { email: 'x@ops.kr', password: 'whatever-1' }, token })).status).toBe(404);
      expect((await ctx.api('/admin/orders/1/deposit', { method: 'POST', token })).status).toBe(404);
    }
    expect((await ctx.api('/admin/operators')).status).toBe(401);
    const staff = await signedInOperator(ctx.db, 'staff');
    const refused = await ctx.api('/admin/operators', { headers: { cookie: staff.cookie } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('관리자만 할 수 있는 일입니다.');
    // An operator's cookie is nothing to the storefront's API.
    expect((await ctx.api('/users', { headers: { cookie: staff.cookie } })).status).toBe(401);
  });
});

describe('a 관리자 manages operators', () => {
  test('invites, changes roles, disables (ending the sessions at once) and resets the second factor; never their own account, never the last 관리자', async () => {
    const admin = await signedInOperator(ctx.db, 'admin');
    const headers = { cookie: admin.cookie };
    const invited = await ctx.api('/admin/operators', { body: { email: 'New@Ops.kr', name: '새 운영자', role: 'staff' }, headers });
    expect(invited.status).toBe(201);
    expect(invited.body.token).toMatch(/^[\w-]{40,}$/);
    expect((await ctx.api('/admin/operators', { body: { email: 'new@ops.kr', name: '또', role: 'staff' }, headers })).status).toBe(409);

    expect((await ctx.api(`/admin/operators/${admin.id}`, { method: 'PATCH', body: { role: 'staff' }, headers })).status).toBe(409);

    const staff = await signedInOperator(ctx.db, 'staff');
    const promoted = await ctx.api(`/admin/operators/${staff.id}`, { method: 'PATCH', body: { role: 'admin' }, headers });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ role: 'admin', status: 'active' });
    expect((await ctx.api('/admin/operators', { headers: { cookie: staff.cookie } })).status).toBe(200);

    const disabled = await ctx.api(`/admin/operators/${staff.id}`, { method: 'PATCH', body: { status: 'disabled' }, headers });
    expect(disabled.status).toBe(200);
    expect((await ctx.api('/admin/operators', { headers: { cookie: staff.cookie } })).status).toBe(401);
    expect((await signIn(staff.email)).answer.status).toBe(401);

    const reset = await ctx.api(`/admin/operators/${invited.body.operatorId}/reset`, { method: 'POST', headers });
    expect(reset.status).toBe(200);
    expect(reset.body.token).not.toBe(invited.body.token);

    const entries = await auditOf(staff.id);
    expect(entries.map((entry) => [entry.action, entry.summary])).toEqual([
      ['operator.invite', expect.stringContaining('운영자(으)로 초대')],
      ['operator.accept', expect.any(String)],
      ['operator.update', expect.stringContaining('역할 운영자 → 관리자')],
      ['operator.update', expect.stringContaining('상태 사용 중 → 사용 중지')],
    ]);
    expect(JSON.parse(entries[3].beforeJson!)).toEqual({ role: 'admin', status: 'active' });
    expect(entries[3].actor).toBe(admin.email);
  });

  test('the last active 관리자 is never demoted or disabled (the command line, not being one, is refused too)', async () => {
    await ctx.db.updateTable('operators').set({ status: 'disabled' }).where('role', '=', 'admin').execute();
    const only = await signedInOperator(ctx.db, 'admin');
    await expect(updateOperator(ctx.db, COMMAND_ACTOR, only.id, { status: 'disabled' }, serviceNow())).rejects.toMatchObject({ status: 409, code: 'LAST_ADMIN' });
    await expect(updateOperator(ctx.db, COMMAND_ACTOR, only.id, { role: 'staff' }, serviceNow())).rejects.toMatchObject({ status: 409, code: 'LAST_ADMIN' });
    const second = await signedInOperator(ctx.db, 'admin');
    await expect(updateOperator(ctx.db, COMMAND_ACTOR, only.id, { role: 'staff' }, serviceNow())).resolves.toMatchObject({ role: 'staff' });
    // A 운영자 is refused what only a 관리자 may do.
    expect((await ctx.api(`/admin/operators/${second.id}`, { method: 'PATCH', body: { role: 'staff' }, headers: { cookie: only.cookie } })).status).toBe(403);
  });
});

describe('the audit log', () => {
  test('is append-only: the database refuses to change or remove an entry', async () => {
    await signedInOperator(ctx.db);
    const entry = await ctx.db.selectFrom('auditLog').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    // Matched by message: the driver's error may come from another realm than jest's (no `instanceof Error`).
    const refused = { message: expect.stringContaining('audit_log is append-only') };
    await expect(ctx.db.updateTable('auditLog').set({ summary: '고침' }).where('id', '=', entry.id).execute()).rejects.toMatchObject(refused);
    await expect(ctx.db.deleteFrom('auditLog').where('id', '=', entry.id).execute()).rejects.toMatchObject(refused);
    await expect(sql`delete from audit_log`.execute(ctx.db)).rejects.toMatchObject(refused);
    expect(await ctx.db.selectFrom('auditLog').select('summary').where('id', '=', entry.id).executeTakeFirstOrThrow()).not.toEqual({ summary: '고침' });
  });
});
