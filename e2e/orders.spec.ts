import { ACCOUNT_PASSWORD, apiLogin, confirmAlert, createAccount, DEMO_ACCOUNTS, expect, expectHydrated, gotoLoggedIn, setTokenCookie, test } from './helpers';
import { deliverOrder, placePaidCardOrder, placeUnpaidCardOrder } from './orderHelpers';
import { expectAccessible } from './axe';

/**
 * After the sale, at 375 px and 1280 px: a paid card order opened and
 * cancelled (the refund previewed, then confirmed) ending 취소; a delivered
 * order returned free of charge with a pickup address added on MY; MY's order
 * filters kept in the URL; a card order left unpaid (a declined card) paid
 * again from /payment, MY and its detail (결제 이어하기); the referral page's link and copy; the policy for
 * a visitor. Journeys that change data use an account of their own
 * (createAccount); the demo retailer is only read. axe-core on every page.
 */

test('a paid card order: detail, cancel with the refund previewed, then 취소', async ({ page, request, context, baseUrl }, testInfo) => {
  const account = await createAccount();
  const session = await apiLogin(request, account.email, ACCOUNT_PASSWORD);
  const order = await placePaidCardOrder(request, session.token, testInfo.project.name === 'mobile' ? 0 : 5);
  await setTokenCookie(context, baseUrl, session.token);

  await gotoLoggedIn(page, `/order-detail/${order.idOrder}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`주문번호 ${order.idOrder}`);
  await expect(page.getByRole('main').getByText('상품준비중').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '결제 정보' })).toContainText('신용카드');
  await expectAccessible(page, testInfo, 'order detail');

  const cancelLink = page.getByRole('link', { name: '주문 취소' });
  await expectHydrated(cancelLink);
  await cancelLink.click();
  await expect(page).toHaveURL(new RegExp(`/cancel/${order.idOrder}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('주문 취소 신청');
  await expectAccessible(page, testInfo, 'cancel');

  const preview = page.getByRole('button', { name: '환불 금액 확인' });
  await expectHydrated(preview);
  await page.getByText('단순 변심').click();
  await preview.click();
  const summary = page.getByRole('region', { name: '취소 예상 금액' });
  await expect(summary.getByTestId('cancel-refund-amount')).toHaveText(`${order.amounts.totalAmount.toLocaleString('ko-KR')}원`);
  await summary.getByRole('button', { name: '취소 확정' }).click();

  await expect(page).toHaveURL(new RegExp(`/order-detail/${order.idOrder}\\?cancelled=1$`));
  await expect(page.getByRole('status').filter({ hasText: '주문 취소가 완료되었습니다.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByText('취소', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '주문 취소' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: '주문 진행 내역' }).getByRole('listitem').last()).toContainText('취소');
  await expect(page.getByRole('region', { name: '주문 진행 내역' }).getByRole('listitem').last()).toContainText('단순 변심');
});

test('a card order left unpaid is found from /payment and MY, and paid on its detail (결제 이어하기)', async ({ page, request, context, baseUrl }, testInfo) => {
  const account = await createAccount();
  const session = await apiLogin(request, account.email, ACCOUNT_PASSWORD);
  const order = await placeUnpaidCardOrder(request, session.token);
  expect(order.status).toBe('pending_payment');
  await setTokenCookie(context, baseUrl, session.token);
  const total = `${order.amounts.totalAmount.toLocaleString('ko-KR')}원`;

  // Reloading /payment after the decline: the cart is empty, and the waiting order is one tap away.
  await gotoLoggedIn(page, '/payment');
  const waiting = page.getByRole('region', { name: '결제를 기다리는 주문이 있습니다' });
  await expect(waiting).toContainText(`주문번호 ${order.idOrder}`);
  await expect(waiting).toContainText(total);
  // MY's list offers it too.
  await gotoLoggedIn(page, '/mypage');
  await expect(page.getByRole('link', { name: `주문번호 ${order.idOrder} 결제 이어하기` })).toHaveAttribute('href', `/order-detail/${order.idOrder}#resume-payment`);

  await gotoLoggedIn(page, '/payment');
  const resume = waiting.getByRole('link', { name: `주문번호 ${order.idOrder} 결제 이어하기` });
  await expectHydrated(resume);
  await resume.click();
  await expect(page).toHaveURL((url) => url.pathname === `/order-detail/${order.idOrder}` && url.hash === '#resume-payment');
  const form = page.getByRole('region', { name: '결제 이어하기' });
  await expect(form).toContainText(total);
  await expectAccessible(page, testInfo, 'order detail, 결제 이어하기');

  const pay = form.getByRole('button', { name: `${total} 결제하기` });
  await expectHydrated(pay);
  await form.getByLabel('카드 번호').fill('4000 0000 0000 0002');
  await form.getByLabel('유효기간 (MM/YY)').fill('12/39');
  await form.getByLabel('CVC').fill('123');
  await pay.click();
  await expect(form.getByText('카드 승인이 거절되었습니다. 다른 카드로 다시 시도해 주세요.')).toBeVisible();
  await expect(form.getByLabel('카드 번호')).toBeFocused();

  await form.getByLabel('카드 번호').fill('4242 4242 4242 4242');
  await pay.click();
  await expect(page).toHaveURL((url) => url.pathname === '/order-complete' && url.searchParams.get('idOrder') === String(order.idOrder));
  await expect(page.getByRole('heading', { level: 1, name: '주문과 결제가 완료되었습니다' })).toBeVisible();
  await expect(page.getByRole('region', { name: '결제 이어하기' })).toHaveCount(0);
});

test('a delivered order returned free of charge, to a pickup address saved on MY', async ({ page, request, context, baseUrl }, testInfo) => {
  const account = await createAccount();
  const session = await apiLogin(request, account.email, ACCOUNT_PASSWORD);
  const order = await placePaidCardOrder(request, session.token, testInfo.project.name === 'mobile' ? 10 : 15);
  await deliverOrder(order);
  await setTokenCookie(context, baseUrl, session.token);

  // A pickup address, typed by hand on MY.
  await gotoLoggedIn(page, '/mypage#mypage-addresses');
  const add = page.getByRole('button', { name: '배송지 추가' });
  await expectHydrated(add);
  await add.click();
  const form = page.getByRole('form', { name: '새 배송지' });
  await form.getByLabel('배송지 이름 (선택)').fill('창고');
  await form.getByLabel('받는 분').fill('박창고');
  await form.getByLabel('연락처').fill('010-2222-3333');
  await form.getByLabel('우편번호').fill('06234');
  await form.getByLabel('주소', { exact: true }).fill('서울 강남구 테헤란로 1');
  await form.getByLabel('상세 주소').fill('지하 1층');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('button', { name: '창고 배송지 삭제' })).toBeVisible();

  // The detail shows the window; its link opens the request form on this order.
  await gotoLoggedIn(page, `/order-detail/${order.idOrder}`);
  const line = order.brands[0].items[0];
  await expect(page.getByTestId(`refund-window-${line.id}`)).toContainText('D-60');
  await page.getByRole('link', { name: '무료 반품 신청' }).click();
  await expect(page).toHaveURL(new RegExp(`/free-refunds\\?idOrder=${order.idOrder}`));

  const request_ = page.getByRole('form', { name: '무료 반품 신청' });
  const submit = request_.getByRole('button', { name: '무료 반품 신청' });
  await expectHydrated(submit);
  await request_.getByRole('checkbox', { name: new RegExp(line.name) }).check();
  // One unit to start; the amount is shown, and confirmed before the request goes.
  await expect(request_.getByLabel(`${line.name} 반품 수량`)).toHaveValue('1');
  const amount = `${line.unitPrice.toLocaleString('ko-KR')}원`;
  await expect(request_).toContainText(`예상 환불 금액 ${amount}`);
  await request_.getByText('판매 부진(재고 정리)').click();
  await request_.getByRole('radio', { name: /창고/ }).check();
  await submit.click();
  await confirmAlert(page, `예상 환불 금액 ${amount}으로 무료 반품을 신청할까요?`);
  await expect(page.getByRole('status').filter({ hasText: `주문번호 ${order.idOrder}의 무료 반품 신청이 접수되었습니다.` })).toBeVisible();
  const requests = page.getByRole('region', { name: '반품 신청 내역' });
  await expect(requests.getByRole('listitem').first()).toContainText('수거·확인 중');
  await expect(requests.getByRole('listitem').first()).toContainText('박창고');
  await expect(requests).toContainText(`${line.unitPrice.toLocaleString('ko-KR')}원`);
  await expectAccessible(page, testInfo, 'free refunds with a request');

  // The order itself now reads 반품요청 for the returned unit.
  await gotoLoggedIn(page, `/order-detail/${order.idOrder}`);
  await expect(page.getByText('반품 요청 1개')).toBeVisible();
});

test('MY keeps the order filter and period in the URL (demo retailer, read only)', async ({ page, signIn }, testInfo) => {
  await signIn(DEMO_ACCOUNTS.retailer.email);
  await gotoLoggedIn(page, '/mypage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MY 페이지');
  await expectAccessible(page, testInfo, 'MY');
  const statuses = page.getByRole('navigation', { name: '주문 상태' });
  await expectHydrated(statuses.getByRole('link', { name: '배송완료' }));
  await statuses.getByRole('link', { name: '배송완료' }).click();
  await expect(page).toHaveURL(/\/mypage\?status=delivered#mypage-orders$/);
  await expect(statuses.getByRole('link', { name: '배송완료' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('navigation', { name: '조회 기간' }).getByRole('link', { name: '6개월' }).click();
  await expect(page).toHaveURL(/\/mypage\?status=delivered&period=6#mypage-orders$/);
  const orders = page.getByRole('region', { name: '주문 내역' }).locator('a[href^="/order-detail/"]');
  await expect(orders).toHaveCount(2);
  for (const item of await orders.all()) await expect(item).toContainText('배송완료');
  await expect(page.getByTestId('credit-balance')).toHaveText('50,000원');
});

test('the referral page gives the absolute invitation link and copies it', async ({ page, signIn, context, baseUrl }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await signIn(DEMO_ACCOUNTS.retailer.email);
  await gotoLoggedIn(page, '/page/account/referral');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('친구 초대');
  const link = page.getByTestId('referral-link');
  await expect(link).toHaveText(new RegExp(`^${baseUrl.replace(/[.]/g, '\\.')}/register/register\\?ref=[A-Z0-9]+$`));
  await expect(page.getByRole('region', { name: '초대한 회원' })).toContainText('적립 완료');
  const copy = page.getByRole('button', { name: '링크 복사' });
  await expectHydrated(copy);
  await copy.click();
  await expect(page.getByText('복사했습니다.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.innerText());
  await expectAccessible(page, testInfo, 'referral');
});

test('a visitor reads the whole free refund policy and is offered the login', async ({ page }, testInfo) => {
  await page.goto('/free-refunds');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('60일 무료 반품');
  await expect(page.getByRole('heading', { name: '60일을 세는 방법' })).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인하고 신청하기' })).toHaveAttribute('href', /returnUrl=%2Ffree-refunds/);
  await expectAccessible(page, testInfo, 'free refunds (visitor)');
});
