/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseTemplates, SolapiAlimtalkChannel, type SolapiConfig } from '@/lib/notifications/server/solapi';

/**
 * 알림톡 through SOLAPI, with the real SDK against a local stand-in of its API (the SDK calls
 * https://api.solapi.com with the global fetch; the test points that one host at the stand-in):
 * a kind with a template goes as 알림톡 with the SMS fallback on and the title and text as the
 * template's variables; a kind without one goes as SMS/LMS; a refused request throws, so the
 * worker tries again.
 */

interface Received {
  path: string;
  authorization: string;
  body: { messages: Record<string, unknown>[] };
}

let server: http.Server;
let received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const realFetch = globalThis.fetch;

const accepted = () => ({ groupInfo: { count: { total: 1, registeredFailed: 0 } }, failedMessageList: [] });

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', authorization: String(request.headers.authorization ?? ''), body: JSON.parse(data || '{}') });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return realFetch(url.replace('https://api.solapi.com', local), init);
  }) as typeof fetch;
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = { status: 200, body: accepted() };
});

const CONFIG: SolapiConfig = { apiKey: 'NCSTESTKEY', apiSecret: 'TESTSECRET', sender: '02-1234-5678', pfId: 'KA01PF0000000001', templates: { shipped: 'KA01TP0000000001' } };
const message = (kind: string) => ({ id: 7, kind, recipient: '010-2222-3333', subject: `상품이 출고되었습니다 (주문번호 12)`, text: '소소한 하루의 상품이 CJ대한통운(운송장 640012345678)로 출고되었습니다.\nhttps://shop.example.kr/order-detail/12' });

test('a kind with a template goes as 알림톡 with the SMS fallback, signed with the key', async () => {
  await new SolapiAlimtalkChannel(CONFIG).send(message('shipped'));
  expect(received).toHaveLength(1);
  expect(received[0].path).toBe('/messages/v4/send-many/detail');
  expect(received[0].authorization).toMatch(/^HMAC-SHA256 apiKey=NCSTESTKEY, date=.+, salt=.+, signature=[0-9a-f]+$/);
  expect(received[0].body.messages[0]).toMatchObject({
    to: '01022223333',
    from: '0212345678',
    kakaoOptions: { pfId: CONFIG.pfId, templateId: 'KA01TP0000000001', disableSms: false, variables: { '#{제목}': message('shipped').subject, '#{내용}': message('shipped').text } },
  });
  // The fallback SMS carries the same words.
  expect(received[0].body.messages[0].text).toBe(`${message('shipped').subject}\n\n${message('shipped').text}`);
});

test('a kind without a template, or a site without a 카카오 채널, goes as SMS/LMS with its title', async () => {
  await new SolapiAlimtalkChannel(CONFIG).send(message('delivered'));
  await new SolapiAlimtalkChannel({ ...CONFIG, pfId: null }).send(message('shipped'));
  for (const { body } of received) {
    expect(body.messages[0]).toMatchObject({ to: '01022223333', from: '0212345678', subject: message('shipped').subject });
    expect(body.messages[0]).not.toHaveProperty('kakaoOptions');
  }
});

test('a request SOLAPI refuses, or a message it did not take, throws for the worker to try again', async () => {
  answer = { status: 401, body: { errorCode: 'InvalidApiKey', errorMessage: 'API Key가 유효하지 않습니다.' } };
  await expect(new SolapiAlimtalkChannel(CONFIG).send(message('shipped'))).rejects.toBeTruthy();
  answer = { status: 200, body: { groupInfo: { count: { total: 1, registeredFailed: 1 } }, failedMessageList: [{ to: '01022223333', statusCode: '1062', statusMessage: '발신번호 미등록' }] } };
  await expect(new SolapiAlimtalkChannel(CONFIG).send(message('shipped'))).rejects.toBeTruthy();
});

test('SOLAPI_TEMPLATES is a JSON object of kind -> template id', () => {
  expect(parseTemplates(undefined)).toEqual({});
  expect(parseTemplates('{"shipped":"KA01TP1"}')).toEqual({ shipped: 'KA01TP1' });
  expect(() => parseTemplates('["KA01TP1"]')).toThrow('SOLAPI_TEMPLATES');
  expect(() => parseTemplates('{"shipped":1}')).toThrow('SOLAPI_TEMPLATES');
});
