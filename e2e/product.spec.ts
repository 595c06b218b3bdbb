import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiResponse, createAccount, expect, expectHydrated, gotoLoggedIn, header, test, WIDTHS, type ListedProduct } from './helpers';

/**
 * The product page (docs/DECISIONS.md "Roles", "Cart rules"): a certified
 * retailer chooses the options and a quantity, puts the product in the cart
 * (the header badge goes up by one, the toast's link leads to the cart) or
 * buys it now (the payment page); a visitor sees the login prompt and no
 * wholesale price. The journeys that buy get an account of their own
 * (e2e/helpers.ts), so the two projects never share a cart.
 */

/** A product with colours, in stock for at least two lines of its minimum. */
async function productWithOptions(page: Page): Promise<ListedProduct> {
  const response = await page.request.get('/api/v1/products?limit=100');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: ListedProduct[] };
  const product = items.find((item) => item.colors.length > 0 && !item.soldOut && item.stock >= item.minOrderQty * 3);
  expect(product, 'a product with colours and in stock').toBeDefined();
  return product as ListedProduct;
}

/** Chooses the first colour and size (when it has sizes) by tapping their labels. */
async function chooseOptions(page: Page, product: ListedProduct) {
  const purchase = page.getByRole('region', { name: '옵션 선택' });
  await purchase.getByRole('group', { name: '색상' }).locator('label').first().click();
  await expect(purchase.getByRole('radio', { name: new RegExp(product.colors[0]!) })).toBeChecked();
  if (product.sizes.length > 0) {
    await purchase.getByRole('group', { name: '사이즈' }).locator('label:not(:has(input:disabled))').first().click();
  }
}

test('a certified retailer chooses options and a quantity, adds to the cart, then buys now', async ({ page, signIn }) => {
  const account = await createAccount();
  await signIn(account.email, account.password);
  const product = await productWithOptions(page);
  const url = `/product-details/${product.id}`;
  await gotoLoggedIn(page, url);

  const add = page.getByRole('button', { name: '장바구니 담기' });
  await expect(add).toBeVisible();
  await expect(page.getByText(/마진율 \d+%/)).toBeVisible();
  const cart = header(page).getByRole('link', { name: '장바구니', exact: true });
  await expect(cart.getByTestId('count-badge')).toHaveCount(0);

  await chooseOptions(page, product);
  const quantity = page.getByRole('spinbutton', { name: '수량' });
  await expect(quantity).toHaveValue(String(product.minOrderQty));
  await page.getByRole('button', { name: '수량 늘리기' }).click();
  const expected = await quantity.inputValue();
  expect(Number(expected)).toBeGreaterThan(product.minOrderQty);

  const posted = apiResponse(page, '/carts');
  await add.click();
  const answer = await posted;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toMatchObject({
    directCart: false,
    idProduct: product.id,
    cartInfo: [{ color: product.colors[0], goodsCount: Number(expected) }],
  });
  await expect(cart.getByTestId('count-badge')).toHaveText('1');

  const toastLink = page.getByRole('link', { name: '장바구니 보기' });
  await expect(toastLink).toBeVisible();
  await toastLink.click();
  await expect(page).toHaveURL((current) => current.pathname === '/cart');

  await gotoLoggedIn(page, url);
  await chooseOptions(page, product);
  const buying = apiResponse(page, '/carts');
  await page.getByRole('button', { name: '바로 구매' }).click();
  expect((await buying).status()).toBe(201);
  await expect(page).toHaveURL((current) => current.pathname === '/payment');
});

test('a missing option is asked for next to the options, before any call', async ({ page, signIn }) => {
  const account = await createAccount();
  await signIn(account.email, account.password);
  const product = await productWithOptions(page);
  await gotoLoggedIn(page, `/product-details/${product.id}`);
  const add = page.getByRole('button', { name: '장바구니 담기' });
  await expect(add).toBeEnabled();
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/carts') posted = true;
  });
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: '색상을 선택해 주세요.' })).toBeVisible();
  // The focus goes to the colours, even from the phone's bottom bar.
  await expect(page.getByRole('group', { name: '색상' }).getByRole('radio').first()).toBeFocused();
  expect(posted).toBe(false);
});

test('a visitor sees the login prompt and no wholesale price; the buttons lead to the login page', async ({ page }) => {
  const product = await productWithOptions(page);
  const url = `/product-details/${product.id}`;
  await page.goto(url);
  const prompt = page.getByRole('link', { name: '로그인하고 도매가 보기' });
  await expect(prompt).toHaveAttribute('href', `/register/login?returnUrl=${encodeURIComponent(url)}`);
  await expect(page.getByText(/마진율/)).toHaveCount(0);
  await expect(page.locator('dt', { hasText: /^도매가$/ })).toHaveCount(0);
  await expect(page.getByText('로그인하면 장바구니에 담고 바로 구매할 수 있습니다.')).toBeVisible();
  // The brand's other products: their cards load after the page.
  const others = page.getByRole('region', { name: '이 브랜드의 다른 상품' });
  await expect(others.locator('a[href^="/product-details/"]').first()).toBeVisible();

  const add = page.getByRole('button', { name: '장바구니 담기' });
  await expectHydrated(add);
  await add.click();
  await expect(page).toHaveURL((current) => current.pathname.replace(/\/$/, '') === '/register/login' && current.searchParams.get('returnUrl') === url);
});

test('the member page with options chosen and the toast open stays clean under axe, with 44 px targets on a phone', WIDTHS, async ({
  page,
  signIn,
  isMobile,
}) => {
  const account = await createAccount();
  await signIn(account.email, account.password);
  const product = await productWithOptions(page);
  await gotoLoggedIn(page, `/product-details/${product.id}`);
  await chooseOptions(page, product);
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page.getByRole('link', { name: '장바구니 보기' })).toBeVisible();
  // Keep the toast open while axe runs (it stays while the pointer is on it).
  await page.getByRole('link', { name: '장바구니 보기' }).hover();
  await page.evaluate(() => document.fonts.ready);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);

  if (isMobile) {
    const small = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('main button, main input:not([type="radio"]), main label:has(input[type="radio"]) > span'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
        })
        .map((element) => {
          const box = element.getBoundingClientRect();
          return { name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30), width: box.width, height: box.height };
        })
        .filter((target) => target.width < 44 || target.height < 44),
    );
    expect(small).toEqual([]);
  }
});

test('a flash-sale product hydrates without errors and its countdown ticks', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.request.get('/api/v1/products?flashSale=true&limit=1');
  const [product] = ((await response.json()) as { items: { id: number }[] }).items;
  expect(product, 'a product on flash sale').toBeDefined();
  await page.goto(`/product-details/${product!.id}`);
  const countdown = page.getByTestId('flash-sale-countdown');
  // The server's text has no seconds; the browser's clock adds them after hydration.
  await expect(countdown).toHaveText(/\d+초 남음$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '');
  expect(errors).toEqual([]);
});
