import { ACCOUNT_PASSWORD, apiLogin, createAccount, DEMO_ACCOUNTS, expectHydrated, gotoLoggedIn, setTokenCookie, test } from './helpers';
import { deliverOrder, placePaidCardOrder } from './orderHelpers';

/**
 * Screenshots of the order pages for the issue note, at both widths; only with
 * E2E_SCREENS=1 (playwright.config.ts), never in the normal run. PNGs go to
 * .tmp/screens/.
 */

test('@screens order pages', async ({ page, request, context, baseUrl, signIn }, testInfo) => {
  test.setTimeout(90_000);
  // The whole page in slices of 1,100 px, so each can be read at full size.
  const shot = async (name: string) => {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const width = page.viewportSize()!.width;
    for (let top = 0, part = 0; top < height; top += 1100, part += 1) {
      await page.screenshot({
        path: `.tmp/screens/${testInfo.project.name}-${name}-${part}.png`,
        fullPage: true,
        clip: { x: 0, y: top, width, height: Math.min(1100, height - top) },
      });
    }
  };
  const account = await createAccount();
  const session = await apiLogin(request, account.email, ACCOUNT_PASSWORD);
  const delivered = await placePaidCardOrder(request, session.token, 20);
  await deliverOrder(delivered);
  const open = await placePaidCardOrder(request, session.token, 25);
  await setTokenCookie(context, baseUrl, session.token);

  await gotoLoggedIn(page, `/order-detail/${delivered.idOrder}`);
  await shot('order-detail-delivered');
  await gotoLoggedIn(page, `/cancel/${open.idOrder}`);
  const preview = page.getByRole('button', { name: '환불 금액 확인' });
  await expectHydrated(preview);
  await page.getByText('단순 변심').click();
  await preview.click();
  await page.getByRole('region', { name: '취소 예상 금액' }).waitFor();
  await shot('cancel-preview');
  await gotoLoggedIn(page, `/free-refunds?idOrder=${delivered.idOrder}`);
  await shot('free-refunds-retailer');

  await context.clearCookies();
  await signIn(DEMO_ACCOUNTS.retailer.email);
  await gotoLoggedIn(page, '/mypage');
  await shot('mypage');
  await gotoLoggedIn(page, '/page/account/referral');
  await shot('referral');
  const seeded = await page.request.get('/api/v1/orders?status=shipping', { headers: { token: (await context.cookies()).find((c) => c.name === 'token')!.value } });
  const shipping = ((await seeded.json()) as { items: { idOrder: number }[] }).items[0];
  await gotoLoggedIn(page, `/order-detail/${shipping.idOrder}`);
  await shot('order-detail-shipping');
  await gotoLoggedIn(page, `/cancel/${shipping.idOrder}`);
  await shot('cancel-shipped');
});
