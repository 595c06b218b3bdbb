import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Swal from 'sweetalert2';
import { ChangePasswordDialog, passwordOutcome, passwordProblem } from '@/components/shell/ChangePasswordDialog';
import { browser } from '@/lib/client/browser';
import { alertTitle, confirmAlert, fakeApi, renderWithShell, setLoggedIn, type FakeRoute } from '@/__tests__/helpers/shell';
import { accountMessages } from '@/lib/account/account.messages';

const m = accountMessages.password;

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ChangePasswordDialog
      open={open}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    />
  );
}

beforeEach(() => {
  setLoggedIn('tok');
  jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  Swal.close();
  setLoggedIn(null);
  jest.restoreAllMocks();
});

const CURRENT = 'old-pass-1234';

/** Opens the dialog, types the current password and the two new values, submits; returns the fake API and the close spy. */
async function submit(futurePw: string, futureConfirmPw: string, reply?: FakeRoute, currentPw = CURRENT) {
  const api = fakeApi(reply ? { 'PUT /users/password': reply } : {});
  const onClose = jest.fn();
  renderWithShell(<Harness onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: '비밀번호 변경' });
  expect(dialog).toBeInTheDocument();
  if (currentPw) await userEvent.type(screen.getByLabelText('현재 비밀번호'), currentPw);
  if (futurePw) await userEvent.type(screen.getByLabelText('변경할 비밀번호'), futurePw);
  if (futureConfirmPw) await userEvent.type(screen.getByLabelText('변경할 비밀번호 확인'), futureConfirmPw);
  await userEvent.click(screen.getByRole('button', { name: '변경하기' }));
  return { api, onClose };
}

/** The alert shows `text` with 확인; the dialog closes after it. */
async function expectOutcome(text: string, onClose: jest.Mock) {
  await waitFor(() => expect(alertTitle()).toBe(text));
  expect(document.querySelector('.swal2-confirm')).toHaveTextContent('확인');
  confirmAlert();
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('dialog', { name: '비밀번호 변경' })).toBeNull();
}

describe('change-password dialog: client checks, in order', () => {
  it('mismatch first: 변경할 비밀번호가 일치하지 않습니다. (even when both are also too short), no call', async () => {
    const { api, onClose } = await submit('short', 'other');
    await expectOutcome(m.mismatch, onClose);
    expect(m.mismatch).toBe('변경할 비밀번호가 일치하지 않습니다.');
    expect(api.calls).toHaveLength(0);
  });

  it('then under 8 characters: 비밀번호는 8자 이상이어야 합니다., no call', async () => {
    const { api, onClose } = await submit('abc1234', 'abc1234');
    await expectOutcome(m.tooShort, onClose);
    expect(m.tooShort).toBe('비밀번호는 8자 이상이어야 합니다.');
    expect(api.calls).toHaveLength(0);
  });

  it('two empty fields are "too short", not a mismatch', async () => {
    const { api, onClose } = await submit('', '');
    await expectOutcome(m.tooShort, onClose);
    expect(api.calls).toHaveLength(0);
  });

  it('then no current password: 현재 비밀번호를 입력해 주세요., no call', async () => {
    const { api, onClose } = await submit('newpass123', 'newpass123', undefined, '');
    await expectOutcome(m.currentRequired, onClose);
    expect(api.calls).toHaveLength(0);
  });

  it('the order of the checks is mismatch, then length, then the current password', () => {
    expect(passwordProblem('a', 'b', '')).toBe(m.mismatch);
    expect(passwordProblem('abcdefg', 'abcdefg', '')).toBe(m.tooShort);
    expect(passwordProblem('abcdefgh', 'abcdefgh', '')).toBe(m.currentRequired);
    expect(passwordProblem('abcdefgh', 'abcdefgh', 'x')).toBeNull();
  });
});

describe('change-password dialog: the server`s code', () => {
  it.each([
    [401, '비밀번호 값이 없습니다.'],
    [402, '비밀번호 값에 오류가 있습니다.'],
    [403, '비밀번호가 일치하지 않습니다.'],
    [200, '비밀번호가 변경되었습니다.'],
    [0, '비밀번호가 변경되었습니다.'],
  ])('code %s -> %s, then the dialog closes', async (code, text) => {
    const { api, onClose } = await submit('newpass123', 'newpass123', { status: 200, data: { code } });
    await expectOutcome(text, onClose);
    expect(api.requests()).toEqual(['PUT /users/password']);
    expect(JSON.parse(api.calls[0]!.data as string)).toEqual({ currentPw: CURRENT, futurePw: 'newpass123', futureConfirmPw: 'newpass123' });
  });

  it('anything else counts as success', () => {
    expect(passwordOutcome(undefined)).toBe(m.changed);
    expect(passwordOutcome('401')).toBe(m.changed);
    expect(passwordOutcome(500)).toBe(m.changed);
  });

  it('an HTTP failure shows the API`s Korean message, then closes', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onClose } = await submit('newpass123', 'newpass123', {
      status: 503,
      data: { code: 'UNAVAILABLE', message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' },
    });
    await expectOutcome('일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.', onClose);
  });

  it.each([
    [400, 'CURRENT_PASSWORD_WRONG', m.currentWrong],
    [429, 'PASSWORD_CHANGE_THROTTLED', m.changeThrottled(900)],
  ])('a wrong current password (HTTP %s %s) is shown as the API says, never as a change, and keeps the session', async (status, code, message) => {
    const { onClose } = await submit('newpass123', 'newpass123', { status, data: { code, message, field: 'currentPw' } });
    await expectOutcome(message, onClose);
    expect(message).not.toBe(m.changed);
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('취소 closes the dialog without a call or a message', async () => {
    const api = fakeApi({});
    const onClose = jest.fn();
    renderWithShell(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(0);
    expect(alertTitle()).toBeNull();
  });

  it('focuses the current password when it opens; every field is a labelled password field', () => {
    fakeApi({});
    renderWithShell(<Harness onClose={jest.fn()} />);
    expect(screen.getByLabelText('현재 비밀번호')).toHaveFocus();
    expect(screen.getByLabelText('현재 비밀번호')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('현재 비밀번호')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('변경할 비밀번호')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('변경할 비밀번호')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('변경할 비밀번호 확인')).toHaveAttribute('type', 'password');
  });
});
