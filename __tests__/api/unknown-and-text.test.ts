/** @jest-environment node */
import { apiMessages } from '@/lib/messages/api';
import { forbiddenCharacterPath } from '@/lib/server/http/text';
import { withApi } from '../helpers/api';
import { member } from '../helpers/shop';

/**
 * Issue 17, finding 9: the rough edges of the API found when the live server was attacked.
 */
const ctx = withApi({ sms: true });

describe('an /api path that nothing serves', () => {
  test.each(['/no-such-thing', '/users/nobody/here', '/orders/1/nothing'])('%s answers a JSON 404 in the API shape, for any method', async (path) => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.api(path, { method, ...(method === 'POST' ? { body: {} } : {}) });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: apiMessages.notFound });
    }
  });
});

describe('HEAD', () => {
  test('HEAD /health answers 200 with no body, as a balancer probes it', async () => {
    const res = await ctx.api('/health', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  test('a route without GET still answers HEAD with 405 and says what it allows', async () => {
    const res = await ctx.api('/users/login', { method: 'HEAD' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect((await ctx.api('/health', { method: 'POST', body: {} })).headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('text that turns around or is no text at all', () => {
  const RLO = '\u202e';
  const LONE = '\ud800';

  test.each([
    ['a right-to-left override', `상점${RLO}fdp.exe`],
    ['an isolate', `상점\u2066x\u2069`],
    ['a lone surrogate', `상점${LONE}`],
    ['a lone low surrogate', `\udc00상점`],
  ])('%s in an address another user reads is a Korean 400 naming the field, and nothing is stored', async (_name, value) => {
    const { token } = await member(ctx.db);
    const before = await ctx.db.selectFrom('orderAddresses').select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const res = await ctx.api('/users/orderaddress', {
      method: 'POST',
      token,
      body: { label: '본점', recipient: value, phone: '01012345678', postcode: '06236', address: '서울 강남구 테헤란로 1', addressDetail: '2층' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST', message: apiMessages.forbiddenCharacter, field: 'recipient' });
    const after = await ctx.db.selectFrom('orderAddresses').select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test('a registration with a reversed business name is refused before anything else', async () => {
    const res = await ctx.api('/users/register', {
      method: 'POST',
      body: { email: 'rtl@shop.kr', password: 'password123', businessName: `잡화${RLO}점`, registrationNo: '1208147521', mobileNo: '01011112222', smsToken: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: apiMessages.forbiddenCharacter, field: 'businessName' });
  });

  test('paired surrogates (emoji) and ordinary Korean pass', () => {
    expect(forbiddenCharacterPath({ name: '캔들 🕯️ 세트', items: [{ memo: '빠른 배송 부탁드려요' }] })).toBeNull();
    expect(forbiddenCharacterPath({ items: [{ memo: `x${LONE}` }] })).toBe('items.0.memo');
    expect(forbiddenCharacterPath(`x\u0000`)).toBe('');
  });
});
