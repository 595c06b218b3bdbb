/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dashboard } from '@/lib/admin/server/dashboard';
import { searchAuditLog } from '@/lib/admin/server/auditLog';
import { searchBrands, searchRetailers } from '@/lib/admin/server/members';
import { consoleOrderDetail, LATE_SHIPPING_DAYS, searchOrders } from '@/lib/admin/server/orders';
import { setBusinessStatusProvider, businessStatusProvider } from '@/lib/applications/server/businessStatus';
import { listAwaitingDeposits } from '@/lib/orders/server/awaitingDeposits';
import { serviceNow } from '@/lib/server/clock';
import { withApi } from '../helpers/api';
import { signedInOperator, type TestOperator } from '../helpers/operators';
import { member } from '../helpers/shop';
import { TINY_PNG } from '../helpers/pictures';

/**
 * What an operator does in the console (issue 21), through its calls and the
 * services its pages read: decisions on applications and deposits, each with
 * its audit entry written in the same transaction (a refused one writes
 * neither), a deposit confirmed twice changing nothing, and the dashboard's
 * figures agreeing with the lists they open.
 */

const ctx = withApi({ seed: { products: 20, brands: 3, demoOrders: true }, clock: true });

let op: TestOperator;
beforeAll(async () => {
  op = await signedInOperator(ctx.db, 'staff');
});

const as = (operator: TestOperator) => ({ headers: { cookie: operator.cookie } });
const entriesOf = (action: string, targetId: number) =>
  ctx.db.selectFrom('auditLog').selectAll().where('action', '=', action).where('targetId', '=', String(targetId)).execute();

async function certificationOf(token: string) {
  const form = new FormData();
  form.append('purpose', 'business_licence');
  form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), '사업자등록증.png');
  const uploaded = await fetch(`${ctx.server.url}/api/v1/attachments/upload`, { method: 'POST', body: form, headers: { token } });
  const { key } = (await uploaded.json()) as { key: string };
  const applied = await ctx.api('/applications', { body: { kind: 'certification', attachmentKeys: [key] }, token });
  expect(applied.status).toBe(201);
  return { id: applied.body.id as number, key };
}

describe('applications', () => {
  test('approving a certification makes the retailer see wholesale prices at their next request, audited once; a second decision is refused and writes nothing', async () => {
    const retailer = await member(ctx.db, { userGroups: 'inValid' });
    const { id, key } = await certificationOf(retailer.token);
    // The licence is shown to the operator, inline, and to nobody else through the console.
    const file = await fetch(`${ctx.server.url}/api/v1/admin/applications/${id}/files/${key}`, as(op));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^inline;/);
    expect((await fetch(`${ctx.server.url}/api/v1/admin/applications/${id}/files/${key}`, { headers: { token: retailer.token } })).status).toBe(404);

    const before = await ctx.api('/products?limit=1', { token: retailer.token });
    expect(before.body.items[0].wholesalePrice).toBeNull();
    const approved = await ctx.api(`/admin/applications/${id}/approve`, { body: { note: '등록증 확인' }, ...as(op) });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ kind: 'certification', id, userId: retailer.id });
    const after = await ctx.api('/products?limit=1', { token: retailer.token });
    expect(after.body.items[0].wholesalePrice).toEqual(expect.any(Number));

    const again = await ctx.api(`/admin/applications/${id}/reject`, { body: { reason: '늦은 반려' }, ...as(op) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 승인 처리된 신청입니다. 심사 중인 신청만 승인하거나 반려할 수 있습니다.');
    const approvals = await entriesOf('application.approve', id);
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatchObject({ operatorId: op.id, actor: op.email, reason: '등록증 확인', targetType: 'application' });
    expect(await entriesOf('application.reject', id)).toHaveLength(0);
  });

  test('a rejection needs the reason the applicant then reads', async () => {
    const retailer = await member(ctx.db, { userGroups: 'inValid' });
    const { id } = await certificationOf(retailer.token);
    const empty = await ctx.api(`/admin/applications/${id}/reject`, { body: { reason: '  ' }, ...as(op) });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('반려 사유를 적어 주세요. 신청자에게 그대로 보입니다.');
    expect((await ctx.api(`/admin/applications/${id}/reject`, { body: { reason: '등록증이 흐립니다.' }, ...as(op) })).status).toBe(200);
    const mine = await ctx.api('/applications', { token: retailer.token });
    expect(mine.body.items[0]).toMatchObject({ id, status: 'rejected', reason: '등록증이 흐립니다.' });
    expect(await entriesOf('application.reject', id)).toHaveLength(1);
  });

  test('the business status is the checksum’s unless the 국세청 check is configured; its failure is never an error', async () => {
    expect(await businessStatusProvider().check('1208147521')).toEqual({ state: 'unknown', source: 'checksum', detail: '' });
    expect(await businessStatusProvider().check('1208147520')).toEqual({ state: 'invalid', source: 'checksum', detail: '' });
    // A stand-in for the 국세청 service: 03 폐업자 for one number, nothing known of another.
    const asked: unknown[] = [];
    const office = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        asked.push({ url: req.url, body: JSON.parse(body) });
        const [number] = JSON.parse(body).b_no as string[];
        const row = number === '1208147521' ? { b_no: number, b_stt: '폐업자', b_stt_cd: '03' } : { b_no: number, b_stt: '', b_stt_cd: '', tax_type: '국세청에 등록되지 않은 사업자등록번호입니다.' };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ data: [row] }));
      });
    });
    await new Promise<void>((resolve) => office.listen(0, '127.0.0.1', resolve));
    const saved = process.env;
    process.env = { ...saved, NTS_SERVICE_KEY: 'key+1', NTS_API_URL: `http://127.0.0.1:${(office.address() as AddressInfo).port}/status` };
    try {
      expect(await businessStatusProvider().check('1208147521')).toEqual({ state: 'closed', source: 'nts', detail: '폐업자' });
      expect(await businessStatusProvider().check('6068145221')).toMatchObject({ state: 'unregistered', source: 'nts' });
      expect(asked[0]).toEqual({ url: '/status?serviceKey=key%2B1', body: { b_no: ['1208147521'] } });
      process.env = { ...saved, NTS_SERVICE_KEY: 'key', NTS_API_URL: 'http://127.0.0.1:9/nowhere' };
      expect(await businessStatusProvider().check('1208147521')).toEqual({ state: 'unknown', source: 'checksum', detail: 'unreachable' });
    } finally {
      process.env = saved;
      setBusinessStatusProvider(null);
      office.close();
    }
  });
});

describe('deposits', () => {
  test('a confirmed deposit moves the order to 상품준비중 with one audit entry; confirming again changes nothing', async () => {
    const waiting = await listAwaitingDeposits(ctx.db);
    expect(waiting.length).toBeGreaterThan(0);
    const id = waiting[0].id;
    const first = await ctx.api(`/admin/orders/${id}/deposit`, { method: 'POST', ...as(op) });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ confirmed: true });
    const order = await ctx.db.selectFrom('orders').select(['status', 'paidAt']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(order.status).toBe('preparing');
    const second = await ctx.api(`/admin/orders/${id}/deposit`, { method: 'POST', ...as(op) });
    expect(second.body).toEqual({ confirmed: false });
    expect(await ctx.db.selectFrom('payments').select('id').where('orderId', '=', id).where('provider', '=', 'bank_transfer').execute()).toHaveLength(1);
    const entries = await entriesOf('order.deposit_confirm', id);
    expect(entries.filter((entry) => entry.actor === op.email)).toHaveLength(1);
    // A card order is not a deposit to confirm.
    const card = await ctx.db.selectFrom('orders').select('id').where('paymentMethod', '=', 'card').executeTakeFirstOrThrow();
    expect((await ctx.api(`/admin/orders/${card.id}/deposit`, { method: 'POST', ...as(op) })).status).toBe(409);
    expect((await ctx.api('/admin/orders/999999/deposit', { method: 'POST', ...as(op) })).status).toBe(404);
  });
});

describe('cancelling on a retailer’s behalf', () => {
  test('the refund shown first, then the same cancellation the retailer could make, its reason in the history and one audit entry', async () => {
    const order = await ctx.db.selectFrom('orders').select(['id', 'userId', 'totalAmount']).where('status', '=', 'preparing').where('paymentMethod', '=', 'card').executeTakeFirstOrThrow();
    const preview = await ctx.api(`/admin/orders/${order.id}/cancel`, { body: { reason: '소매점 전화 요청', dryRun: true }, ...as(op) });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ dryRun: true, idOrder: order.id });
    expect((await ctx.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('preparing');
    expect(await entriesOf('order.cancel', order.id)).toHaveLength(0);

    const done = await ctx.api(`/admin/orders/${order.id}/cancel`, { body: { reason: '소매점 전화 요청' }, ...as(op) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ dryRun: false, status: 'cancelled', refundAmount: preview.body.refundAmount, cancelledAmount: preview.body.cancelledAmount });
    const history = await ctx.db.selectFrom('orderStatusHistory').select('note').where('orderId', '=', order.id).where('status', '=', 'cancelled').execute();
    expect(history.some((entry) => entry.note.includes('고객센터 처리 · 소매점 전화 요청'))).toBe(true);
    const entries = await entriesOf('order.cancel', order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: op.email, reason: '소매점 전화 요청' });
    expect(JSON.parse(entries[0].afterJson!)).toEqual({ status: 'cancelled' });

    // What the retailer could not cancel, the operator cannot either.
    const shipping = await ctx.db.selectFrom('orders').select('id').where('status', 'in', ['shipping', 'delivered']).executeTakeFirstOrThrow();
    expect((await ctx.api(`/admin/orders/${shipping.id}/cancel`, { body: { reason: '늦은 취소' }, ...as(op) })).status).toBe(409);
    expect((await ctx.api('/admin/orders/999999/cancel', { body: { reason: '없음' }, ...as(op) })).status).toBe(404);
  });
});

describe('a free refund asked on a retailer’s behalf', () => {
  test('the same request the retailer could make, picked up at the order’s address, audited; past what is left it is refused', async () => {
    const line = await ctx.db
      .selectFrom('orderItems')
      .innerJoin('orders', 'orders.id', 'orderItems.orderId')
      .select(['orderItems.id', 'orderItems.orderId', 'orderItems.count', 'orderItems.unitPrice', 'orders.address'])
      .where('orderItems.status', '=', 'delivered')
      .where('orderItems.refundRequestedCount', '=', 0)
      .executeTakeFirstOrThrow();
    const asked = await ctx.api(`/admin/orders/${line.orderId}/refund`, { body: { items: [{ idItem: line.id, count: 1 }], reason: '불량 문의 (전화)' }, ...as(op) });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ idOrder: line.orderId, status: 'requested', refundAmount: line.unitPrice });
    const stored = await ctx.db.selectFrom('freeRefundRequests').select(['address', 'reason']).where('orderId', '=', line.orderId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored).toEqual({ address: line.address, reason: '고객센터 처리 · 불량 문의 (전화)' });
    expect(await entriesOf('order.refund_request', line.orderId)).toHaveLength(1);
    const tooMany = await ctx.api(`/admin/orders/${line.orderId}/refund`, { body: { items: [{ idItem: line.id, count: line.count }], reason: '다시' }, ...as(op) });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('REFUND_COUNT_EXCEEDED');
  });
});

describe('notes on orders', () => {
  test('an operator’s note shows on the console’s order page and nowhere the retailer looks; it is audited', async () => {
    const order = await ctx.db.selectFrom('orders').select(['id', 'userId']).orderBy('id').executeTakeFirstOrThrow();
    expect((await ctx.api(`/admin/orders/${order.id}/notes`, { body: { body: '  ' }, ...as(op) })).status).toBe(400);
    const added = await ctx.api(`/admin/orders/${order.id}/notes`, { body: { body: '소매점이 전화로 배송지 변경을 문의함' }, ...as(op) });
    expect(added.status).toBe(201);
    const detail = await consoleOrderDetail(ctx.db, order.id, serviceNow());
    expect(detail.notes[0]).toMatchObject({ body: '소매점이 전화로 배송지 변경을 문의함', author: expect.any(String) });
    expect(JSON.stringify(detail.order)).not.toContain('배송지 변경을 문의함');
    expect(await entriesOf('order.note', order.id)).toHaveLength(1);
    expect((await ctx.api('/admin/orders/999999/notes', { body: { body: '메모' }, ...as(op) })).status).toBe(404);
  });
});

describe('the dashboard and its lists', () => {
  test('each figure is the count of the list it opens', async () => {
    const now = serviceNow();
    const figures = await dashboard(ctx.db, now);
    const today = new Date(figures.today.from);
    const kstDate = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(figures.awaitingDeposits).toBe((await listAwaitingDeposits(ctx.db)).length);
    expect(figures.openRefunds).toBe((await searchOrders(ctx.db, { refund: true, page: 1 }, now)).total);
    expect(figures.lateShipments).toBe((await searchOrders(ctx.db, { late: true, page: 1 }, now)).total);
    expect(figures.soldOutBrands).toBe((await searchBrands(ctx.db, { kind: 'brand', soldOut: true, page: 1 })).total);
    expect(figures.today.newRetailers).toBe((await searchRetailers(ctx.db, { kind: 'retailer', joinedFrom: kstDate(today), page: 1 })).total);
    expect(figures.openRefunds).toBeGreaterThan(0);

    // A line still 상품준비중 LATE_SHIPPING_DAYS after payment is late.
    const preparing = await ctx.db.selectFrom('orders').select('id').where('status', '=', 'preparing').executeTakeFirstOrThrow();
    ctx.clock.advance((LATE_SHIPPING_DAYS + 30) * 86_400_000);
    const later = await dashboard(ctx.db, serviceNow());
    const lateList = await searchOrders(ctx.db, { late: true, page: 1 }, serviceNow());
    expect(later.lateShipments).toBe(lateList.total);
    expect(lateList.items.map((item) => item.idOrder)).toContain(preparing.id);
  });

  test('orders are found by number, retailer and brand; one order shows with its retailer and history', async () => {
    const now = serviceNow();
    const any = (await searchOrders(ctx.db, { page: 1 }, now)).items[0];
    expect((await searchOrders(ctx.db, { q: String(any.idOrder), page: 1 }, now)).items.map((item) => item.idOrder)).toContain(any.idOrder);
    expect((await searchOrders(ctx.db, { q: any.email.toUpperCase(), page: 1 }, now)).items.every((item) => item.email === any.email)).toBe(true);
    const byBrand = await searchOrders(ctx.db, { q: any.brandNames[0], page: 1 }, now);
    expect(byBrand.items.every((item) => item.brandNames.includes(any.brandNames[0]) || item.retailer.includes(any.brandNames[0]))).toBe(true);
    const detail = await consoleOrderDetail(ctx.db, any.idOrder, now);
    expect(detail.retailer.email).toBe(any.email);
    expect(detail.order.history.length).toBeGreaterThan(0);
    await expect(consoleOrderDetail(ctx.db, 999_999, now)).rejects.toMatchObject({ status: 404 });
  });

  test('the audit log is searched by words, target and period, newest first', async () => {
    const all = await searchAuditLog(ctx.db, { page: 1 });
    expect(all.total).toBeGreaterThan(2);
    expect(all.items.map((item) => item.createdAt)).toEqual([...all.items.map((item) => item.createdAt)].sort().reverse());
    const deposits = await searchAuditLog(ctx.db, { targetType: 'order', page: 1 });
    expect(deposits.items.every((item) => item.targetType === 'order')).toBe(true);
    const mine = await searchAuditLog(ctx.db, { q: op.email, page: 1 });
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((item) => item.actor === op.email || item.summary.includes(op.email))).toBe(true);
    expect((await searchAuditLog(ctx.db, { from: '2000-01-01', to: '2000-01-02', page: 1 })).total).toBe(0);
  });
});
