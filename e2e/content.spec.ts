import { faqMessages } from '../lib/messages/faq';
import { faqRetailMessages } from '../lib/content/faqRetail.messages';
import { faqBrandMessages } from '../lib/applications/faqBrand.messages';
import { footerMessages } from '../lib/messages/footer';
import { noticeMessages } from '../lib/content/notices.messages';
import { FOOTER_NOTICE_IDS } from '../lib/content/routes';
import { createAccount, expect, expectHydrated, gotoLoggedIn, test } from './helpers';
import { expectAccessible } from './axe';

/**
 * The site's content at 375 px and 1280 px: the retailer FAQ searched as
 * typed and read, the brand FAQ on the apply page, the notices reached from
 * the footer (list -> notice -> the next one -> back), and a retailer
 * awaiting certification reading them without being sent away.
 */

const search = faqMessages.search;

test('the FAQ: search by words and by initials, open an answer, follow its link', async ({ page }, testInfo) => {
  await page.goto('/faq-retail');
  await expect(page.getByRole('heading', { level: 1, name: faqRetailMessages.title })).toBeVisible();
  const box = page.getByRole('searchbox', { name: search.label });
  await expectHydrated(box);

  const refund = page.locator('details').filter({ hasText: '60일 무료 반품이 무엇인가요?' });
  await refund.locator('summary').click();
  await expect(refund.getByRole('link', { name: '무료 반품 안내 보기' })).toBeVisible();
  await expectAccessible(page, testInfo, 'FAQ with an answer open');

  await box.fill('세금계산서');
  await expect(page.getByRole('status')).toHaveText(/\d+개의 질문/);
  await expect(page.locator('details[open] summary').first()).toContainText('세금계산서');

  await box.fill('ㅈㄹㄱ');
  await expect(page.locator('summary', { hasText: '적립금은 어떻게 쓰나요?' })).toBeVisible();

  await box.fill('우주선');
  await expect(page.getByText(search.empty('우주선'))).toBeVisible();
  await page.getByRole('button', { name: search.clear }).click();
  await expect(page.locator('summary', { hasText: '배송비는 얼마인가요?' })).toBeVisible();

  await page.getByRole('link', { name: '60일 무료 반품', exact: true }).click();
  await expect(page).toHaveURL(/#faq-refund$/);
});

test('the brand FAQ on the apply page, searchable', async ({ page }, testInfo) => {
  await page.goto('/page/apply');
  const faq = page.getByRole('region', { name: faqBrandMessages.heading });
  await expect(faq).toBeVisible();
  const box = faq.getByRole('searchbox', { name: search.label });
  await expectHydrated(box);
  await box.fill('정산');
  await expect(faq.locator('details[open] summary').first()).toContainText('정산');
  await expectAccessible(page, testInfo, 'apply page with the brand FAQ');
});

test('notices: from the footer to the list, a notice, the next one and back', async ({ page }, testInfo) => {
  await page.goto('/');
  const footerNotices = page.getByRole('contentinfo').getByRole('region', { name: footerMessages.notices });
  await footerNotices.getByRole('link', { name: footerMessages.allNotices }).click();
  await expect(page).toHaveURL(/\/notices$/);
  await expect(page.getByRole('heading', { level: 1, name: noticeMessages.title })).toBeVisible();
  await expectAccessible(page, testInfo, 'notices list');

  // The two newest, as the list shows them (an operator may have posted one since the database began).
  const links = page.getByRole('list', { name: noticeMessages.listLabel }).getByRole('link');
  const newest = (await links.nth(0).locator('strong').textContent())!;
  const second = links.nth(1);
  const [title, date, href] = [(await second.locator('strong').textContent())!, (await second.locator('time').getAttribute('datetime'))!, (await second.getAttribute('href'))!];
  await second.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(noticeMessages.posted(date))).toBeVisible();
  await expectAccessible(page, testInfo, 'a notice');

  await page.getByRole('link', { name: new RegExp(newest) }).click();
  await expect(page.getByRole('heading', { level: 1, name: newest })).toBeVisible();
  await page.getByRole('link', { name: noticeMessages.back }).click();
  await expect(page).toHaveURL(/\/notices$/);

  const missing = await page.goto('/notices/99999');
  expect(missing?.status()).toBe(404);
});

test('a retailer awaiting certification reads the FAQ, the notices and the refund policy without being sent away', async ({ page, signIn }) => {
  const account = await createAccount({ userGroups: 'inValid' });
  const { user } = await signIn(account.email, account.password);
  // Elsewhere the redirect is on: the home page sends them to certification.
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === '/page/certification' && url.search === `?id=${user.id}`);
  for (const path of ['/faq-retail', '/notices', `/notices/${FOOTER_NOTICE_IDS.freeRefunds}`, '/free-refunds']) {
    await gotoLoggedIn(page, path);
    // Let React commit what the answers changed (effects run after the next frame).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await expect(page).toHaveURL((url) => url.pathname === path);
  }
});
