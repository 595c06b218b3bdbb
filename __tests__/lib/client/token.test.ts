import Cookies from 'js-cookie';
import { getToken, isLoggedIn, removeToken, setToken, TOKEN_CHANGED_EVENT } from '@/lib/client/token';

afterEach(() => {
  jest.restoreAllMocks();
  Cookies.remove('token', { path: '/' });
});

describe('the token cookie', () => {
  it('is named token, at path /, SameSite=Lax, not Secure on http', () => {
    const set = jest.spyOn(Cookies, 'set');
    setToken('abc');
    expect(set).toHaveBeenCalledWith('token', 'abc', { path: '/', sameSite: 'Lax', secure: false });
    expect(document.cookie).toContain('token=abc');
    expect(getToken()).toBe('abc');
    expect(isLoggedIn()).toBe(true);
  });

  it('lives until the session expiry when given', () => {
    const set = jest.spyOn(Cookies, 'set');
    setToken('abc', '2030-01-02T03:04:05.000Z');
    expect(set).toHaveBeenCalledWith('token', 'abc', expect.objectContaining({ expires: new Date('2030-01-02T03:04:05.000Z') }));
  });

  it('removeToken clears it at path / and isLoggedIn follows', () => {
    setToken('abc');
    const remove = jest.spyOn(Cookies, 'remove');
    removeToken();
    expect(remove).toHaveBeenCalledWith('token', expect.objectContaining({ path: '/' }));
    expect(getToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('announces every change with a window event', () => {
    const seen: string[] = [];
    const listener = () => seen.push(getToken() ?? 'none');
    window.addEventListener(TOKEN_CHANGED_EVENT, listener);
    setToken('x');
    removeToken();
    window.removeEventListener(TOKEN_CHANGED_EVENT, listener);
    expect(seen).toEqual(['x', 'none']);
  });
});
