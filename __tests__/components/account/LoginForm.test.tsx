import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { useRouter } from 'next/router';
import { SWRConfig } from 'swr';
import { LoginForm, type LoginFormProps } from '@/components/account/LoginForm';
import { ApiError } from '@/lib/client/errors';
import type { LoginResponse } from '@/lib/account/account.contract';
import { accountKeys } from '@/lib/client/users';
import { login } from '@/lib/account/client/credentials';
import { alertMessage } from '@/lib/client/alerts';
import { accountMessages } from '@/lib/account/account.messages';
import { demoRetailerProfile } from '@/__tests__/helpers/demoUsers';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/account/client/credentials', () => ({ ...jest.requireActual('@/lib/account/client/credentials'), login: jest.fn() }));
jest.mock('@/lib/client/alerts', () => ({ alertMessage: jest.fn(() => Promise.resolve()), preloadAlerts: jest.fn() }));

const loginMock = jest.mocked(login);
const alertMock = jest.mocked(alertMessage);
const replace = jest.fn(() => Promise.resolve(true));

const session: LoginResponse = {
  token: 'session-token-123',
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  user: { id: 1, ...demoRetailerProfile, referralCode: 'ABCD1234', brand: null },
};

let swrCache: Map<string, { data?: unknown }>;

function renderForm(returnUrl?: string | null, extra: Omit<LoginFormProps, 'returnUrl'> = {}) {
  swrCache = new Map();
  const cache = swrCache;
  return render(
    <SWRConfig value={{ provider: () => cache as Map<string, never> }}>
      <LoginForm returnUrl={returnUrl} {...extra} />
    </SWRConfig>,
  );
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(accountMessages.loginForm.email), email);
  if (password) await user.type(screen.getByLabelText(accountMessages.loginForm.password), password);
  await user.click(screen.getByRole('button', { name: accountMessages.loginForm.submit }));
}

beforeEach(() => {
  jest.mocked(useRouter).mockReturnValue({ replace } as unknown as ReturnType<typeof useRouter>);
  replace.mockClear();
  loginMock.mockReset();
  alertMock.mockClear();
  Cookies.remove('token', { path: '/' });
});

test('a successful login stores the token cookie and goes on to the returnUrl', async () => {
  loginMock.mockResolvedValue(session);
  renderForm('/cart?x=1');
  await fillAndSubmit('  Retailer@demo.kr ', 'demo1234!');
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/cart?x=1'));
  expect(loginMock).toHaveBeenCalledWith({ email: 'Retailer@demo.kr', password: 'demo1234!', remember: false });
  expect(Cookies.get('token')).toBe('session-token-123');
  expect(alertMock).not.toHaveBeenCalled();
  // The shell gets the user at once, without another GET /users.
  expect(swrCache.get(accountKeys.user)?.data).toEqual(session.user);
});

test('로그인 상태 유지 asks for a lasting session and keeps the cookie until it ends; unchecked, the cookie ends with the browser', async () => {
  const set = jest.spyOn(Cookies, 'set');
  loginMock.mockResolvedValue(session);
  renderForm('/');
  const user = userEvent.setup();
  const remember = screen.getByRole('checkbox', { name: /로그인 상태 유지/ });
  expect(remember).not.toBeChecked();
  expect(remember).toHaveAccessibleDescription(accountMessages.loginForm.rememberHint);
  await user.click(remember);
  await fillAndSubmit('retailer@demo.kr', 'demo1234!');
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
  expect(loginMock).toHaveBeenCalledWith({ email: 'retailer@demo.kr', password: 'demo1234!', remember: true });
  expect(set).toHaveBeenLastCalledWith('token', session.token, expect.objectContaining({ expires: new Date(session.expiresAt) }));

  set.mockClear();
  replace.mockClear();
  cleanup();
  renderForm('/');
  await fillAndSubmit('retailer@demo.kr', 'demo1234!');
  await waitFor(() => expect(replace).toHaveBeenCalled());
  expect(set).toHaveBeenLastCalledWith('token', session.token, expect.not.objectContaining({ expires: expect.anything() }));
  set.mockRestore();
});

test.each([
  ['no returnUrl', null],
  ['a protocol-relative returnUrl', '//evil.com/cart'],
  ['an absolute returnUrl', 'https://evil.com'],
  ['a backslash returnUrl', '/\\evil.com'],
  ['a javascript: returnUrl', 'javascript:alert(1)'],
])('with %s it goes to /', async (_name, returnUrl) => {
  loginMock.mockResolvedValue(session);
  renderForm(returnUrl);
  await fillAndSubmit('retailer@demo.kr', 'demo1234!');
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
  expect(Cookies.get('token')).toBe('session-token-123');
});

test('empty fields are reported next to the fields, focused, and nothing is sent', async () => {
  renderForm('/cart');
  await fillAndSubmit('', '');
  const email = screen.getByLabelText(accountMessages.loginForm.email);
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription(accountMessages.input.emailRequired);
  expect(screen.getByLabelText(accountMessages.loginForm.password)).toHaveAccessibleDescription(
    accountMessages.input.passwordRequired,
  );
  expect(email).toHaveFocus();
  expect(loginMock).not.toHaveBeenCalled();
  expect(replace).not.toHaveBeenCalled();
});

test('a malformed e-mail is reported before the call', async () => {
  renderForm();
  await fillAndSubmit('retailer@', 'demo1234!');
  expect(screen.getByText(accountMessages.input.emailInvalid)).toBeInTheDocument();
  expect(loginMock).not.toHaveBeenCalled();
});

test('a refused login shows the server message in the form and in the modal alert, and stays', async () => {
  loginMock.mockRejectedValue(new ApiError(401, 'INVALID_CREDENTIALS', accountMessages.auth.invalidCredentials));
  renderForm('/cart');
  await fillAndSubmit('retailer@demo.kr', 'wrong-password');
  expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.auth.invalidCredentials);
  expect(alertMock).toHaveBeenCalledWith(accountMessages.auth.invalidCredentials, 'error');
  expect(Cookies.get('token')).toBeUndefined();
  expect(replace).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: accountMessages.loginForm.submit })).toBeEnabled();
});

test('a field error from the server is shown at its field', async () => {
  loginMock.mockRejectedValue(new ApiError(400, 'VALIDATION', accountMessages.input.emailInvalid, 'email'));
  renderForm();
  await fillAndSubmit('retailer@demo.kr', 'demo1234!');
  await waitFor(() =>
    expect(screen.getByLabelText(accountMessages.loginForm.email)).toHaveAccessibleDescription(accountMessages.input.emailInvalid),
  );
  expect(alertMock).toHaveBeenCalledWith(accountMessages.input.emailInvalid, 'error');
});

describe('sent before the script ran (posted natively, answered by the server)', () => {
  test('the form posts to the login page and keeps the returnUrl', () => {
    const { container } = renderForm('/cart?x=1');
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `/register/login?returnUrl=${encodeURIComponent('/cart?x=1')}`);
    expect(screen.getByLabelText(accountMessages.loginForm.email)).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText(accountMessages.loginForm.password)).toHaveAttribute('name', 'password');
  });

  test('without a (safe) returnUrl the action is the bare login page', () => {
    const { container } = renderForm(null);
    expect(container.querySelector('form')).toHaveAttribute('action', '/register/login');
  });

  test("the server's refusal shows in the form, with the e-mail filled in and the password empty", async () => {
    renderForm('/cart', {
      initialEmail: 'retailer@demo.kr',
      serverError: { message: accountMessages.auth.invalidCredentials, field: null },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(accountMessages.auth.invalidCredentials);
    expect(screen.getByLabelText(accountMessages.loginForm.email)).toHaveValue('retailer@demo.kr');
    expect(screen.getByLabelText(accountMessages.loginForm.password)).toHaveValue('');
    // Sending again through the script clears it and logs in.
    loginMock.mockResolvedValue(session);
    await fillAndSubmit('', 'demo1234!');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/cart'));
    expect(loginMock).toHaveBeenCalledWith({ email: 'retailer@demo.kr', password: 'demo1234!', remember: false });
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  test("the server's field error shows at its field", () => {
    renderForm(null, {
      initialEmail: 'retailer@',
      serverError: { message: accountMessages.input.emailInvalid, field: 'email' },
    });
    const email = screen.getByLabelText(accountMessages.loginForm.email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(accountMessages.input.emailInvalid);
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });
});

test('the login form links to 비밀번호 찾기 (the SMS reset page)', () => {
  renderForm();
  expect(screen.getByRole('link', { name: accountMessages.loginForm.forgotPassword })).toHaveAttribute('href', '/register/password');
});
