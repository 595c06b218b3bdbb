/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { inviteOperator } from '@/lib/admin/server/operators';
import { confirmDeposit, shipBrandGroup } from '@/lib/orders/server/lifecycle';
import { COMMAND_ACTOR } from '@/lib/server/audit';
import { createSession } from '@/lib/server/auth/sessions';
import { MailChannel, type Channel, type Channels, type OutgoingMessage } from '@/lib/notifications/server/channels';
import { deliverDue, LEASE_MS, MAX_ATTEMPTS, retryParked } from '@/lib/notifications/server/worker';
import { withApi } from '../helpers/api';
import { ADDRESS, cartLine, member, product } from '../helpers/shop';

/**
 * Messages (issue 22): the event writes its messages in its own transaction (the in-site list and
 * an outbox row per channel); the worker delivers each once (a second run, or a second worker at
 * the same time, sends nothing more; a worker that stopped between claim and send leaves the
 * message to the next after its lease); a failing channel is retried with backoff, parked after
 * its last try and delivered once an operator retries it; a reminder whose order was paid is
 * skipped; the member's channels are kept except for legal notices; the mail folder gets a file.
 */

const ctx = withApi({ seed: { products: 4, brands: 2, demoOrders: false }, clock: true });

/** A channel that keeps what it sends, and fails while `failing` is set. */
class MemoryChannel implements Channel {
  readonly name = 'memory';
  sent: OutgoingMessage[] = [];
  failing = false;
  async send(message: OutgoingMessage): Promise<void> {
    if (this.failing) throw new Error('SMTP 연결 거부');
    this.sent.push(message);
  }
}

let email: MemoryChannel;
let alimtalk: MemoryChannel;
let channels: Channels;
beforeEach(async () => {
  email = new MemoryChannel();
  alimtalk = new MemoryChannel();
  channels = { email, alimtalk };
  // Each test starts with nothing due from the one before.
  await deliverDue(ctx.db, new Date(ctx.clock.now + 365 * 24 * 60 * 60 * 1000), { email: new MemoryChannel(), alimtalk: new MemoryChannel() }, 1000);
});

const now = () => new Date(ctx.clock.now);

async function brandOwner() {
  const owner = await ctx.db.selectFrom('users').select(['id', 'email']).where('email', '=', 'brand@demo.kr').executeTakeFirstOrThrow();
  const brand = await ctx.db.selectFrom('brands').select('id').where('ownerUserId', '=', owner.id).executeTakeFirstOrThrow();
  return { ...owner, brandId: brand.id, token: (await createSession(ctx.db, owner.id)).token };
}

async function bankOrder(settings?: { email: boolean; alimtalk: boolean }) {
  const buyer = await member(ctx.db);
  if (settings) expect((await ctx.api('/notifications/settings', { method: 'PUT', token: buyer.token, body: settings })).body).toEqual(settings);
  const { brandId } = await brandOwner();
  const item = await product(ctx.db, brandId, { wholesalePrice: 30_000, stock: 40 });
  const placed = await ctx.api('/orders', { method: 'POST', token: buyer.token, body: { cartIds: [await cartLine(ctx.db, buyer.id, item, 2)], paymentMethod: 'bank_transfer', address: ADDRESS } });
  expect(placed.status).toBe(201);
  const buyerEmail = (await ctx.db.selectFrom('users').select('email').where('id', '=', buyer.id).executeTakeFirstOrThrow()).email;
  return { buyer, buyerEmail, orderId: placed.body.idOrder as number, brandId };
}

test('an order’s messages: written with the order, delivered once by e-mail and 알림톡, read in the site; the brand hears of it once paid', async () => {
  const { buyer, buyerEmail, orderId, brandId } = await bankOrder();
  const list = (await ctx.api('/notifications', { token: buyer.token })).body;
  expect(list.unread).toBe(1);
  expect(list.items[0]).toMatchObject({ kind: 'order_placed', title: `주문이 접수되었습니다 (주문번호 ${orderId})`, link: `/order-detail/${orderId}` });
  expect(list.items[0].body).toContain('입금해 주세요');

  expect(await deliverDue(ctx.db, now(), channels)).toMatchObject({ sent: 2 });
  expect(email.sent.map((message) => message.recipient)).toEqual([buyerEmail]);
  expect(email.sent[0].text).toContain(`/order-detail/${orderId}`);
  expect(alimtalk.sent).toHaveLength(1);
  // Never twice.
  expect(await deliverDue(ctx.db, now(), channels)).toEqual({ sent: 0, retried: 0, parked: 0, skipped: 0 });

  await confirmDeposit(ctx.db, orderId, COMMAND_ACTOR, now());
  const owner = await brandOwner();
  const brandList = (await ctx.api('/notifications', { token: owner.token })).body;
  expect(brandList.items[0]).toMatchObject({ kind: 'brand_new_order', link: `/brand-center/orders/${orderId}` });
  expect(brandList.items[0].body).toContain('2개');
  await deliverDue(ctx.db, now(), channels);
  expect(email.sent.map((message) => message.recipient)).toEqual(expect.arrayContaining([buyerEmail, owner.email]));

  expect((await ctx.api('/notifications/read', { method: 'POST', token: buyer.token })).body).toEqual({ unread: 0 });
  expect((await ctx.api('/notifications/unread', { token: buyer.token })).body).toEqual({ unread: 0 });
  // Nobody reads another's.
  const stranger = await member(ctx.db);
  expect((await ctx.api('/notifications', { token: stranger.token })).body.items).toEqual([]);
  expect(brandId).toBe(owner.brandId);
});

test('the deposit reminder goes the day before the deadline, and not at all once the order is paid', async () => {
  const unpaid = await bankOrder();
  const paid = await bankOrder();
  await deliverDue(ctx.db, now(), channels);
  await confirmDeposit(ctx.db, paid.orderId, COMMAND_ACTOR, now());
  await deliverDue(ctx.db, now(), channels);
  email.sent = [];
  const due = await ctx.db.selectFrom('outboxMessages').select('availableAt').where('kind', '=', 'deposit_reminder').where('dedupeKey', 'like', `order:${unpaid.orderId}:%`).executeTakeFirstOrThrow();
  expect(await deliverDue(ctx.db, new Date(new Date(due.availableAt).getTime() - 1000), channels)).toMatchObject({ sent: 0 });
  const report = await deliverDue(ctx.db, new Date(due.availableAt), channels);
  expect(report).toMatchObject({ skipped: 2 });
  expect(email.sent.map((message) => message.subject)).toEqual([`입금 기한이 내일입니다 (주문번호 ${unpaid.orderId})`]);
});

test('a channel that keeps failing: tried again later, parked after its last try, delivered once an operator retries it', async () => {
  await bankOrder();
  email.failing = true;
  let at = ctx.clock.now;
  const first = await deliverDue(ctx.db, new Date(at), channels);
  expect(first).toMatchObject({ sent: 1, retried: 1 });
  const row = await ctx.db.selectFrom('outboxMessages').select(['id', 'status', 'attempts', 'availableAt', 'lastError']).where('channel', '=', 'email').where('kind', '=', 'order_placed').orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 연결 거부' });
  expect(new Date(row.availableAt).getTime()).toBe(at + 60_000);
  // Not before its time.
  expect(await deliverDue(ctx.db, new Date(at + 59_000), channels)).toMatchObject({ retried: 0 });
  for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
    at += 3 * 60 * 60 * 1000;
    await deliverDue(ctx.db, new Date(at), channels);
  }
  expect(await ctx.db.selectFrom('outboxMessages').select(['status', 'attempts']).where('id', '=', row.id).executeTakeFirstOrThrow()).toEqual({ status: 'parked', attempts: MAX_ATTEMPTS });
  email.failing = false;
  expect(await deliverDue(ctx.db, new Date(at + 1), channels)).toMatchObject({ sent: 0 });
  expect(await retryParked(ctx.db, row.id, new Date(at))).toBe(true);
  expect(await deliverDue(ctx.db, new Date(at + 1), channels)).toMatchObject({ sent: 1 });
  expect(email.sent).toHaveLength(1);
});

test('a stopped SMTP server: the mail is parked after its last try, and delivered to the server once it is back and an operator retries it', async () => {
  const received: string[] = [];
  const listen = (port: number) => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    return new Promise<SMTPServer>((resolve) => smtp.listen(port, '127.0.0.1', () => resolve(smtp)));
  };
  const close = (smtp: SMTPServer) => new Promise<void>((resolve) => smtp.close(() => resolve()));
  let smtp = await listen(0);
  const port = (smtp.server.address() as AddressInfo).port;
  const mail = new MailChannel(nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, connectionTimeout: 2_000 }), '도매마켓 <no-reply@domae.market>', null);
  const smtpChannels = { email: mail, alimtalk };
  try {
    const { buyerEmail } = await bankOrder();
    await close(smtp);
    let at = ctx.clock.now;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await deliverDue(ctx.db, new Date(at), smtpChannels);
      at += 3 * 60 * 60 * 1000;
    }
    // The order's confirmation (its deposit reminder, also to this address, is not due for days).
    const row = await ctx.db.selectFrom('outboxMessages').select(['id', 'status', 'attempts', 'lastError']).where('channel', '=', 'email').where('recipient', '=', buyerEmail).where('kind', '=', 'order_placed').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'parked', attempts: MAX_ATTEMPTS, lastError: expect.stringContaining('ECONNREFUSED') });
    expect(received).toHaveLength(0);

    smtp = await listen(port);
    expect(await retryParked(ctx.db, row.id, new Date(at))).toBe(true);
    expect(await deliverDue(ctx.db, new Date(at + 1), smtpChannels)).toMatchObject({ sent: 1 });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`To: ${buyerEmail}`);
    // Once only.
    expect(await deliverDue(ctx.db, new Date(at + 2), smtpChannels)).toMatchObject({ sent: 0 });
  } finally {
    await close(smtp);
  }
});

test('a worker that stopped between claim and send leaves the message to the next after its lease; two workers at once send each message once', async () => {
  await bankOrder();
  await bankOrder();
  // A worker claimed every message and stopped before sending.
  const claimedUntil = new Date(ctx.clock.now + LEASE_MS).toISOString();
  await ctx.db.updateTable('outboxMessages').set({ status: 'sending', claimToken: 'stopped-worker', claimedUntil }).where('status', '=', 'pending').where('availableAt', '<=', now().toISOString()).execute();
  expect(await deliverDue(ctx.db, now(), channels)).toMatchObject({ sent: 0 });
  const later = new Date(ctx.clock.now + LEASE_MS + 1000);
  const [a, b] = await Promise.all([deliverDue(ctx.db, later, channels, 2), deliverDue(ctx.db, later, channels, 2)]);
  expect(a.sent + b.sent).toBe(4);
  const sentIds = [...email.sent, ...alimtalk.sent].map((message) => message.id);
  expect(new Set(sentIds).size).toBe(sentIds.length);
});

test('a member who turned e-mail off gets only the legal notices by e-mail; the in-site list keeps everything', async () => {
  const { buyer, orderId, brandId } = await bankOrder({ email: false, alimtalk: false });
  expect((await ctx.api('/notifications/settings', { token: buyer.token })).body).toEqual({ email: false, alimtalk: false });
  await confirmDeposit(ctx.db, orderId, COMMAND_ACTOR, now());
  await shipBrandGroup(ctx.db, orderId, brandId, { carrier: 'CJ대한통운', trackingNo: '123456789012' }, now());
  const kinds = async (channel: 'email' | 'alimtalk') =>
    (await ctx.db.selectFrom('outboxMessages').select('kind').where('userId', '=', buyer.id).where('channel', '=', channel).orderBy('id').execute()).map((row) => row.kind);
  expect(await kinds('email')).toEqual(['order_placed', 'payment_confirmed']);
  expect(await kinds('alimtalk')).toEqual(['order_placed', 'payment_confirmed']);
  const shipped = (await ctx.api('/notifications', { token: buyer.token })).body.items[0];
  expect(shipped).toMatchObject({ kind: 'shipped' });
  expect(shipped.body).toContain('https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012');
  expect((await ctx.api('/notifications/settings', { method: 'PUT', token: buyer.token, body: { email: 'no' } })).status).toBe(400);
});

test('an operator’s invitation goes by e-mail with its link, and the mail folder keeps each message as a file', async () => {
  const invitation = await inviteOperator(ctx.db, COMMAND_ACTOR, { email: 'new-op@ops.kr', name: '박운영', role: 'staff' }, now());
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'));
  try {
    const mail = new MailChannel(nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }), '도매마켓 <no-reply@domae.market>', folder);
    await deliverDue(ctx.db, now(), { email: mail, alimtalk });
    const files = fs.readdirSync(folder);
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(folder, files[0]), 'utf8');
    expect(eml).toContain('To: new-op@ops.kr');
    // The text, base64 after the headers: the invitation's words and its link.
    const text = Buffer.from(eml.split('\n\n').slice(1).join(''), 'base64').toString('utf8');
    expect(text).toContain('박운영 님, 운영자(으)로 초대되었습니다.');
    expect(text).toContain(`/admin/invite/${invitation.token}`);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
