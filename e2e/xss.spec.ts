import type { Page } from '@playwright/test';
import { apiLogin, createAccount, DEMO_ACCOUNTS, DEMO_PASSWORD, expect, test } from './helpers';

/**
 * Script in every text a user types that the site shows back (issue 10): a
 * brand's product name (product page, its JSON-LD, lists, search, the brand
 * centre), a retailer's address (MY, checkout) and a search word. The pages
 * show the text as text: no dialog opens, no element of the payload exists.
 * (React escapes what it renders; the JSON-LD is escaped by
 * components/shell/StructuredData.tsx; the CSP would stop a script anyway:
 * e2e/security-headers.spec.ts.)
 */

const SCRIPT = '<script>window.__xss=1;alert(1)</script>';
const IMAGE = '"><img src=x id=xss-img onerror=alert(2)>';
const END_SCRIPT = '</script><script>alert(3)</script>';

async function expectInert(page: Page, url: string, shown: string): Promise<void> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(400);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(shown, { exact: false }).first(), url).toBeVisible();
  expect(dialogs, url).toEqual([]);
  expect(await page.locator('#xss-img').count(), url).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss ?? null), url).toBeNull();
}

test('a product name with script shows as text on the product page, in lists, search and the brand centre', async ({ page, request, signIn }) => {
  const brand = await apiLogin(request, DEMO_ACCOUNTS.brand.email, DEMO_PASSWORD);
  const list = await request.get('/api/v1/brands/products?limit=1', { headers: { token: brand.token } });
  const [{ idProduct }] = ((await list.json()) as { items: { idProduct: number }[] }).items;
  const current = (await (await request.get(`/api/v1/brands/products/${idProduct}`, { headers: { token: brand.token } })).json()) as Record<string, unknown> & {
    options: { color: string; size: string; stock: number }[];
  };
  // A new product (the demo ones stay as other journeys expect them), from an existing one's fields.
  const name = `양말 ${SCRIPT}${END_SCRIPT}`.slice(0, 100);
  const keep = ['description', 'idCategory', 'wholesalePrice', 'retailPrice', 'minOrderQty', 'orderStep', 'tiers', 'colors', 'sizes', 'status'];
  // A real 8 x 8 PNG: uploads are decoded, so a signature alone is refused.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQiDqBFTEMLQkAFKhSgZfuVK8AAAAASUVORK5CYII=', 'base64');
  const picture = await request.post('/api/v1/brands/upload/thumbnail', {
    headers: { token: brand.token },
    multipart: { file: { name: 'xss.png', mimeType: 'image/png', buffer: png } },
  });
  expect(picture.status(), await picture.text()).toBe(201);
  const body = {
    ...Object.fromEntries(keep.map((key) => [key, current[key]])),
    name,
    images: [((await picture.json()) as { url: string }).url],
    stocks: current.options.map(({ color, size }) => ({ color, size, stock: 5 })),
    // The 상품정보제공고시 table shows the brand's texts too.
    notice: { ...(current.notice as { group: string; values: Record<string, string> }), values: { ...(current.notice as { values: Record<string, string> }).values, maker: name } },
  };
  const saved = await request.post('/api/v1/brands/products', { headers: { token: brand.token }, data: body });
  expect(saved.status(), await saved.text()).toBe(201);
  const { idProduct: created } = (await saved.json()) as { idProduct: number };

  await expectInert(page, `/product-details/${created}`, '<script>window.__xss=1');
  await expectInert(page, `/search?keyword=${encodeURIComponent('양말')}`, '<script>window.__xss=1');
  await signIn(DEMO_ACCOUNTS.brand.email);
  await expectInert(page, '/brand-center/products', '<script>window.__xss=1');
});

test("a retailer's address and a search word with markup show as text", async ({ page, request, signIn }) => {
  const account = await createAccount();
  const session = await apiLogin(request, account.email, account.password);
  const saved = await request.post('/api/v1/users/orderaddress', {
    headers: { token: session.token },
    data: { label: '<b>집</b>', recipient: IMAGE.slice(0, 30), phone: '010-1234-5678', postcode: '04524', address: `서울 ${SCRIPT}`, addressDetail: END_SCRIPT },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await signIn(account.email, account.password);
  await expectInert(page, '/mypage', '서울 <script>');
  await expectInert(page, `/search?keyword=${encodeURIComponent(IMAGE)}`, IMAGE.slice(0, 20));
});
