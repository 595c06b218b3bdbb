/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverEnv, type ServerEnv } from '@/lib/server/env';
import { createSmsProvider, HttpSmsProvider, LogSmsProvider, setSmsProvider } from '@/lib/server/sms';
import { smsDevHint } from '@/lib/account/server/smsCodes';
import { withApi } from '../helpers/api';
import { accountMessages } from '@/lib/account/account.messages';

const ctx = withApi({ sms: true, clock: true });
const { api, sms, clock } = ctx;

let phoneSeq = 0;
/** A fresh mobile number per test, so codes and limits do not mix. */
const newPhone = () => `0105555${String(1000 + phoneSeq++).padStart(4, '0')}`;

const send = (mobileNo: string, purpose = 'register') => api('/users/sms', { body: { mobileNo, purpose } });
const verify = (mobileNo: string, code: string, purpose = 'register') =>
  api('/users/sms/verify', { body: { mobileNo, purpose, code } });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /users/sms', () => {
  test('sends a 6-digit code through the provider and answers only its expiry (3 minutes)', async () => {
    const phone = newPhone();
    const res = await send(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['expiresAt']);
    expect(Date.parse(res.body.expiresAt) - clock.now).toBe(3 * 60_000);
    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0].phone).toBe(phone);
    const code = sms.lastCodeFor(phone)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(sms.sent[0].text).toBe(accountMessages.sms.text(code));
    const row = await ctx.db.selectFrom('smsVerifications').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.codeHash).not.toContain(code);
    expect(row).toMatchObject({ purpose: 'register', attempts: 0, verifiedAt: null });
  });

  test("a send forgets the phone's codes of earlier days", async () => {
    const phone = newPhone();
    const old = new Date(clock.now - 2 * 86_400_000).toISOString();
    await ctx.db
      .insertInto('smsVerifications')
      .values({ phone, purpose: 'register', codeHash: 'x$y', attempts: 0, expiresAt: old, createdAt: old })
      .execute();
    await send(phone);
    const rows = await ctx.db.selectFrom('smsVerifications').select('createdAt').where('phone', '=', phone).execute();
    expect(rows).toEqual([{ createdAt: new Date(clock.now).toISOString() }]);
  });

  test('validation: bad number and bad purpose are 400 naming the field', async () => {
    const badPhone = await send('02-123-4567');
    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toMatchObject({ code: 'VALIDATION', field: 'mobileNo', message: accountMessages.input.mobileNoInvalid });
    const badPurpose = await send(newPhone(), 'login');
    expect(badPurpose.status).toBe(400);
    expect(badPurpose.body).toMatchObject({ code: 'VALIDATION', field: 'purpose', message: accountMessages.input.purposeInvalid });
    const missing = await api('/users/sms', { body: { purpose: 'register' } });
    expect(missing.body).toMatchObject({ field: 'mobileNo', message: accountMessages.input.mobileNoInvalid });
    expect(sms.sent).toHaveLength(0);
  });

  test('one send a minute per phone: 429 with Retry-After, then allowed again', async () => {
    const phone = newPhone();
    expect((await send(phone)).status).toBe(200);
    clock.advance(20_000);
    const again = await send(phone);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('SMS_RATE_LIMITED');
    expect(again.headers.get('retry-after')).toBe('40');
    expect(again.body.message).toBe(accountMessages.sms.rateLimited(40));
    expect(sms.sent).toHaveLength(1);
    clock.advance(40_001);
    expect((await send(phone)).status).toBe(200);
  });

  test('five sends an hour per phone', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send(phone)).status).toBe(200);
      clock.advance(61_000);
    }
    const sixth = await send(phone);
    expect(sixth.status).toBe(429);
    // The first send (5 x 61 s ago) leaves the hour window at 3600 - 305 seconds.
    expect(Number(sixth.headers.get('retry-after'))).toBe(3600 - 5 * 61);
    clock.advance((3600 - 5 * 61) * 1000 + 1);
    expect((await send(phone)).status).toBe(200);
  });

  test('twenty sends an hour per address, whatever the phone', async () => {
    for (let i = 0; i < 20; i++) expect((await send(newPhone())).status).toBe(200);
    const res = await send(newPhone());
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(sms.sent).toHaveLength(20);
  });

  test("'reset' sends only to a registered number, with the same answer either way", async () => {
    const unknown = await send(newPhone(), 'reset');
    expect(unknown.status).toBe(200);
    expect(unknown.body.expiresAt).toEqual(expect.any(String));
    expect(sms.sent).toHaveLength(0);
    const known = await send('010-1234-5678', 'reset'); // retailer@demo.kr
    expect(known.status).toBe(200);
    expect(sms.lastCodeFor('01012345678')).toMatch(/^\d{6}$/);
  });

  test('a gateway failure is 502 and leaves no code to verify', async () => {
    const phone = newPhone();
    sms.failWith = new Error('gateway down');
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await send(phone);
    errorLog.mockRestore();
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 'SMS_SEND_FAILED', message: accountMessages.sms.sendFailed });
    const rows = await ctx.db.selectFrom('smsVerifications').select('id').where('phone', '=', phone).execute();
    expect(rows).toHaveLength(0);
  });
});

describe('POST /users/sms/verify', () => {
  test('the right code answers a proof token valid 30 minutes, stored only as a hash', async () => {
    const phone = newPhone();
    await send(phone);
    const res = await verify(phone, sms.lastCodeFor(phone)!);
    expect(res.status).toBe(200);
    expect(res.body.smsToken).toMatch(/^[\w-]{40,}$/);
    expect(Date.parse(res.body.expiresAt) - clock.now).toBe(30 * 60_000);
    const row = await ctx.db.selectFrom('smsVerifications').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.verifiedAt).not.toBeNull();
    expect(row.proofHash).not.toBe(res.body.smsToken);
    expect(row.proofHash).toHaveLength(64);
  });

  test('a verified code cannot be verified again', async () => {
    const phone = newPhone();
    await send(phone);
    const code = sms.lastCodeFor(phone)!;
    expect((await verify(phone, code)).status).toBe(200);
    const again = await verify(phone, code);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('SMS_NOT_REQUESTED');
  });

  test('a wrong code is 400 SMS_MISMATCH with the tries left', async () => {
    const phone = newPhone();
    await send(phone);
    const code = sms.lastCodeFor(phone)!;
    const res = await verify(phone, wrong(code));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'SMS_MISMATCH',
      message: accountMessages.sms.mismatch(4),
      field: 'code',
      remainingAttempts: 4,
    });
    expect((await verify(phone, code)).status).toBe(200);
  });

  test('five tries per code: the fifth wrong one kills it, even for the right code', async () => {
    const phone = newPhone();
    await send(phone);
    const code = sms.lastCodeFor(phone)!;
    for (let left = 4; left >= 1; left--) {
      const res = await verify(phone, wrong(code));
      expect(res.body).toMatchObject({ code: 'SMS_MISMATCH', remainingAttempts: left });
    }
    const fifth = await verify(phone, wrong(code));
    expect(fifth.status).toBe(400);
    expect(fifth.body).toMatchObject({ code: 'SMS_TOO_MANY_ATTEMPTS', message: accountMessages.sms.tooManyAttempts });
    const right = await verify(phone, code);
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('SMS_TOO_MANY_ATTEMPTS');
  });

  test('the fifth try may still be the right one', async () => {
    const phone = newPhone();
    await send(phone);
    const code = sms.lastCodeFor(phone)!;
    for (let i = 0; i < 4; i++) await verify(phone, wrong(code));
    expect((await verify(phone, code)).status).toBe(200);
  });

  test('a code expires after 3 minutes', async () => {
    const phone = newPhone();
    await send(phone);
    const code = sms.lastCodeFor(phone)!;
    clock.advance(3 * 60_000);
    const res = await verify(phone, code);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'SMS_EXPIRED', message: accountMessages.sms.expired, field: 'code' });
  });

  test('a code just inside 3 minutes still works', async () => {
    const phone = newPhone();
    await send(phone);
    clock.advance(3 * 60_000 - 1_000);
    expect((await verify(phone, sms.lastCodeFor(phone)!)).status).toBe(200);
  });

  test('a new code replaces the previous one', async () => {
    const phone = newPhone();
    await send(phone);
    const first = sms.lastCodeFor(phone)!;
    clock.advance(61_000);
    await send(phone);
    const second = sms.lastCodeFor(phone)!;
    if (first !== second) expect((await verify(phone, first)).body.code).toBe('SMS_MISMATCH');
    expect((await verify(phone, second)).status).toBe(200);
  });

  test('codes are per purpose and per phone', async () => {
    const phone = newPhone();
    await send(phone, 'register');
    const code = sms.lastCodeFor(phone)!;
    expect((await verify(phone, code, 'reset')).body.code).toBe('SMS_NOT_REQUESTED');
    expect((await verify(newPhone(), code)).body.code).toBe('SMS_NOT_REQUESTED');
  });

  test('no code requested: 400 SMS_NOT_REQUESTED; malformed code: 400 naming the field', async () => {
    const none = await verify(newPhone(), '123456');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'SMS_NOT_REQUESTED', message: accountMessages.sms.notRequested });
    const short = await verify(newPhone(), '12345');
    expect(short.body).toMatchObject({ code: 'VALIDATION', field: 'code', message: accountMessages.input.smsCodeFormat });
    const numeric = await api('/users/sms/verify', { body: { mobileNo: newPhone(), purpose: 'register', code: 123456 } });
    expect(numeric.body).toMatchObject({ code: 'VALIDATION', field: 'code' });
  });
});

describe('the development notice of POST /users/sms (devCode)', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'log').mockImplementation(() => {});
    setSmsProvider(new LogSmsProvider());
  });
  afterEach(() => {
    log.mockRestore();
    setSmsProvider(sms);
  });

  test('log provider outside production: the answer carries the code the log got, and it verifies', async () => {
    const phone = newPhone();
    const res = await send(phone);
    expect(res.status).toBe(200);
    expect(res.body.devCode).toMatch(/^\d{6}$/);
    expect(res.body.codeInServerLog).toBeUndefined();
    expect(log).toHaveBeenCalledWith(`[sms] ${phone} ${accountMessages.sms.text(res.body.devCode)}`);
    expect((await verify(phone, res.body.devCode)).status).toBe(200);
  });

  test('log provider in demo mode (npm start, DEMO_MODE): no code, only the hint to read the server log', async () => {
    const original = process.env;
    try {
      process.env = { ...original, NODE_ENV: 'production', SMS_PROVIDER: 'log', DEMO_MODE: 'true' };
      const res = await send(newPhone());
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty('devCode');
      expect(res.body.codeInServerLog).toBe(true);
      expect(JSON.stringify(res.body)).not.toMatch(/\d{6}"/);
    } finally {
      process.env = original;
    }
  });

  test('a reset for a number with no account sends nothing and answers no code', async () => {
    const res = await send(newPhone(), 'reset');
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('devCode');
    expect(log).not.toHaveBeenCalled();
  });

  test('a real gateway (or the memory provider) never adds a code or a hint, in any mode', () => {
    for (const nodeEnv of ['development', 'test', 'production']) {
      expect(smsDevHint('http', nodeEnv, '123456')).toEqual({});
      expect(smsDevHint('memory', nodeEnv, '123456')).toEqual({});
    }
    expect(smsDevHint('log', 'development', '123456')).toEqual({ devCode: '123456' });
    expect(smsDevHint('log', 'production', '123456')).toEqual({ codeInServerLog: true });
  });
});

describe('SMS providers', () => {
  const base = { NODE_ENV: 'development', SMS_PROVIDER: 'log', DEMO_MODE: false } as ServerEnv;

  test('log: writes "[sms] <phone> <text>" to the server log', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    await new LogSmsProvider().send('01012345678', '[인증번호] 123456');
    expect(log).toHaveBeenCalledWith('[sms] 01012345678 [인증번호] 123456');
    log.mockRestore();
  });

  test('log is the development default and refused in production unless DEMO_MODE=true', () => {
    expect(createSmsProvider(base)).toBeInstanceOf(LogSmsProvider);
    expect(() => createSmsProvider({ ...base, NODE_ENV: 'production' })).toThrow(/DEMO_MODE/);
    expect(createSmsProvider({ ...base, NODE_ENV: 'production', DEMO_MODE: true })).toBeInstanceOf(LogSmsProvider);
    expect(createSmsProvider({ ...base, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://sms.invalid/send' })).toBeInstanceOf(
      HttpSmsProvider,
    );
    expect(() => createSmsProvider({ ...base, SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
  });

  test('in production without DEMO_MODE only SMS sending is refused: the rest of the site keeps serving', async () => {
    const original = process.env;
    try {
      process.env = { ...original, NODE_ENV: 'production', SMS_PROVIDER: 'log' };
      delete process.env.DEMO_MODE;
      expect(serverEnv().DEMO_MODE).toBe(false);
      expect(() => createSmsProvider(serverEnv())).toThrow(/DEMO_MODE/);
      process.env = { ...original, NODE_ENV: 'production', SMS_PROVIDER: 'log', DEMO_MODE: 'true' };
      expect(createSmsProvider(serverEnv())).toBeInstanceOf(LogSmsProvider);
    } finally {
      process.env = original;
    }
  });

  test('http: POSTs JSON { to, text } with the bearer token; a non-2xx answer is an error', async () => {
    const received: { auth?: string; type?: string; body: string }[] = [];
    let status = 200;
    const gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, type: req.headers['content-type'], body });
        res.statusCode = status;
        res.end(status === 200 ? '{"ok":true}' : 'quota exceeded');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
    try {
      const provider = new HttpSmsProvider({ url, token: 'secret-token' });
      await provider.send('01012345678', '인증번호 123456');
      expect(received[0]).toEqual({
        auth: 'Bearer secret-token',
        type: 'application/json',
        body: JSON.stringify({ to: '01012345678', text: '인증번호 123456' }),
      });
      status = 500;
      await expect(provider.send('01012345678', 'x')).rejects.toThrow(/500: quota exceeded/);
    } finally {
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    }
  });
});
