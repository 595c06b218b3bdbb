/**
 * @jest-environment-options {"url": "https://shop.example.kr/"}
 */
import Cookies from 'js-cookie';
import { setToken } from '@/lib/client/token';

it('the token cookie is Secure when the site is served over https', () => {
  const set = jest.spyOn(Cookies, 'set');
  setToken('abc');
  expect(set).toHaveBeenCalledWith('token', 'abc', { path: '/', sameSite: 'Lax', secure: true });
});
