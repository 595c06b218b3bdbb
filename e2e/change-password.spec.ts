import { apiLogin, confirmAlert, createAccount, expect, header, openSideMenu, test } from './helpers';
import type { Page } from '@playwright/test';

/** The change-password dialog of the side menu (docs/DECISIONS.md). */
async function submitPasswords(page: Page, currentPw: string, futurePw: string, futureConfirmPw: string) {
  const menu = await openSideMenu(page);
  await menu.getByRole('button', { name: '비밀번호 변경', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '비밀번호 변경', exact: true });
  await expect(dialog).toBeVisible();
  const current = dialog.getByLabel('현재 비밀번호', { exact: true });
  await expect(current).toHaveAttribute('autocomplete', 'current-password');
  await current.fill(currentPw);
  await dialog.getByLabel('변경할 비밀번호', { exact: true }).fill(futurePw);
  await dialog.getByLabel('변경할 비밀번호 확인', { exact: true }).fill(futureConfirmPw);
  await dialog.getByRole('button', { name: '변경하기', exact: true }).click();
  return dialog;
}

test('mismatch, short and a wrong current password are refused, a valid change goes through; the dialog closes every time', async ({
  page,
  request,
  signIn,
}) => {
  // An account of its own: a password change revokes the account's other sessions.
  const account = await createAccount();
  await signIn(account.email, account.password);
  await page.goto('/');
  const newPassword = 'new-pass-5678';

  let dialog = await submitPasswords(page, account.password, newPassword, 'new-pass-5679');
  await confirmAlert(page, '변경할 비밀번호가 일치하지 않습니다.');
  await expect(dialog).toHaveCount(0);

  // Both checks fail here: the mismatch is reported first.
  dialog = await submitPasswords(page, account.password, 'short', 'shor');
  await confirmAlert(page, '변경할 비밀번호가 일치하지 않습니다.');
  await expect(dialog).toHaveCount(0);

  dialog = await submitPasswords(page, account.password, 'short12', 'short12');
  await confirmAlert(page, '비밀번호는 8자 이상이어야 합니다.');
  await expect(dialog).toHaveCount(0);

  // The session alone is not enough: a wrong current password is refused, and the user stays logged in.
  dialog = await submitPasswords(page, 'not-my-password', newPassword, newPassword);
  await confirmAlert(page, '현재 비밀번호가 올바르지 않습니다.');
  await expect(dialog).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'LOGOUT', exact: true })).toBeVisible();

  // Nothing was changed so far: the old password still works.
  await apiLogin(request, account.email, account.password);

  dialog = await submitPasswords(page, account.password, newPassword, newPassword);
  await confirmAlert(page, '비밀번호가 변경되었습니다.');
  await expect(dialog).toHaveCount(0);

  // This browser stays logged in; the new password logs in, the old one no longer does.
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'LOGOUT', exact: true })).toBeVisible();
  await apiLogin(request, account.email, newPassword);
  const old = await request.post('/api/v1/users/login', { data: { email: account.email, password: account.password } });
  expect(old.status()).toBe(401);
});
