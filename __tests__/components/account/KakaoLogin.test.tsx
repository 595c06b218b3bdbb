import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { useRouter } from 'next/router';
import { SWRConfig } from 'swr';
import { LoginForm } from '@/components/account/LoginForm';
import { LoginPage } from '@/components/account/LoginPage';
import { RegisterForm, type KakaoSignupProps } from '@/components/account/RegisterForm';
import { RegisterPage } from '@/components/account/RegisterPage';
import { registerWithKakao } from '@/lib/account/client/kakao';
import { register, sendSmsCode, verifySmsCode } from '@/lib/account/client/signup';
import { ApiError } from '@/lib/client/errors';
import type { RegisterResponse } from '@/lib/account/account.contract';
import { accountMessages } from '@/lib/account/account.messages';

/** Kakao login in the login form, and the registration form continuing a Kakao sign-up. */

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/account/client/kakao', () => ({ registerWithKakao: jest.fn() }));
jest.mock('@/lib/account/client/signup', () => ({
  ...jest.requireActual('@/lib/account/client/signup'),
  register: jest.fn(),
  sendSmsCode: jest.fn(),
  verifySmsCode: jest.fn(),
}));
jest.mock('@/lib/client/alerts', () => ({ alertMessage: jest.fn(() => Promise.resolve()), preloadAlerts: jest.fn() }));

const text = accountMessages.kakao;
const form = accountMessages.registerForm;
const step = accountMessages.smsStep;
const replace = jest.fn(() => Promise.resolve(true));
const kakaoRegisterMock = jest.mocked(registerWithKakao);
const registerMock = jest.mocked(register);

const session: RegisterResponse = {
  token: 'kakao-session-token',
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  user: {
    id: 12,
    registrationNo: '1208147521',
    businessName: '카카오 잡화',
    mobileNo: '01012345678',
    email: 'kakao.user@example.kr',
    userGroups: 'inValid',
    userType: 'retailer',
    referralCode: 'KAKAO123',
    brand: null,
  },
};

function wrap(node: React.ReactNode) {
  const cache = new Map();
  return render(
    <SWRConfig value={{ provider: () => cache }}>{node}</SWRConfig>,
  );
}

beforeEach(() => {
  jest.mocked(useRouter).mockReturnValue({ replace } as unknown as ReturnType<typeof useRouter>);
  replace.mockClear();
  kakaoRegisterMock.mockReset();
  registerMock.mockReset();
  jest.mocked(sendSmsCode).mockReset().mockResolvedValue({ expiresAt: new Date(Date.now() + 180_000).toISOString() });
  jest.mocked(verifySmsCode).mockReset().mockResolvedValue({ smsToken: 'proof-1', expiresAt: new Date().toISOString() });
  Cookies.remove('token');
});

describe('the Kakao button of the login form', () => {
  test('absent while Kakao login is not configured', () => {
    wrap(<LoginForm returnUrl="/cart" />);
    expect(screen.queryByRole('link', { name: text.button })).toBeNull();
    expect(screen.queryByText(text.divider)).toBeNull();
  });

  test('when configured: a link to /api/v1/users/kakao carrying the returnUrl, with its hint', () => {
    wrap(<LoginForm returnUrl="/cart?x=1" kakaoLogin />);
    const link = screen.getByRole('link', { name: text.button });
    expect(link).toHaveAttribute('href', `/api/v1/users/kakao?returnUrl=${encodeURIComponent('/cart?x=1')}`);
    expect(link).toHaveAccessibleDescription(text.buttonHint);
  });

  test('an unsafe returnUrl is not passed on', () => {
    wrap(<LoginForm returnUrl="//evil.example" kakaoLogin />);
    expect(screen.getByRole('link', { name: text.button })).toHaveAttribute('href', '/api/v1/users/kakao?returnUrl=%2F');
  });

  test('the login page passes the setting and shows a failed Kakao login in the form', () => {
    wrap(<LoginPage returnUrl={null} kakaoLogin error={{ message: text.errors.denied, field: null }} />);
    expect(screen.getByRole('link', { name: text.button })).toHaveAttribute('href', '/api/v1/users/kakao');
    expect(screen.getByRole('alert')).toHaveTextContent(text.errors.denied);
  });
});

describe('registration continuing a Kakao sign-up', () => {
  const field = (label: string) => screen.getByLabelText(label, { exact: true });

  async function completeRest(user: ReturnType<typeof userEvent.setup>) {
    await user.type(field(form.password), 'secret-pass-1');
    await user.type(field(form.passwordConfirm), 'secret-pass-1');
    await user.type(field(form.businessName), '카카오 잡화');
    await user.type(field(form.registrationNo), '1208147521');
    await user.type(field(step.mobileNo), '01012345678');
    await user.click(screen.getByRole('button', { name: step.send }));
    await user.type(await screen.findByLabelText(step.code), '123456');
    await user.click(screen.getByRole('button', { name: step.verify }));
    await screen.findByText(step.verified);
    await user.click(screen.getByRole('checkbox', { name: form.consentAll }));
  }

  const verified: KakaoSignupProps = { ticket: 'ticket-1', email: 'kakao.user@example.kr', emailVerified: true };

  test('a verified Kakao e-mail is prefilled and read-only; the sign-up goes to POST /users/kakao/register with the ticket', async () => {
    kakaoRegisterMock.mockResolvedValue(session);
    const user = userEvent.setup();
    wrap(<RegisterPage returnUrl={null} referralCode={null} kakao={verified} />);
    expect(screen.getByRole('status')).toHaveTextContent(text.register.notice);
    const email = field(form.email);
    expect(email).toHaveValue('kakao.user@example.kr');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(text.register.emailVerified);
    await completeRest(user);
    await user.click(screen.getByRole('button', { name: form.submit }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/page/certification'));
    expect(kakaoRegisterMock).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'kakao.user@example.kr', kakaoTicket: 'ticket-1', smsToken: 'proof-1' }),
    );
    expect(registerMock).not.toHaveBeenCalled();
    expect(Cookies.get('token')).toBe('kakao-session-token');
  });

  test('without a verified e-mail the field is editable and says why', async () => {
    const user = userEvent.setup();
    wrap(<RegisterForm kakao={{ ticket: 'ticket-2', email: 'maybe@example.kr', emailVerified: false }} />);
    const email = field(form.email);
    expect(email).toHaveValue('maybe@example.kr');
    expect(email).not.toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(text.register.emailUnverified);
    await user.clear(email);
    await user.type(email, 'chosen@example.kr');
    expect(email).toHaveValue('chosen@example.kr');
  });

  test('an expired ticket shows the server message in the form', async () => {
    kakaoRegisterMock.mockRejectedValue(
      new ApiError(400, 'KAKAO_TICKET_INVALID', text.register.ticketInvalid, 'kakaoTicket'),
    );
    const user = userEvent.setup();
    wrap(<RegisterForm kakao={verified} />);
    await completeRest(user);
    await user.click(screen.getByRole('button', { name: form.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text.register.ticketInvalid));
    expect(replace).not.toHaveBeenCalled();
  });

  test('the plain registration form is unchanged: empty e-mail, POST /users/register', async () => {
    wrap(<RegisterForm />);
    expect(field(form.email)).toHaveValue('');
    expect(field(form.email)).not.toHaveAttribute('readonly');
    expect(screen.queryByText(text.register.emailVerified)).toBeNull();
  });
});
