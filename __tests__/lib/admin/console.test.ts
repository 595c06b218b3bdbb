import { consoleCalls } from '@/lib/admin/client/console';
import { browser } from '@/lib/client/browser';
import { removeToken } from '@/lib/client/token';
import { fakeApi } from '@/__tests__/helpers/shell';

/**
 * The console's calls: an ended session (401 UNAUTHORIZED) sends the operator to
 * /admin/login and back to the page; the sign-in's own 401s are answers for its
 * form; the member's session is never touched (the storefront's 401 handling
 * would log a member out and open the member's login).
 */

let assign: jest.SpyInstance;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  removeToken();
  window.history.replaceState(null, '', '/admin/deposits?x=1');
});

afterEach(() => jest.restoreAllMocks());

test('a call whose session ended goes to the console sign-in and back to this page', async () => {
  fakeApi({ 'POST /admin/orders/7/deposit': { status: 401, data: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } } });
  await expect(consoleCalls.confirmDeposit(7)).rejects.toMatchObject({ status: 401 });
  expect(assign).toHaveBeenCalledWith('/admin/login?returnUrl=%2Fadmin%2Fdeposits%3Fx%3D1');
});

test('a wrong password or an expired second step is the sign-in form’s answer, not a navigation', async () => {
  fakeApi({
    'POST /admin/session': { status: 401, data: { code: 'INVALID_CREDENTIALS', message: '이메일 또는 비밀번호가 올바르지 않습니다.' } },
    'POST /admin/session/code': { status: 401, data: { code: 'SECOND_FACTOR_EXPIRED', message: '로그인 단계가 만료되었습니다.' } },
  });
  await expect(consoleCalls.signIn('a@ops.kr', 'x')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  await expect(consoleCalls.submitCode('123456')).rejects.toMatchObject({ code: 'SECOND_FACTOR_EXPIRED' });
  expect(assign).not.toHaveBeenCalled();
});
