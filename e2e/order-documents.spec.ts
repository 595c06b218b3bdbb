import { readFile } from 'node:fs/promises';
import { ACCOUNT_PASSWORD, apiLogin, createAccount, expect, expectHydrated, gotoLoggedIn, setTokenCookie, test, WIDTHS } from './helpers';
import { placePaidCardOrder } from './orderHelpers';
import { expectAccessible } from './axe';

/**
 * A retailer's documents (docs/DECISIONS.md, 거래명세서 and receipts), at
 * 375 px and 1280 px: 사업자 정보 kept on MY, then a paid card order's
 * 거래명세서 and card receipt downloaded from its detail as PDFs with their
 * Korean names. An account of its own (createAccount); axe-core on each page.
 */

test('MY keeps the business details, and a paid card order`s 거래명세서 and receipt download from its detail', WIDTHS, async ({ page, request, context, baseUrl }, testInfo) => {
  const account = await createAccount();
  const session = await apiLogin(request, account.email, ACCOUNT_PASSWORD);
  const order = await placePaidCardOrder(request, session.token, testInfo.project.name === 'mobile' ? 1 : 6);
  await setTokenCookie(context, baseUrl, session.token);

  await gotoLoggedIn(page, '/page/account/mypage#mypage-business');
  const business = page.getByRole('region', { name: '사업자 정보' });
  await expect(business).toContainText('아직 입력하지 않은 항목이 있습니다.');
  const edit = business.getByRole('button', { name: '사업자 정보 수정' });
  await expectHydrated(edit);
  await edit.click();
  const form = business.getByRole('form', { name: '사업자 정보 수정' });
  await form.getByLabel('대표자명').fill('김테스트');
  await form.getByLabel('업태').fill('소매업');
  await form.getByLabel('종목').fill('생활용품');
  await form.getByLabel('세금계산서 받을 이메일').fill('tax-at-test');
  await form.getByLabel('사업장 주소').fill('서울특별시 중구 세종대로 110, 3층');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByText('세금계산서를 받을 이메일 주소를 확인해 주세요.')).toBeVisible();
  await form.getByLabel('세금계산서 받을 이메일').fill('tax@test.kr');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(business.getByText('사업자 정보를 저장했습니다.')).toBeVisible();
  await expect(business).toContainText('서울특별시 중구 세종대로 110, 3층');
  await expect(business).not.toContainText('미입력');
  await expectAccessible(page, testInfo, 'MY business details');

  await gotoLoggedIn(page, `/order-detail/${order.idOrder}`);
  const documents = page.getByRole('region', { name: '거래명세서·영수증' });
  await expectAccessible(page, testInfo, 'order detail with documents');
  for (const [link, fileName] of [
    ['거래명세서 PDF', `거래명세서_주문${order.idOrder}.pdf`],
    ['카드 영수증', `카드영수증_주문${order.idOrder}.pdf`],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), documents.getByRole('link', { name: link }).click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
});
