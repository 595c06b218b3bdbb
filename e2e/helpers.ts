/**
 * Shared fixtures and small page helpers of the browser journeys.
 *
 * Sessions are made through the API (POST /api/v1/users/login) and handed to
 * the browser as the `token` cookie, the way the login form stores it; only
 * the journey of the login form itself types into the form.
 *
 * Journeys that change an account (cart lines, password) get an account of
 * their own, so the two projects running side by side never share one. It is
 * made in the e2e server's SQLite database through the app's own sign-up
 * services (SMS code, proof, registration), not by hand-written SQL, so a
 * schema change cannot silently break the journeys; the services run here
 * because the registration API needs an SMS code that only reaches the
 * server log.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { registerSchema, registrationNoCheckDigit, smsSendSchema, smsVerifySchema } from '../lib/account/account.contract';
import { openDatabase } from '../lib/server/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../lib/server/seed/demo';
import { sendSmsCode, verifySmsCode } from '../lib/account/server/smsCodes';
import { registerRetailer } from '../lib/account/server/users';
import { MemorySmsProvider, setSmsProvider } from '../lib/server/sms';

export { expect };
export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export const DESKTOP_MIN_WIDTH = 750;
/** The desktop project's width (playwright.config.ts). */
export const DESKTOP_WIDTH = 1280;

/*
 * Which width a journey runs at (the projects of playwright.config.ts): untagged at
 * 375 px only, the phone most retailers shop on; WIDTHS at 375 and 1280 px, for what
 * is laid out differently on either side of the 750 px breakpoint; DESKTOP at 1280 px
 * only, for what exists only there or is a desk's work (the brand centre).
 */
export const WIDTHS = { tag: '@widths' };
export const DESKTOP = { tag: '@desktop' };

/** Where scripts/e2e-server.sh keeps the database (same default, same override). */
export const DB_FILE = path.resolve(__dirname, '..', process.env.E2E_DB_DIR ?? '.tmp/e2e-db', 'shop.db');

/** Where the e2e server's mail goes (MAIL_DIR of scripts/e2e-server.sh): one .eml file a message. */
export const MAIL_DIR = path.join(path.dirname(DB_FILE), 'mail');

/** How many messages the e2e server has mailed to `email` so far. */
export function mailsTo(email: string): number {
  if (!fs.existsSync(MAIL_DIR)) return 0;
  return fs.readdirSync(MAIL_DIR).filter((file) => fs.readFileSync(path.join(MAIL_DIR, file), 'utf8').includes(`To: ${email}`)).length;
}

/** Password of the accounts made by `createAccount`. */
export const ACCOUNT_PASSWORD = 'e2e-pass-1234';

export interface SessionUser {
  id: number;
  email: string;
  userGroups: 'valid' | 'inValid';
  userType: 'retailer' | 'brand';
  businessName: string;
}

export interface Session {
  token: string;
  user: SessionUser;
}

/** A product as GET /products lists it (the fields the journeys choose by). */
export interface ListedProduct {
  id: number;
  colors: string[];
  sizes: string[];
  stock: number;
  minOrderQty: number;
  soldOut: boolean;
}

/** The category bar's entries for a visitor or a retailer, in order. */
export const CATEGORY_BAR_NAMES = [
  '전체',
  '플래시 세일 반값할인',
  '시즌상품',
  '인기상품',
  '신상품',
  '홈인테리어',
  '주방',
  '키링',
  '문구',
  '캔들/디퓨저/인센스',
  '액세서리',
  '가방/파우치',
  '스마트폰/케이스',
  '패션',
  '식품',
];

export interface Account {
  id: number;
  email: string;
  password: string;
}

/** A registration number with the right check digit (the sign-up checks it). */
function randomRegistrationNo(): string {
  const firstNine = String(100_000_000 + crypto.randomInt(900_000_000));
  return `${firstNine}${registrationNoCheckDigit(firstNine)}`;
}

/**
 * Runs `step` again when SQLite answers "database is locked": this process
 * writes beside the server's, and a read transaction that must become a write
 * one gets that answer at once, without waiting out the busy timeout.
 */
export async function retryLocked<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= 5 || !(error instanceof Error) || !/database is locked/.test(error.message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/**
 * A new account in the e2e database (valid retailer unless told otherwise),
 * signed up the way the registration form does it: SMS code, proof, register.
 * Sign-up makes an uncertified retailer; certification and brand accounts are
 * granted outside the app, so those two fields are then set on the new row.
 */
export function createAccount(options: { userType?: 'retailer' | 'brand'; userGroups?: 'valid' | 'inValid' } = {}): Promise<Account> {
  // Each attempt signs up afresh (a new e-mail and phone): sign-up is one transaction.
  return retryLocked(() => createAccountOnce(options));
}

async function createAccountOnce(options: { userType?: 'retailer' | 'brand'; userGroups?: 'valid' | 'inValid' }): Promise<Account> {
  if (!fs.existsSync(DB_FILE)) throw new Error(`no e2e database at ${DB_FILE}: scripts/e2e-server.sh makes it`);
  const suffix = crypto.randomBytes(6).toString('hex');
  const mobileNo = `010${String(crypto.randomInt(100_000_000)).padStart(8, '0')}`;
  const sms = new MemorySmsProvider();
  const handle = openDatabase(`sqlite:${DB_FILE}`);
  setSmsProvider(sms);
  try {
    await sendSmsCode(handle.db, smsSendSchema.parse({ mobileNo, purpose: 'register' }), { ip: null });
    const code = sms.lastCodeFor(mobileNo);
    if (!code) throw new Error(`no SMS code was sent to ${mobileNo}`);
    const { smsToken } = await verifySmsCode(handle.db, smsVerifySchema.parse({ mobileNo, purpose: 'register', code }));
    const input = registerSchema.parse({
      email: `e2e-${suffix}@test.kr`,
      password: ACCOUNT_PASSWORD,
      businessName: `테스트 상점 ${suffix.slice(0, 4)}`,
      registrationNo: randomRegistrationNo(),
      mobileNo,
      smsToken,
    });
    const { user } = await registerRetailer(handle.db, input, { ip: null, userAgent: 'e2e/helpers.ts' });
    const userType = options.userType ?? 'retailer';
    const userGroups = options.userGroups ?? 'valid';
    if (userType !== user.userType || userGroups !== user.userGroups) {
      await handle.db.updateTable('users').set({ userType, userGroups }).where('id', '=', user.id).execute();
    }
    return { id: user.id, email: user.email, password: ACCOUNT_PASSWORD };
  } finally {
    setSmsProvider(null);
    await handle.close();
  }
}

/** POST /api/v1/users/login; fails the test unless it answers 200. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const response = await request.post('/api/v1/users/login', { data: { email, password } });
  expect(response.status(), `login of ${email}`).toBe(200);
  const body = (await response.json()) as Session;
  expect(body.token).toBeTruthy();
  return body;
}

/** Stores the token the way the login form does: cookie `token`, path '/'. */
export async function setTokenCookie(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: 'token', value: token, url: baseURL, sameSite: 'Lax' }]);
}

export async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'token');
}

interface Fixtures {
  /** Logs in through the API and gives the browser the session cookie. */
  signIn: (email: string, password?: string) => Promise<Session>;
  baseUrl: string;
}

interface WorkerFixtures {
  /**
   * A page kept for the whole worker, one per account (none: a visitor), at the
   * project's viewport: for checks that only read. A test's own page is a new
   * browser context, and with it a new renderer that loads and compiles the
   * app's scripts cold (about 0.6 s of a core here); a kept page navigates in
   * a warm one. A failed test ends its worker, and the pages with it.
   */
  keptPage: (email?: string) => Promise<Page>;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  keptPage: [
    async ({ browser }, provide, workerInfo) => {
      const { viewport, isMobile, hasTouch, locale, timezoneId, baseURL } = workerInfo.project.use;
      if (!baseURL || !viewport) throw new Error('baseURL and viewport are not configured');
      const pages = new Map<string, Promise<Page>>();
      const open = async (email: string): Promise<Page> => {
        const context = await browser.newContext({ viewport, isMobile, hasTouch, locale, timezoneId, baseURL });
        if (email) await setTokenCookie(context, baseURL, (await apiLogin(context.request, email, DEMO_PASSWORD)).token);
        return context.newPage();
      };
      await provide(async (email = '') => {
        if (!pages.has(email)) pages.set(email, open(email));
        const page = await pages.get(email)!;
        // A check at both widths leaves the page at 1280 px.
        await page.setViewportSize(viewport);
        return page;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],
  // The fixture callback is named `provide`, not `use`: the React hooks lint rule reads `use(...)` as a hook.
  baseUrl: async ({ baseURL }, provide) => {
    if (!baseURL) throw new Error('baseURL is not configured');
    await provide(baseURL);
  },
  signIn: async ({ request, context, baseUrl }, provide) => {
    await provide(async (email, password = DEMO_PASSWORD) => {
      const session = await apiLogin(request, email, password);
      await setTokenCookie(context, baseUrl, session.token);
      return session;
    });
  },
});

/** The header (banner landmark). */
export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/**
 * The desktop category bar; exact, since '하위 카테고리' contains '카테고리'.
 * Found even while hidden below 750 px, so a test can tell hidden from absent.
 */
export function categoryBar(page: Page): Locator {
  return page.getByRole('navigation', { name: '카테고리', exact: true, includeHidden: true });
}

export function subMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: '하위 카테고리', exact: true, includeHidden: true });
}

export function sideMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: '전체 메뉴', exact: true });
}

/**
 * Waits until React has hydrated `locator`'s element (React keeps its props on
 * the DOM node), so a click or submit reaches the app's handler and not the
 * server-rendered HTML alone.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'hydrated',
    })
    .toBe(true);
}

/** Opens the side menu (its code loads on demand) and waits until it is drawn. */
export async function openSideMenu(page: Page): Promise<Locator> {
  const button = header(page).getByRole('button', { name: '메뉴 열기' });
  await expectHydrated(button);
  await button.click();
  const menu = sideMenu(page);
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return menu;
}

/** Expects the sweetalert2 modal with `message`, confirms it with '확인' and waits until it is gone. */
export async function confirmAlert(page: Page, message: string): Promise<void> {
  const popup = page.locator('.swal2-popup');
  await expect(popup).toBeVisible();
  await expect(popup.locator('.swal2-title')).toHaveText(message);
  await popup.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.locator('.swal2-container')).toHaveCount(0);
}

/** Marks the current document so a later check can tell whether the page was reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Window & { __e2eMark?: true }).__e2eMark = true;
  });
}

/**
 * Whether the document is still the one markDocument marked. Asked while a
 * reload is under way, the old document is gone before the new one answers:
 * that counts as "not yet reloaded", so a poll asks again.
 */
export async function documentIsMarked(page: Page): Promise<boolean> {
  try {
    return await page.evaluate(() => (window as Window & { __e2eMark?: true }).__e2eMark === true);
  } catch (error) {
    if (/Execution context was destroyed|navigat/i.test(String(error))) return true;
    throw error;
  }
}

/** Waits for the next answer of an /api/v1 path (without query), e.g. '/carts/cartcount'. */
export function apiResponse(page: Page, apiPath: string) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === `/api/v1${apiPath}`);
}

/**
 * Opens `url` logged in and waits until the shell's own call (GET
 * /carts/cartcount; the user comes with the server render) has answered, as a
 * user who reads the page before acting would.
 */
export async function gotoLoggedIn(page: Page, url: string): Promise<void> {
  const settled = apiResponse(page, '/carts/cartcount');
  await page.goto(url);
  await settled;
}

export const shopUrl = (idCategory: number) => `/shop?idCategory=${idCategory}&page=1&page_type=category`;
