import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordResetForm } from '@/components/account/PasswordResetForm';
import { resetPassword, sendSmsCode, verifySmsCode } from '@/lib/account/client/signup';
import { ApiError } from '@/lib/client/errors';
import { accountMessages } from '@/lib/account/account.messages';

jest.mock('@/lib/account/client/signup', () => ({
  ...jest.requireActual('@/lib/account/client/signup'),
  resetPassword: jest.fn(),
  sendSmsCode: jest.fn(),
  verifySmsCode: jest.fn(),
}));

const form = accountMessages.resetForm;
const step = accountMessages.smsStep;
const input = accountMessages.input;
const resetMock = jest.mocked(resetPassword);
const sendMock = jest.mocked(sendSmsCode);
const verifyMock = jest.mocked(verifySmsCode);

const field = (label: string) => screen.getByLabelText(label, { exact: true });

function renderForm() {
  return render(
    <PasswordResetForm />,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, confirm = 'new-pass-123') {
  await user.type(field(form.email), 'retailer@demo.kr');
  await user.type(field(step.mobileNo), '01012345678');
  await user.click(screen.getByRole('button', { name: step.send }));
  await user.type(await screen.findByLabelText(step.code), '123456');
  await user.click(screen.getByRole('button', { name: step.verify }));
  await screen.findByText(step.verified);
  await user.type(field(form.newPassword), 'new-pass-123');
  await user.type(field(form.newPasswordConfirm), confirm);
}

beforeEach(() => {
  resetMock.mockReset();
  sendMock.mockReset().mockResolvedValue({ expiresAt: new Date(Date.now() + 180_000).toISOString() });
  verifyMock.mockReset().mockResolvedValue({ smsToken: 'reset-proof', expiresAt: new Date().toISOString() });
});

test('the SMS step asks for a reset code and does not say whether the number has an account', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(field(step.mobileNo), '01012345678');
  await user.click(screen.getByRole('button', { name: step.send }));
  expect(sendMock).toHaveBeenCalledWith({ mobileNo: '010-1234-5678', purpose: 'reset' });
  expect(await screen.findByText(step.resetSent)).toBeInTheDocument();
});

test('nothing is sent before the phone is verified and the passwords match', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(field(form.email), 'retailer@demo.kr');
  await user.type(field(form.newPassword), 'short');
  await user.click(screen.getByRole('button', { name: form.submit }));
  expect(screen.getByText(input.smsTokenRequired)).toBeInTheDocument();
  expect(screen.getByText(input.passwordLength)).toBeInTheDocument();
  expect(field(step.mobileNo)).toHaveFocus();
  expect(resetMock).not.toHaveBeenCalled();
});

test('a different confirmation is named next to it', async () => {
  const user = userEvent.setup();
  renderForm();
  await fill(user, 'new-pass-999');
  await user.click(screen.getByRole('button', { name: form.submit }));
  expect(screen.getByText(input.passwordConfirmMismatch)).toBeInTheDocument();
  expect(resetMock).not.toHaveBeenCalled();
});

test('a reset with the proof shows the Korean confirmation and the way to log in', async () => {
  resetMock.mockResolvedValue({ ok: true });
  const user = userEvent.setup();
  renderForm();
  await fill(user);
  await user.click(screen.getByRole('button', { name: form.submit }));
  expect(await screen.findByText(accountMessages.passwordReset.done)).toBeInTheDocument();
  expect(resetMock).toHaveBeenCalledWith({
    email: 'retailer@demo.kr',
    mobileNo: '010-1234-5678',
    smsToken: 'reset-proof',
    futurePw: 'new-pass-123',
    futureConfirmPw: 'new-pass-123',
  });
  expect(screen.getByRole('link', { name: form.toLogin })).toHaveAttribute('href', '/register/login');
});

test('an unknown account is said in the form, and the form stays filled', async () => {
  resetMock.mockRejectedValue(new ApiError(404, 'ACCOUNT_NOT_FOUND', accountMessages.passwordReset.accountNotFound));
  const user = userEvent.setup();
  renderForm();
  await fill(user);
  await user.click(screen.getByRole('button', { name: form.submit }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(accountMessages.passwordReset.accountNotFound));
  expect(field(form.email)).toHaveValue('retailer@demo.kr');
});

test('a refused SMS proof sends the visitor back to the phone step, as registration does', async () => {
  resetMock.mockRejectedValue(new ApiError(400, 'SMS_PROOF_INVALID', accountMessages.sms.proofInvalid, 'smsToken'));
  const user = userEvent.setup();
  renderForm();
  await fill(user);
  await user.click(screen.getByRole('button', { name: form.submit }));
  expect(await screen.findByText(accountMessages.sms.proofInvalid)).toBeInTheDocument();
  expect(screen.queryByText(step.verified)).not.toBeInTheDocument();
  expect(field(step.mobileNo)).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('');
});

test("the phone step's message goes once the number changes", async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole('button', { name: form.submit }));
  expect(screen.getByText(input.smsTokenRequired)).toBeInTheDocument();
  await user.type(field(step.mobileNo), '0');
  expect(screen.queryByText(input.smsTokenRequired)).not.toBeInTheDocument();
});
