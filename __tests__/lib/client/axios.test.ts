import axios, { AxiosError } from 'axios';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Cookies from 'js-cookie';
import { apiClient, REQUEST_TIMEOUT_MS, toApiError } from '@/lib/client/axios';
import { ApiError } from '@/lib/client/errors';
import { getUser } from '@/lib/client/users';
import { login, logout } from '@/lib/account/client/credentials';
import { browser } from '@/lib/client/browser';
import { fakeApi, headerOf, setLoggedIn } from '@/__tests__/helpers/shell';
import { commonMessages } from '@/lib/messages/common';
import { apiMessages } from '@/lib/messages/api';

let assign: jest.SpyInstance;
let pathname: jest.SpyInstance;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  pathname = jest.spyOn(browser, 'pathname').mockReturnValue('/shop');
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setLoggedIn(null);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the axios instance', () => {
  it('calls /api/v1 with JSON and a 10000 ms timeout', async () => {
    const api = fakeApi({ 'GET /users': { status: 200, data: { id: 1 } } });
    await getUser();
    expect(REQUEST_TIMEOUT_MS).toBe(10000);
    expect(apiClient.defaults.baseURL).toBe('/api/v1');
    const [call] = api.calls;
    expect(call?.timeout).toBe(10000);
    expect(call?.baseURL).toBe('/api/v1');
    expect(headerOf(call!, 'Content-Type')).toBe('application/json');
  });

  it('sends the token cookie as the `token` header on every call, and none when logged out', async () => {
    const api = fakeApi({ 'GET /users': { status: 200, data: { id: 1 } } });
    await getUser();
    expect(headerOf(api.calls[0]!, 'token')).toBeUndefined();
    setLoggedIn('tok-123');
    await getUser();
    await getUser();
    expect(headerOf(api.calls[1]!, 'token')).toBe('tok-123');
    expect(headerOf(api.calls[2]!, 'token')).toBe('tok-123');
  });
});

describe('HTTP 401', () => {
  it('removes the token cookie and goes to /register/login', async () => {
    setLoggedIn('stale');
    fakeApi({ 'GET /users': { status: 401, data: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } } });
    const failure = getUser();
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' });
    expect(Cookies.get('token')).toBeUndefined();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/register/login');
  });

  it('does not navigate again when already on the login page (no loop)', async () => {
    pathname.mockReturnValue('/register/login/');
    setLoggedIn('stale');
    fakeApi({ 'GET /users': { status: 401, data: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } } });
    await expect(getUser()).rejects.toBeInstanceOf(ApiError);
    expect(Cookies.get('token')).toBeUndefined();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a late 401 for a token the user already logged out of does not redirect (logout keeps its alert)', async () => {
    setLoggedIn('old-session');
    let answer!: () => void;
    let sent!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const onTheWire = new Promise<void>((resolve) => (sent = resolve));
    fakeApi({
      'GET /users': async () => {
        sent();
        await gate;
        return { status: 401, data: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } };
      },
    });
    const pending = getUser();
    await onTheWire;
    Cookies.remove('token', { path: '/' });
    answer();
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('several calls failing 401 with the same stale token navigate to the login page once', async () => {
    setLoggedIn('stale');
    fakeApi({ 'GET /users': { status: 401, data: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } } });
    const results = await Promise.allSettled([getUser(), getUser(), getUser()]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('a wrong password at login and a logout of an expired session do not redirect', async () => {
    fakeApi({
      'POST /users/login': { status: 401, data: { code: 'INVALID_CREDENTIALS', message: '이메일 또는 비밀번호가 올바르지 않습니다.' } },
      'POST /users/logout': { status: 401, data: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } },
    });
    await expect(login({ email: 'a@b.kr', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: '이메일 또는 비밀번호가 올바르지 않습니다.',
    });
    await expect(logout('old')).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('HTTP 403 and 500', () => {
  it('403 logs "access forbidden" and does nothing else', async () => {
    setLoggedIn('tok');
    fakeApi({ 'GET /users': { status: 403, data: { code: 'BRAND_CANNOT_BUY', message: '브랜드 회원은 구매할 수 없습니다.' } } });
    await expect(getUser()).rejects.toMatchObject({ status: 403, code: 'BRAND_CANNOT_BUY' });
    expect(consoleError).toHaveBeenCalledWith('access forbidden');
    expect(assign).not.toHaveBeenCalled();
    expect(Cookies.get('token')).toBe('tok');
  });

  it('500 logs "server error" and rejects with the catalogue message when the body has none', async () => {
    fakeApi({ 'GET /users': { status: 500, data: 'Internal Server Error' } });
    await expect(getUser()).rejects.toMatchObject({
      status: 500,
      code: 'HTTP_500',
      message: apiMessages.internal,
    });
    expect(consoleError).toHaveBeenCalledWith('server error');
    expect(consoleError).not.toHaveBeenCalledWith('access forbidden');
  });
});

describe('ApiError', () => {
  it('keeps the API`s Korean message, code and field', async () => {
    fakeApi({ 'GET /users': { status: 400, data: { code: 'VALIDATION', message: '이메일 형식이 올바르지 않습니다.', field: 'email' } } });
    const error = await getUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: '이메일 형식이 올바르지 않습니다.', field: 'email' });
  });

  it('turns a timeout into a Korean timeout message and a lost connection into an offline message', () => {
    const timeout = toApiError(new AxiosError('timeout of 10000ms exceeded', AxiosError.ECONNABORTED));
    expect(timeout).toMatchObject({ status: 0, code: 'TIMEOUT', message: commonMessages.network.timeout });
    expect(toApiError(new AxiosError('x', AxiosError.ETIMEDOUT)).code).toBe('TIMEOUT');
    const offline = toApiError(new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    expect(offline).toMatchObject({ status: 0, code: 'NETWORK', message: commonMessages.network.offline });
  });

  it('a timeout through the client rejects with the timeout ApiError and logs nothing', async () => {
    apiClient.defaults.adapter = async (config) => {
      throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config);
    };
    await expect(getUser()).rejects.toMatchObject({ code: 'TIMEOUT', message: commonMessages.network.timeout });
    expect(consoleError).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('a real request through the browser adapter', () => {
  it('an answer that never comes ends in the timeout ApiError', async () => {
    const server = http.createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', '*');
      if (req.method === 'OPTIONS') res.end();
      // Otherwise never answer.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    apiClient.defaults.adapter = axios.defaults.adapter;
    try {
      const started = Date.now();
      const error = await apiClient
        .get('/users', { baseURL: `http://127.0.0.1:${port}/api/v1`, timeout: 150 })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 0, code: 'TIMEOUT', message: commonMessages.network.timeout });
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
