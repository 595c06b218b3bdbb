import type { Locator, Page } from '@playwright/test';
import { apiResponse, createAccount, DESKTOP, expect, expectHydrated, header, test } from './helpers';

/**
 * A retailer who uses only the keyboard (issue 10): log in, choose a quantity
 * on a product page, put it in the cart, go to the cart, order, type the
 * address and the demo card, agree and pay, and land on the order completion
 * page: Tab, Shift+Tab, typing, Space and Enter only, never a click. At every
 * stop the focused element shows a focus indicator (an outline or a ring) and
 * is on the screen, not under the sticky header.
 */

interface FocusState {
  label: string;
  visible: boolean;
  onScreen: boolean;
}

/**
 * What has the focus, whether the focus shows (the element, an ancestor that
 * draws the ring for it, or a part inside it looks different focused than
 * not: outline, ring, border, background or underline), and whether it is on
 * the screen and not covered (by the sticky header, say).
 */
async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { label: '(body)', visible: false, onScreen: false };
    const parts: Element[] = [element, ...element.querySelectorAll('*')].slice(0, 12);
    for (let up = element.parentElement, i = 0; up && i < 3; up = up.parentElement, i++) parts.push(up);
    const look = () =>
      parts.map((part) => {
        const style = getComputedStyle(part);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : '';
        return [outline, style.boxShadow, style.borderColor, style.backgroundColor, style.textDecorationLine].join('|');
      });
    const focused = look();
    element.blur();
    const blurred = look();
    element.focus({ preventScroll: true });
    const visible = focused.some((value, index) => value !== blurred[index]);

    const box = element.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const shown = document.elementFromPoint(x, y);
    const label = element.closest('label');
    const onScreen =
      box.bottom > 0 && box.top < window.innerHeight && shown !== null && (element.contains(shown) || shown.contains(element) || (label !== null && label.contains(shown)));
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').trim().slice(0, 40);
    return { label: `${element.tagName.toLowerCase()} ${name}`, visible, onScreen };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus
 * indicator at every stop on the way; fails after `limit` presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, limit = 120 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page);
    if (state.label !== '(body)') {
      expect(state.visible, `a focus indicator on ${state.label}`).toBe(true);
      expect(state.onScreen, `${state.label} on the screen when focused`).toBe(true);
    }
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`);
}

/** Tabs to a field and types into it (its old text selected first). */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('from login to a paid order with the keyboard alone, the focus always visible', DESKTOP, async ({ page }) => {
  test.setTimeout(90_000);
  const account = await createAccount();
  // A product without options whose minimum quantity reaches its brand's minimum order.
  const list = await page.request.get('/api/v1/products?limit=100&order=latest');
  const { items } = (await list.json()) as { items: { id: number; colors: string[]; sizes: string[]; soldOut: boolean }[] };
  let target: { id: number; count: number } | null = null;
  for (const item of items.filter((entry) => entry.colors.length === 0 && entry.sizes.length === 0 && !entry.soldOut)) {
    const product = (await (await page.request.get(`/api/v1/products/${item.id}`)).json()) as {
      retailPrice: number;
      minOrderQty: number;
      orderStep: number;
      options: { stock: number }[];
      brand: { minimumOrderAmount: number };
      wholesalePrice?: number;
    };
    const price = product.wholesalePrice ?? product.retailPrice;
    let count = product.minOrderQty;
    while (count * price < product.brand.minimumOrderAmount) count += product.orderStep;
    if (count <= (product.options[0]?.stock ?? 0) && count <= 300) {
      target = { id: item.id, count };
      break;
    }
  }
  expect(target, 'an orderable product').not.toBeNull();

  // Log in.
  await page.goto(`/register/login?returnUrl=${encodeURIComponent(`/product-details/${target!.id}`)}`);
  const email = page.getByLabel('이메일', { exact: true });
  await expectHydrated(email);
  await typeInto(page, email, account.email);
  await typeInto(page, page.getByLabel('비밀번호', { exact: true }), account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === `/product-details/${target!.id}`);

  // The quantity, then 장바구니 담기.
  const quantity = page.getByRole('spinbutton', { name: '수량' });
  await expectHydrated(quantity);
  await typeInto(page, quantity, String(target!.count));
  const addToCart = page.getByRole('button', { name: '장바구니 담기' });
  await tabTo(page, addToCart);
  const added = apiResponse(page, '/carts');
  await page.keyboard.press('Enter');
  expect((await added).status()).toBe(201);
  const cartLink = header(page).getByRole('link', { name: '장바구니', exact: true });
  await expect(cartLink.getByTestId('count-badge')).toHaveText('1');

  // Back up to the header's cart link.
  await tabTo(page, cartLink, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/cart');
  const order = page.getByRole('button', { name: '1개 상품 주문하기' });
  await expectHydrated(order);
  await tabTo(page, order);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/payment');

  // The address (typed: the postcode search cannot load here), the card, the consent, pay.
  await expectHydrated(page.getByLabel('받는 분', { exact: true }));
  await typeInto(page, page.getByLabel('받는 분', { exact: true }), '김도매');
  await typeInto(page, page.getByLabel('연락처', { exact: true }), '010-2345-6789');
  await typeInto(page, page.getByLabel('우편번호', { exact: true }), '04524');
  await typeInto(page, page.getByLabel('주소', { exact: true }), '서울특별시 중구 세종대로 110');
  await typeInto(page, page.getByLabel('상세 주소', { exact: true }), '3층');
  await typeInto(page, page.getByLabel('카드 번호'), '4242 4242 4242 4242');
  await typeInto(page, page.getByLabel('유효기간 (MM/YY)'), '12/39');
  await typeInto(page, page.getByLabel('CVC'), '123');
  const consent = page.getByRole('checkbox', { name: '주문 내용을 확인했으며 결제에 동의합니다.' });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  const pay = page.getByRole('button', { name: /원 결제하기$/ });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL((url) => url.pathname === '/order-complete');
  await expect(page.getByRole('heading', { level: 1, name: '주문과 결제가 완료되었습니다' })).toBeVisible();
  // The way on is reachable too.
  await tabTo(page, page.getByRole('link', { name: '주문 상세 보기' }));
});
