import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { useRouter } from 'next/router';
import { SWRConfig } from 'swr';
import { RegisterForm } from '@/components/account/RegisterForm';
import { register, sendSmsCode, verifySmsCode } from '@/lib/account/client/signup';
import { ApiError } from '@/lib/client/errors';
import type { RegisterResponse } from '@/lib/account/account.contract';
import { accountMessages } from '@/lib/account/account.messages';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/account/client/signup', () => ({
  ...jest.requireActual('@/lib/account/client/signup'),
  register: jest.fn(),
  sendSmsCode: jest.fn(),
  verifySmsCode: jest.fn(),
}));

const form = accountMessages.registerForm;
const step = accountMessages.smsStep;
const input = accountMessages.input;
const replace = jest.fn(() => Promise.resolve(true));
const registerMock = jest.mocked(register);
const sendMock = jest.mocked(sendSmsCode);
const verifyMock = jest.mocked(verifySmsCode);

const session: RegisterResponse = {
  token: 'new-session-token',
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  user: {
    id: 9,
    registrationNo: '1208147521',
    businessName: '새 잡화점',
    mobileNo: '01012345678',
    email: 'new@shop.kr',
    userGroups: 'inValid',
    userType: 'retailer',
    referralCode: 'NEWCODE1',
    brand: null,
  },
};

function renderForm(initialReferralCode?: string) {
  const cache = new Map();
  return render(
    <SWRConfig value={{ provider: () => cache }}>
      <RegisterForm initialReferralCode={initialReferralCode} />
    </SWRConfig>,
  );
}

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function verifyPhone(user: ReturnType<typeof setup>) {
  await user.type(field(step.mobileNo), '01012345678');
  await user.click(screen.getByRole('button', { name: step.send }));
  await user.type(await screen.findByLabelText(step.code), '123456');
  await user.click(screen.getByRole('button', { name: step.verify }));
  await screen.findByText(step.verified);
}

async function fillValid(user: ReturnType<typeof setup>) {
  await user.type(field(form.email), 'new@shop.kr');
  await user.type(field(form.password), 'secret-pass-1');
  await user.type(field(form.passwordConfirm), 'secret-pass-1');
  await user.type(field(form.businessName), '새 잡화점');
  await user.type(field(form.registrationNo), '1208147521');
  await verifyPhone(user);
  await user.click(screen.getByRole('checkbox', { name: form.consentAll }));
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-05-01T10:00:00+09:00') });
  jest.mocked(useRouter).mockReturnValue({ replace } as unknown as ReturnType<typeof useRouter>);
  registerMock.mockReset();
  sendMock.mockReset().mockResolvedValue({ expiresAt: new Date(Date.now() + 180_000).toISOString() });
  verifyMock.mockReset().mockResolvedValue({ smsToken: 'proof-1', expiresAt: new Date().toISOString() });
  replace.mockClear();
  Cookies.remove('token');
});
afterEach(() => jest.useRealTimers());

describe('field checks as typed', () => {
  test('the registration number and mobile number are formatted while typing', async () => {
    const user = setup();
    renderForm();
    await user.type(field(form.registrationNo), '12081');
    expect(field(form.registrationNo)).toHaveValue('120-81');
    await user.type(field(form.registrationNo), '47521');
    expect(field(form.registrationNo)).toHaveValue('120-81-47521');
    await user.type(field(step.mobileNo), '0101234');
    expect(field(step.mobileNo)).toHaveValue('010-1234');
  });

  test('no message while typing; the field is checked when left, and a fix clears it as typed', async () => {
    const user = setup();
    renderForm();
    await user.type(field(form.email), 'new@');
    expect(screen.queryByText(input.emailInvalid)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(input.emailInvalid)).toBeInTheDocument();
    expect(field(form.email)).toHaveAttribute('aria-invalid', 'true');
    await user.type(field(form.email), 'shop.kr');
    expect(screen.queryByText(input.emailInvalid)).not.toBeInTheDocument();
  });

  test('a registration number with a wrong check digit is refused when left', async () => {
    const user = setup();
    renderForm();
    await user.type(field(form.registrationNo), '1208147522');
    await user.tab();
    expect(screen.getByText(input.registrationNoChecksum)).toBeInTheDocument();
    await user.clear(field(form.registrationNo));
    await user.type(field(form.registrationNo), '12081');
    await user.tab();
    expect(screen.getByText(input.registrationNoFormat)).toBeInTheDocument();
  });

  test('short passwords and a different confirmation are named', async () => {
    const user = setup();
    renderForm();
    await user.type(field(form.password), 'short');
    await user.tab();
    expect(screen.getByText(input.passwordLength)).toBeInTheDocument();
    await user.type(field(form.passwordConfirm), 'other');
    await user.tab();
    expect(screen.getByText(input.passwordConfirmMismatch)).toBeInTheDocument();
  });
});

describe('the SMS step', () => {
  test('send, then resend only after the 60-second cool-down, with the seconds and the 3-minute timer shown', async () => {
    const user = setup();
    renderForm();
    await user.type(field(step.mobileNo), '01012345678');
    await user.click(screen.getByRole('button', { name: step.send }));
    expect(sendMock).toHaveBeenCalledWith({ mobileNo: '010-1234-5678', purpose: 'register' });
    const resend = await screen.findByRole('button', { name: step.resendIn(60) });
    expect(resend).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(step.remaining('3:00'));
    act(() => jest.advanceTimersByTime(15_000));
    expect(screen.getByRole('button', { name: step.resendIn(45) })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(step.remaining('2:45'));
    act(() => jest.advanceTimersByTime(45_000));
    const again = screen.getByRole('button', { name: step.resend });
    expect(again).toBeEnabled();
    await user.click(again);
    expect(sendMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(step.remaining('3:00')));
    expect(screen.getByRole('button', { name: step.resendIn(60) })).toBeDisabled();
  });

  test('after 3 minutes the code is expired and is not sent to the server', async () => {
    const user = setup();
    renderForm();
    await user.type(field(step.mobileNo), '01012345678');
    await user.click(screen.getByRole('button', { name: step.send }));
    await user.type(await screen.findByLabelText(step.code), '123456');
    act(() => jest.advanceTimersByTime(180_000));
    expect(screen.getAllByText(step.expired).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: step.verify }));
    expect(verifyMock).not.toHaveBeenCalled();
  });

  test('an invalid number is not sent', async () => {
    const user = setup();
    renderForm();
    await user.type(field(step.mobileNo), '0101234');
    await user.click(screen.getByRole('button', { name: step.send }));
    expect(sendMock).not.toHaveBeenCalled();
    expect(screen.getByText(input.mobileNoInvalid)).toBeInTheDocument();
  });

  test('a wrong code shows the server message with the remaining attempts, next to the code', async () => {
    verifyMock.mockRejectedValueOnce(new ApiError(400, 'SMS_MISMATCH', accountMessages.sms.mismatch(4), 'code'));
    const user = setup();
    renderForm();
    await user.type(field(step.mobileNo), '01012345678');
    await user.click(screen.getByRole('button', { name: step.send }));
    await user.type(await screen.findByLabelText(step.code), '000000');
    await user.click(screen.getByRole('button', { name: step.verify }));
    const message = await screen.findByText(accountMessages.sms.mismatch(4));
    expect(message).toHaveTextContent('남은 입력 횟수 4회');
    expect(screen.getByLabelText(step.code)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(step.verified)).not.toBeInTheDocument();
  });

  test('the development notice shows the code when the server gives it, or points to the server log', async () => {
    sendMock.mockResolvedValueOnce({ expiresAt: new Date().toISOString(), devCode: '654321' });
    const user = setup();
    renderForm();
    await user.type(field(step.mobileNo), '01012345678');
    await user.click(screen.getByRole('button', { name: step.send }));
    expect(await screen.findByRole('note')).toHaveTextContent('개발 환경 안내: 인증번호는 654321입니다');
    act(() => jest.advanceTimersByTime(60_000));
    sendMock.mockResolvedValueOnce({ expiresAt: new Date().toISOString(), codeInServerLog: true });
    await user.click(screen.getByRole('button', { name: step.resend }));
    await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent(step.devServerLog));
  });

  test('no notice at all with a real gateway', async () => {
    const user = setup();
    renderForm();
    await user.type(field(step.mobileNo), '01012345678');
    await user.click(screen.getByRole('button', { name: step.send }));
    await screen.findByLabelText(step.code);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  test('a rate-limited send shows the server message by the number', async () => {
    sendMock.mockRejectedValueOnce(new ApiError(429, 'SMS_RATE_LIMITED', accountMessages.sms.rateLimited(600)));
    const user = setup();
    renderForm();
    await user.type(field(step.mobileNo), '01012345678');
    await user.click(screen.getByRole('button', { name: step.send }));
    expect(await screen.findByText(accountMessages.sms.rateLimited(600))).toBeInTheDocument();
  });
});

describe('submitting', () => {
  test('consent to the terms and to the privacy policy are both required; the links open the pages', async () => {
    const user = setup();
    renderForm();
    await user.type(field(form.email), 'new@shop.kr');
    await user.click(screen.getByRole('checkbox', { name: form.consentTerms }));
    await user.click(screen.getByRole('button', { name: form.submit }));
    expect(screen.getByText(form.consentPrivacyRequired)).toBeInTheDocument();
    expect(screen.queryByText(form.consentTermsRequired)).not.toBeInTheDocument();
    expect(screen.getByText(input.smsTokenRequired)).toBeInTheDocument();
    expect(registerMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: new RegExp(form.viewTerms) })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: new RegExp(form.viewPrivacy) })).toHaveAttribute('href', '/privacy');
  });

  test('a complete form registers, stores the token and opens the certification page', async () => {
    registerMock.mockResolvedValue(session);
    const user = setup();
    renderForm('FRIEND12');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: form.submit }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/page/certification'));
    expect(registerMock).toHaveBeenCalledWith({
      email: 'new@shop.kr',
      password: 'secret-pass-1',
      businessName: '새 잡화점',
      registrationNo: '120-81-47521',
      mobileNo: '010-1234-5678',
      smsToken: 'proof-1',
      referralCode: 'FRIEND12',
    });
    expect(Cookies.get('token')).toBe('new-session-token');
  });

  test('the referral link prefills the code, which can still be changed', async () => {
    const user = setup();
    renderForm('FRIEND12');
    expect(field(form.referralCode)).toHaveValue('FRIEND12');
    expect(screen.getByText(form.referralPrefilled)).toBeInTheDocument();
    await user.clear(field(form.referralCode));
    await user.type(field(form.referralCode), 'other9');
    expect(field(form.referralCode)).toHaveValue('OTHER9');
  });

  test.each([
    ['email', form.email, new ApiError(409, 'EMAIL_TAKEN', accountMessages.register.emailTaken, 'email')],
    ['referralCode', form.referralCode, new ApiError(400, 'REFERRAL_NOT_FOUND', accountMessages.register.referralNotFound, 'referralCode')],
    ['registrationNo', form.registrationNo, new ApiError(400, 'VALIDATION', input.registrationNoChecksum, 'registrationNo')],
  ])("the server's message for %s shows next to that field", async (_name, label, failure) => {
    registerMock.mockRejectedValue(failure);
    const user = setup();
    renderForm('FRIEND12');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: form.submit }));
    const control = field(label);
    await waitFor(() => expect(control).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(control.getAttribute('aria-describedby')!.split(' ').pop()!)).toHaveTextContent(
      failure.message,
    );
    expect(control).toHaveFocus();
    expect(replace).not.toHaveBeenCalled();
  });

  test('a refused SMS proof sends the visitor back to the phone step', async () => {
    registerMock.mockRejectedValue(new ApiError(400, 'SMS_PROOF_INVALID', accountMessages.sms.proofInvalid, 'smsToken'));
    const user = setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: form.submit }));
    expect(await screen.findByText(accountMessages.sms.proofInvalid)).toBeInTheDocument();
    expect(screen.queryByText(step.verified)).not.toBeInTheDocument();
    expect(field(step.mobileNo)).toHaveFocus();
  });
});
