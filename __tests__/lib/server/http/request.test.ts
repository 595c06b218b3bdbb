/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { clientIp, readToken, type RequestLike } from '@/lib/server/http/request';

function request(headers: Record<string, string | string[]>, extra: Partial<RequestLike> = {}): RequestLike {
  return { headers, socket: { remoteAddress: '10.0.0.9' }, ...extra } as unknown as RequestLike;
}

describe('readToken: the session token of an API call or a page request', () => {
  test('the token header of an API call', () => {
    expect(readToken(request({ token: 'abc' }))).toBe('abc');
  });

  test('the header wins over the cookie', () => {
    expect(readToken(request({ token: 'from-header', cookie: 'token=from-cookie' }))).toBe('from-header');
  });

  test('the token cookie of a request Node hands over as is, decoded', () => {
    expect(readToken(request({ cookie: 'theme=dark; token=a%2Bb; other=1' }))).toBe('a+b');
  });

  test("the token cookie Next parsed for a page (getServerSideProps)", () => {
    expect(readToken(request({}, { cookies: { token: 'parsed' } }))).toBe('parsed');
  });

  test('none, an empty one or a malformed one is null', () => {
    expect(readToken(request({}))).toBeNull();
    expect(readToken(request({ token: '' }))).toBeNull();
    expect(readToken(request({ cookie: 'theme=dark' }))).toBeNull();
    expect(readToken(request({ cookie: 'token=' }))).toBeNull();
    expect(readToken(request({ cookie: 'token=%E0%A4%A' }))).toBeNull();
    expect(readToken(request({}, { cookies: {} }))).toBeNull();
  });
});

describe('clientIp', () => {
  const saved = process.env;
  afterEach(() => {
    process.env = saved;
  });

  test("the socket's address; X-Forwarded-For is ignored unless the proxy is trusted", () => {
    process.env = { ...saved, TRUST_PROXY: 'false' };
    expect(clientIp(request({ 'x-forwarded-for': '1.2.3.4' }))).toBe('10.0.0.9');
  });

  test('behind a trusted proxy, the first X-Forwarded-For entry', () => {
    process.env = { ...saved, TRUST_PROXY: 'true' };
    expect(clientIp(request({ 'x-forwarded-for': ' 1.2.3.4 , 10.0.0.1' }))).toBe('1.2.3.4');
    expect(clientIp(request({}))).toBe('10.0.0.9');
  });

  test('X-Forwarded-For without TRUST_PROXY: one warning line (JSON) the first time, then none', () => {
    process.env = { ...saved, TRUST_PROXY: 'false' };
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      jest.isolateModules(() => {
        // A fresh module: the warning is once per process.
        const fresh = jest.requireActual<typeof import('@/lib/server/http/request')>('@/lib/server/http/request');
        expect(fresh.clientIp(request({}))).toBe('10.0.0.9');
        expect(write).not.toHaveBeenCalled();
        expect(fresh.clientIp(request({ 'x-forwarded-for': '1.2.3.4' }))).toBe('10.0.0.9');
        expect(fresh.clientIp(request({ 'x-forwarded-for': '5.6.7.8' }))).toBe('10.0.0.9');
      });
      expect(write).toHaveBeenCalledTimes(1);
      const line = JSON.parse(String(write.mock.calls[0][0]));
      expect(line).toMatchObject({ level: 'warn', event: 'x-forwarded-for ignored' });
      expect(line.message).toMatch(/TRUST_PROXY/);
    } finally {
      write.mockRestore();
    }
  });

  test('no warning behind a trusted proxy', () => {
    process.env = { ...saved, TRUST_PROXY: 'true' };
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import('@/lib/server/http/request')>('@/lib/server/http/request');
        expect(fresh.clientIp(request({ 'x-forwarded-for': '1.2.3.4' }))).toBe('1.2.3.4');
      });
      expect(write).not.toHaveBeenCalled();
    } finally {
      write.mockRestore();
    }
  });

  test('null without a socket address', () => {
    process.env = { ...saved, TRUST_PROXY: 'false' };
    expect(clientIp({ headers: {} } as IncomingMessage)).toBeNull();
  });
});
