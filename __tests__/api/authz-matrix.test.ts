/** @jest-environment node */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { findCategoryByCode } from '@/lib/catalog/categories';
import { createSession } from '@/lib/server/auth/sessions';
import { withApi } from '../helpers/api';
import { servedRoutes } from '../helpers/routes';
import { ADDRESS, brand, cartLine, member, product } from '../helpers/shop';
import { TINY_PNG } from '../helpers/pictures';
import { signedInOperator } from '../helpers/operators';
import { FOOTER_NOTICE_IDS } from '@/lib/content/routes';

/**
 * The authorisation matrix (issue 10; docs/DECISIONS.md, Roles): every
 * endpoint of pages/api/v1, called by six actors: a visitor, retailer A (the
 * demo retailer, whose orders, addresses, cart, refunds and documents are the
 * targets), retailer B, an uncertified retailer, brand A (owner of the demo
 * brand, whose products, orders and refunds are targets) and brand B. Each
 * gets the status its role allows: 401 without a session, 403 for the wrong
 * role, 404 for what is someone else's. Writes are sent only by actors that
 * must be refused, with valid bodies (so only authorisation stands in the
 * way), and afterwards every table holds exactly what it held before.
 * A route without a row here fails the test: a new endpoint must be placed.
 *
 * Two operators of the console (issue 21) call too, with their own cookie and
 * no member token: a 운영자 (`staff`) and a 관리자 (`admin`). On the
 * storefront's endpoints they are visitors (a row that does not name them
 * expects what it expects of `anon`); on the console's, every member's token is
 * a 404, a visitor is 401, and a 운영자 is 403 where only a 관리자 may act.
 */

const ctx = withApi({ seed: { products: 30, brands: 3, demoOrders: true } });

type MemberActor = 'anon' | 'retailerA' | 'retailerB' | 'uncertified' | 'brandA' | 'brandB';
type OperatorActor = 'staff' | 'admin';
type Actor = MemberActor | OperatorActor;
const ACTORS: Actor[] = ['anon', 'retailerA', 'retailerB', 'uncertified', 'brandA', 'brandB', 'staff', 'admin'];

interface Ids {
  orderA: number;
  deliveredOrderA: number;
  deliveredItemA: number;
  addressA: number;
  cartA: number;
  refundA: number;
  productA: number;
  brandOrderA: number;
  documentA: string;
  applicationA: number;
  operatorStaff: number;
  /** Retailer B's user id (a member an operator could suspend). */
  memberB: number;
  /** A statement of brand A's (the demo seed settles its delivered orders). */
  statementA: number;
  brandA: number;
}

/** An expectation: a status, or `own` (2xx: the actor's own data or a public read), or `skip` (an owner's write, not sent). */
type Outcome = number | 'own' | 'skip';

interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  route: string;
  url: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  /** A multipart upload instead of JSON. */
  upload?: { purpose: string };
  /** The operators, when not named, expect what a visitor does. */
  expect: Record<MemberActor, Outcome> & Partial<Record<OperatorActor, Outcome>>;
}

const outcomeOf = (entry: Case, actor: Actor): Outcome => entry.expect[actor] ?? entry.expect.anon;

const all = (outcome: Outcome): Record<MemberActor, Outcome> => ({ anon: outcome, retailerA: outcome, retailerB: outcome, uncertified: outcome, brandA: outcome, brandB: outcome });
/** Anyone with a session, for their own data. */
const session = (overrides: Partial<Record<Actor, Outcome>> = {}): Record<MemberActor, Outcome> => ({ ...all('own'), anon: 401, ...overrides });
/** Retailer A's resource: A may, B and the others get 404, a visitor 401. */
const retailerAs = (owner: Outcome, overrides: Partial<Record<Actor, Outcome>> = {}): Record<MemberActor, Outcome> => ({
  anon: 401,
  retailerA: owner,
  retailerB: 404,
  uncertified: 404,
  brandA: 404,
  brandB: 404,
  ...overrides,
});
/** Brand A's resource in the brand centre: retailers 403, brand B 404, a visitor 401. */
const brandAs = (owner: Outcome): Record<MemberActor, Outcome> => ({ anon: 401, retailerA: 403, retailerB: 403, uncertified: 403, brandA: owner, brandB: 404 });
/** The brand centre's lists: each brand its own. */
const brandCentre = (): Record<MemberActor, Outcome> => ({ anon: 401, retailerA: 403, retailerB: 403, uncertified: 403, brandA: 'own', brandB: 'own' });

/** A console call: every member's token 404, a visitor 401, the operators as given. */
const console_ = (staff: Outcome, admin: Outcome, anon: Outcome = 401): Case['expect'] => ({ ...all(404), anon, staff, admin });

const PNG = TINY_PNG;
/** A brand's details that pass validation (PUT /brands/settings). */
const SETTINGS_BODY = {
  ceoName: '권한확인',
  businessAddress: '서울특별시 중구 세종대로 110',
  businessType: '도소매',
  businessItem: '잡화',
  deliveryFee: 3_000,
  freeDeliveryThreshold: null,
  minimumOrderAmount: 0,
  dispatchFrom: '',
  dispatchDays: 2,
};
const CARD = { cardNumber: '4242424242424242' };
/** A product form that passes validation: only who sends it can stand in the way. */
const PRODUCT_BODY = {
  name: '권한 확인 상품',
  description: '',
  idCategory: findCategoryByCode('fashion-socks')!.id,
  wholesalePrice: 10_000,
  retailPrice: 20_000,
  minOrderQty: 1,
  orderStep: 1,
  tiers: [],
  colors: [],
  sizes: [],
  stocks: [{ color: '', size: '', stock: 5 }],
  images: ['someone-elses-upload'],
  status: 'active',
  notice: { group: 'clothing', values: { fabric: '면 100%', color: '흰색', size: 'FREE', maker: '권한 브랜드', origin: '대한민국', washCare: '손세탁', madeOn: '2026년 11월', warranty: '소비자분쟁해결기준에 따름', afterService: '070-1234-5678' } },
};

const cases: Case[] = [
  // Public.
  { method: 'GET', route: '/categories', url: () => '/categories', expect: all('own') },
  { method: 'GET', route: '/health', url: () => '/health', expect: all('own') },
  { method: 'GET', route: '/brands', url: () => '/brands', expect: all('own') },
  { method: 'GET', route: '/brands/{idBrand}', url: () => '/brands/1', expect: all('own') },
  { method: 'GET', route: '/products', url: () => '/products', expect: all('own') },
  { method: 'GET', route: '/products/{idProduct}', url: (ids) => `/products/${ids.productA}`, expect: all('own') },
  { method: 'GET', route: '/search', url: () => `/search?keyword=${encodeURIComponent('상품')}`, expect: all('own') },
  { method: 'GET', route: '/search/suggest', url: () => `/search/suggest?keyword=${encodeURIComponent('상품')}`, expect: all('own') },
  { method: 'GET', route: '/images/generated/{key}', url: () => '/images/generated/p-1-0.svg', expect: all('skip') },
  { method: 'GET', route: '/images/og/{key}', url: () => '/images/og/p-1.png', expect: all('skip') },
  // Account: a session reads and changes only its own.
  { method: 'GET', route: '/users', url: () => '/users', expect: session() },
  { method: 'POST', route: '/users/logout', url: () => '/users/logout', expect: { ...all('skip'), anon: 401 } },
  { method: 'PUT', route: '/users/password', url: () => '/users/password', body: () => ({ password: 'x', newPassword: 'y' }), expect: { ...all('skip'), anon: 401 } },
  { method: 'GET', route: '/users/referral', url: () => '/users/referral', expect: session() },
  { method: 'GET', route: '/users/business', url: () => '/users/business', expect: session() },
  { method: 'PUT', route: '/users/business', url: () => '/users/business', body: () => ({ ceoName: '김대표', businessAddress: '서울', businessType: '소매업', businessItem: '잡화', taxEmail: 'tax@x.kr' }), expect: { ...all('skip'), anon: 401 } },
  { method: 'GET', route: '/users/orderaddress', url: () => '/users/orderaddress', expect: session() },
  { method: 'POST', route: '/users/orderaddress', url: () => '/users/orderaddress', body: () => ADDRESS, expect: { ...all('skip'), anon: 401 } },
  { method: 'PUT', route: '/users/orderaddress/{id}', url: (ids) => `/users/orderaddress/${ids.addressA}`, body: () => ADDRESS, expect: retailerAs('skip') },
  { method: 'DELETE', route: '/users/orderaddress/{id}', url: (ids) => `/users/orderaddress/${ids.addressA}`, expect: retailerAs('skip') },
  { method: 'GET', route: '/brands/user-type', url: () => '/brands/user-type', expect: session() },
  // Sign-up and login paths take no session (their own tests cover them); nothing to authorise.
  { method: 'POST', route: '/users/register', url: () => '/users/register', expect: all('skip') },
  { method: 'POST', route: '/users/login', url: () => '/users/login', expect: all('skip') },
  { method: 'POST', route: '/users/password', url: () => '/users/password', expect: all('skip') },
  { method: 'GET', route: '/users/kakao', url: () => '/users/kakao', expect: all('skip') },
  { method: 'GET', route: '/users/kakao/callback', url: () => '/users/kakao/callback', expect: all('skip') },
  { method: 'POST', route: '/users/kakao/register', url: () => '/users/kakao/register', expect: all('skip') },
  { method: 'POST', route: '/users/sms', url: () => '/users/sms', expect: all('skip') },
  { method: 'POST', route: '/users/sms/verify', url: () => '/users/sms/verify', expect: all('skip') },
  { method: 'POST', route: '/payments/webhook', url: () => '/payments/webhook', expect: all('skip') },
  // Wishlist and cart: each their own; A's cart line is nobody else's.
  { method: 'GET', route: '/products/favorite', url: () => '/products/favorite', expect: session() },
  { method: 'POST', route: '/products/favorite', url: () => '/products/favorite', body: (ids) => ({ idProduct: ids.productA }), expect: { ...all('skip'), anon: 401 } },
  { method: 'GET', route: '/carts', url: () => '/carts', expect: session() },
  { method: 'GET', route: '/carts/delivery', url: () => '/carts/delivery', expect: session() },
  { method: 'GET', route: '/carts/cartcount', url: () => '/carts/cartcount', expect: session() },
  // Someone else's line is reported as not in the caller's cart.
  { method: 'GET', route: '/carts/available', url: (ids) => `/carts/available?checkedIds=${encodeURIComponent(JSON.stringify([ids.cartA]))}`, expect: session({ uncertified: 403, brandA: 403, brandB: 403 }) },
  { method: 'POST', route: '/carts', url: () => '/carts', body: (ids) => ({ idProduct: ids.productA, cartInfo: [{ goodsCount: 1 }] }), expect: { ...all('skip'), anon: 401, uncertified: 403, brandA: 403, brandB: 403 } },
  // Those who cannot buy are refused for their role before anything is looked up.
  { method: 'PUT', route: '/carts/item/{id}', url: (ids) => `/carts/item/${ids.cartA}`, body: () => ({ goodsCount: 2 }), expect: retailerAs('skip', { uncertified: 403, brandA: 403, brandB: 403 }) },
  { method: 'DELETE', route: '/carts/{id}', url: (ids) => `/carts/${ids.cartA}`, expect: retailerAs('skip') },
  // Other users' ids are ignored: 200 with nothing deleted.
  { method: 'DELETE', route: '/carts/multiple/delete', url: () => '/carts/multiple/delete', body: (ids) => ({ cartIds: [ids.cartA] }), expect: { ...session(), retailerA: 'skip' } },
  // Orders: A's order is A's.
  // A line that is not the caller's: 409 CART_CHANGED, as when a line left the caller's own cart.
  { method: 'POST', route: '/orders', url: () => '/orders', body: (ids) => ({ cartIds: [ids.cartA], paymentMethod: 'bank_transfer', address: ADDRESS }), expect: retailerAs('skip', { retailerB: 409, uncertified: 403, brandA: 403, brandB: 403 }) },
  { method: 'GET', route: '/orders', url: () => '/orders', expect: session() },
  { method: 'GET', route: '/orders/{idOrder}', url: (ids) => `/orders/${ids.orderA}`, expect: retailerAs('own') },
  { method: 'POST', route: '/orders/{idOrder}/payment', url: (ids) => `/orders/${ids.orderA}/payment`, body: () => CARD, expect: retailerAs('skip') },
  // Its documents (a paid card order): A's only.
  { method: 'GET', route: '/orders/{idOrder}/statement', url: (ids) => `/orders/${ids.brandOrderA}/statement`, expect: retailerAs('own') },
  { method: 'GET', route: '/orders/{idOrder}/receipt', url: (ids) => `/orders/${ids.brandOrderA}/receipt`, expect: retailerAs('own') },
  { method: 'POST', route: '/orders/{idOrder}/cancel', url: (ids) => `/orders/${ids.orderA}/cancel`, body: () => ({ reason: '단순 변심' }), expect: retailerAs('skip') },
  { method: 'GET', route: '/orders/free_refunds', url: () => '/orders/free_refunds', expect: session() },
  {
    method: 'POST',
    route: '/orders/free_refunds',
    url: () => '/orders/free_refunds',
    body: (ids) => ({ idOrder: ids.deliveredOrderA, items: [{ idItem: ids.deliveredItemA, count: 1 }], reason: '판매 부진' }),
    expect: retailerAs('skip'),
  },
  { method: 'GET', route: '/orders/details/brand_purchase_history', url: () => '/orders/details/brand_purchase_history?idBrand=1', expect: session() },
  // Documents and applications.
  { method: 'POST', route: '/attachments/upload', url: () => '/attachments/upload', upload: { purpose: 'business_licence' }, expect: { ...all('skip'), anon: 401 } },
  { method: 'GET', route: '/attachments/{key}', url: (ids) => `/attachments/${ids.documentA}`, expect: retailerAs('own', { anon: 404 }) },
  { method: 'GET', route: '/applications', url: () => '/applications', expect: session() },
  { method: 'POST', route: '/applications', url: () => '/applications', expect: all('skip') },
  // The brand centre: brand A's products, orders and refunds are brand A's.
  { method: 'GET', route: '/brands/products', url: () => '/brands/products', expect: brandCentre() },
  { method: 'POST', route: '/brands/products', url: () => '/brands/products', body: () => PRODUCT_BODY, expect: { ...brandCentre(), brandA: 'skip', brandB: 'skip' } },
  { method: 'GET', route: '/brands/products/workbook', url: () => '/brands/products/workbook', expect: brandCentre() },
  { method: 'POST', route: '/brands/products/workbook', url: () => '/brands/products/workbook', body: () => ({ file: Buffer.from('not a workbook').toString('base64') }), expect: { ...brandCentre(), brandA: 400, brandB: 400 } },
  { method: 'GET', route: '/brands/products/{idProduct}', url: (ids) => `/brands/products/${ids.productA}`, expect: brandAs('own') },
  { method: 'PUT', route: '/brands/products/{idProduct}', url: (ids) => `/brands/products/${ids.productA}`, body: () => PRODUCT_BODY, expect: brandAs('skip') },
  { method: 'PATCH', route: '/brands/products/{idProduct}', url: (ids) => `/brands/products/${ids.productA}`, body: () => ({ status: 'hidden' }), expect: brandAs('skip') },
  { method: 'POST', route: '/brands/upload/thumbnail', url: () => '/brands/upload/thumbnail', upload: { purpose: 'product_image' }, expect: { ...brandCentre(), brandA: 'skip', brandB: 'skip' } },
  { method: 'GET', route: '/brands/orders', url: () => '/brands/orders', expect: brandCentre() },
  { method: 'GET', route: '/brands/orders/{idOrder}', url: (ids) => `/brands/orders/${ids.brandOrderA}`, expect: brandAs('own') },
  { method: 'GET', route: '/brands/orders/{idOrder}/statement', url: (ids) => `/brands/orders/${ids.brandOrderA}/statement`, expect: brandAs('own') },
  { method: 'POST', route: '/brands/orders/{idOrder}/ship', url: (ids) => `/brands/orders/${ids.brandOrderA}/ship`, body: () => ({ carrier: 'CJ대한통운', trackingNo: '123456789012' }), expect: brandAs('skip') },
  { method: 'POST', route: '/brands/orders/{idOrder}/deliver', url: (ids) => `/brands/orders/${ids.brandOrderA}/deliver`, expect: brandAs('skip') },
  { method: 'GET', route: '/brands/orders/shipments', url: () => '/brands/orders/shipments', expect: brandCentre() },
  // A file that is no workbook: refused as input (400) past the door, before anything is read.
  { method: 'POST', route: '/brands/orders/shipments', url: () => '/brands/orders/shipments', body: () => ({ file: Buffer.from('not a workbook').toString('base64') }), expect: { ...brandCentre(), brandA: 400, brandB: 400 } },
  { method: 'GET', route: '/brands/refunds', url: () => '/brands/refunds', expect: brandCentre() },
  { method: 'POST', route: '/brands/refunds/{id}/accept', url: (ids) => `/brands/refunds/${ids.refundA}/accept`, expect: brandAs('skip') },
  { method: 'GET', route: '/brands/settings', url: () => '/brands/settings', expect: brandCentre() },
  { method: 'PUT', route: '/brands/settings', url: () => '/brands/settings', body: () => SETTINGS_BODY, expect: { ...brandCentre(), brandA: 'skip', brandB: 'skip' } },
  // The operator's console: a member's token is a 404 everywhere, the sign-in included.
  { method: 'POST', route: '/admin/session', url: () => '/admin/session', body: () => ({ email: 'nobody@ops.kr', password: 'not-a-password' }), expect: console_(401, 401) },
  { method: 'DELETE', route: '/admin/session', url: () => '/admin/session', expect: console_('skip', 'skip') },
  { method: 'POST', route: '/admin/session/code', url: () => '/admin/session/code', body: () => ({ code: '123456' }), expect: console_(401, 401) },
  { method: 'POST', route: '/admin/invitations/accept', url: () => '/admin/invitations/accept', body: () => ({ token: 'no-such-invitation', password: 'console-pass-1', passwordConfirm: 'console-pass-1', code: '123456' }), expect: console_(404, 404, 404) },
  { method: 'POST', route: '/admin/me/recovery-codes', url: () => '/admin/me/recovery-codes', expect: console_('skip', 'skip') },
  { method: 'GET', route: '/admin/operators', url: () => '/admin/operators', expect: console_(403, 'own') },
  { method: 'POST', route: '/admin/operators', url: () => '/admin/operators', body: () => ({ email: 'new@ops.kr', name: '새 운영자', role: 'staff' }), expect: console_(403, 'skip') },
  { method: 'PATCH', route: '/admin/operators/{id}', url: (ids) => `/admin/operators/${ids.operatorStaff}`, body: () => ({ role: 'admin' }), expect: console_(403, 'skip') },
  { method: 'POST', route: '/admin/operators/{id}/reset', url: (ids) => `/admin/operators/${ids.operatorStaff}/reset`, expect: console_(403, 'skip') },
  { method: 'POST', route: '/admin/applications/{id}/approve', url: (ids) => `/admin/applications/${ids.applicationA}/approve`, body: () => ({ note: '' }), expect: console_('skip', 'skip') },
  { method: 'POST', route: '/admin/applications/{id}/reject', url: (ids) => `/admin/applications/${ids.applicationA}/reject`, body: () => ({ reason: '서류 확인 필요' }), expect: console_('skip', 'skip') },
  // A file that was sent with no application is no application's.
  { method: 'GET', route: '/admin/applications/{id}/files/{key}', url: (ids) => `/admin/applications/${ids.applicationA}/files/${ids.documentA}`, expect: console_(404, 404) },
  { method: 'POST', route: '/admin/members/{id}/suspend', url: (ids) => `/admin/members/${ids.memberB}/suspend`, body: () => ({ reason: '권한 확인' }), expect: console_('skip', 'skip') },
  { method: 'POST', route: '/admin/members/{id}/credit', url: (ids) => `/admin/members/${ids.memberB}/credit`, body: () => ({ amount: 1000, reason: '권한 확인' }), expect: console_('skip', 'skip') },
  { method: 'POST', route: '/admin/members/{id}/reactivate', url: (ids) => `/admin/members/${ids.memberB}/reactivate`, expect: console_('skip', 'skip') },
  { method: 'POST', route: '/admin/orders/{id}/cancel', url: (ids) => `/admin/orders/${ids.orderA}/cancel`, body: () => ({ reason: '권한 확인' }), expect: console_('skip', 'skip') },
  { method: 'POST', route: '/admin/orders/{id}/refund', url: (ids) => `/admin/orders/${ids.deliveredOrderA}/refund`, body: (ids) => ({ items: [{ idItem: ids.deliveredItemA, count: 1 }], reason: '권한 확인' }), expect: console_('skip', 'skip') },
  { method: 'POST', route: '/admin/orders/{id}/notes', url: (ids) => `/admin/orders/${ids.orderA}/notes`, body: () => ({ body: '권한 확인' }), expect: console_('skip', 'skip') },
  { method: 'POST', route: '/admin/orders/{id}/deposit', url: (ids) => `/admin/orders/${ids.orderA}/deposit`, expect: console_('skip', 'skip') },
  // Messages: everyone their own.
  { method: 'GET', route: '/notifications', url: () => '/notifications', expect: session() },
  { method: 'GET', route: '/notifications/unread', url: () => '/notifications/unread', expect: session() },
  { method: 'POST', route: '/notifications/read', url: () => '/notifications/read', expect: { ...all('skip'), anon: 401 } },
  { method: 'GET', route: '/notifications/settings', url: () => '/notifications/settings', expect: session() },
  { method: 'PUT', route: '/notifications/settings', url: () => '/notifications/settings', body: () => ({ email: true, alimtalk: true }), expect: { ...all('skip'), anon: 401 } },
  // Settlement: a brand reads its own statements; operators make, confirm and pay them (an empty body is refused as input, past the door).
  { method: 'GET', route: '/brands/settlements', url: () => '/brands/settlements', expect: brandCentre() },
  { method: 'GET', route: '/brands/settlements/{id}', url: (ids) => `/brands/settlements/${ids.statementA}`, expect: brandAs('own') },
  { method: 'GET', route: '/brands/settlements/{id}/export', url: (ids) => `/brands/settlements/${ids.statementA}/export`, expect: brandAs('own') },
  { method: 'POST', route: '/admin/settlements/run', url: () => '/admin/settlements/run', expect: console_('skip', 'skip') },
  { method: 'POST', route: '/admin/settlements/{id}/confirm', url: (ids) => `/admin/settlements/${ids.statementA}/confirm`, expect: console_('skip', 'skip') },
  { method: 'POST', route: '/admin/settlements/{id}/pay', url: (ids) => `/admin/settlements/${ids.statementA}/pay`, body: () => ({}), expect: console_(400, 400) },
  { method: 'GET', route: '/admin/settlements/{id}/export', url: (ids) => `/admin/settlements/${ids.statementA}/export`, expect: console_('own', 'own') },
  { method: 'GET', route: '/admin/settlements/payouts', url: () => '/admin/settlements/payouts', expect: console_('own', 'own') },
  { method: 'PUT', route: '/admin/brands/{id}/commission', url: (ids) => `/admin/brands/${ids.brandA}/commission`, body: () => ({}), expect: console_(400, 400) },
  { method: 'POST', route: '/admin/brands/{id}/settlement-adjustments', url: (ids) => `/admin/brands/${ids.brandA}/settlement-adjustments`, body: () => ({}), expect: console_(400, 400) },
  { method: 'POST', route: '/admin/outbox/{id}/retry', url: () => '/admin/outbox/999999/retry', expect: console_('own', 'own') },
  // Content: both roles edit it; an empty body is refused as input (400), past the door, and the footer's notices are never deleted (409).
  { method: 'POST', route: '/admin/notices', url: () => '/admin/notices', body: () => ({}), expect: console_(400, 400) },
  { method: 'PUT', route: '/admin/notices/{id}', url: () => `/admin/notices/${FOOTER_NOTICE_IDS.freeRefunds}`, body: () => ({}), expect: console_(400, 400) },
  { method: 'DELETE', route: '/admin/notices/{id}', url: () => `/admin/notices/${FOOTER_NOTICE_IDS.freeRefunds}`, expect: console_(409, 409) },
  { method: 'POST', route: '/admin/faq', url: () => '/admin/faq', body: () => ({}), expect: console_(400, 400) },
  { method: 'PUT', route: '/admin/faq/{id}', url: () => '/admin/faq/1', body: () => ({}), expect: console_(400, 400) },
  { method: 'DELETE', route: '/admin/faq/{id}', url: () => '/admin/faq/1', expect: console_('skip', 'skip') },
];

const tokens = {} as Record<MemberActor, string | undefined>;
/** The operators' `admin_token=…` cookies. */
const cookies = {} as Record<OperatorActor, string>;
let ids: Ids;

async function userId(email: string): Promise<number> {
  return (await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  const a = await userId('retailer@demo.kr');
  const brandUser = await userId('brand@demo.kr');
  const brandA = (await ctx.db.selectFrom('brands').select('id').where('ownerUserId', '=', brandUser).executeTakeFirstOrThrow()).id;
  const brandBUser = await member(ctx.db, { userType: 'brand' });
  const brandB = await brand(ctx.db, { name: '브랜드 B' });
  await ctx.db.updateTable('brands').set({ ownerUserId: brandBUser.id }).where('id', '=', brandB).execute();
  tokens.anon = undefined;
  tokens.retailerA = (await createSession(ctx.db, a)).token;
  tokens.retailerB = (await createSession(ctx.db, await userId('friend@demo.kr'))).token;
  tokens.uncertified = (await createSession(ctx.db, await userId('pending@demo.kr'))).token;
  tokens.brandA = (await createSession(ctx.db, brandUser)).token;
  tokens.brandB = brandBUser.token;

  const productA = await product(ctx.db, brandA, { stock: 10 });
  const orders = await ctx.db.selectFrom('orders').select(['id', 'status']).where('userId', '=', a).execute();
  const order = (status: string) => orders.find((row) => row.status === status)!.id;
  const address = await ctx.db.selectFrom('orderAddresses').select('id').where('userId', '=', a).executeTakeFirstOrThrow();
  const refund = await ctx.db.selectFrom('freeRefundRequests').select('id').where('userId', '=', a).where('status', '=', 'requested').executeTakeFirstOrThrow();

  // A document of retailer A's, uploaded as A would.
  const form = new FormData();
  form.append('purpose', 'business_licence');
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'licence.png');
  const uploaded = await fetch(`${ctx.server.url}/api/v1/attachments/upload`, { method: 'POST', body: form, headers: { token: tokens.retailerA! } });
  const documentA = ((await uploaded.json()) as { key: string }).key;
  const staff = await signedInOperator(ctx.db, 'staff');
  cookies.staff = staff.cookie;
  cookies.admin = (await signedInOperator(ctx.db, 'admin')).cookie;
  const application = await ctx.db.selectFrom('applications').select('id').where('status', '=', 'pending').orderBy('id').executeTakeFirstOrThrow();

  ids = {
    orderA: order('awaiting_deposit'),
    deliveredOrderA: order('delivered'),
    deliveredItemA: (await ctx.db.selectFrom('orderItems').select('id').where('orderId', '=', order('delivered')).where('status', '=', 'delivered').executeTakeFirstOrThrow()).id,
    addressA: address.id,
    cartA: await cartLine(ctx.db, a, productA, 1),
    refundA: refund.id,
    productA,
    brandOrderA: order('preparing'),
    documentA,
    applicationA: application.id,
    operatorStaff: staff.id,
    memberB: await userId('friend@demo.kr'),
    statementA: (await ctx.db.selectFrom('brandStatements').select('id').where('brandId', '=', brandA).orderBy('id').executeTakeFirstOrThrow()).id,
    brandA,
  };
});

/** Every table's rows, hashed: what "nothing written" means (sessions, the operators' included, and throttle counters excluded). */
async function snapshot(): Promise<Record<string, string>> {
  const tables = (await ctx.db.introspection.getTables()).map((table) => table.name).filter((name) => !/^(sessions|operator_sessions|throttle_events|kysely_)/.test(name));
  const result: Record<string, string> = {};
  for (const table of tables.sort()) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(ctx.db);
    const lines = rows.rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
    result[table] = `${lines.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return result;
}

async function send(entry: Case, actor: Actor): Promise<number> {
  const headers: Record<string, string> = {};
  if (actor === 'staff' || actor === 'admin') headers.cookie = cookies[actor];
  else if (tokens[actor]) headers.token = tokens[actor]!;
  let body: BodyInit | undefined;
  if (entry.upload) {
    const form = new FormData();
    form.append('purpose', entry.upload.purpose);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'x.png');
    body = form;
  } else if (entry.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(entry.body(ids));
  }
  const response = await fetch(`${ctx.server.url}/api/v1${entry.url(ids)}`, { method: entry.method, headers, body });
  await response.arrayBuffer();
  return response.status;
}

test('every served endpoint has a row in the matrix', () => {
  const served = servedRoutes()
    .flatMap(({ route, methods }) => methods.map((method) => `${method} ${route}`))
    .sort();
  expect(cases.map((entry) => `${entry.method} ${entry.route}`).sort()).toEqual(served);
});

describe('every actor gets what its role allows, and refused writes change nothing', () => {
  // One test per endpoint, so a failure names it and no test runs long; the
  // tables are hashed before the first and compared after the last (jest runs
  // a file's tests in order).
  let before: Record<string, string>;
  beforeAll(async () => {
    before = await snapshot();
  });

  test.each(cases.map((entry) => [`${entry.method} ${entry.route}`, entry] as const))('%s', async (_name, entry) => {
    const wrong: string[] = [];
    for (const actor of ACTORS) {
      const expected = outcomeOf(entry, actor);
      if (expected === 'skip') continue;
      const status = await send(entry, actor);
      const ok = expected === 'own' ? status >= 200 && status < 300 : status === expected;
      if (!ok) wrong.push(`as ${actor}: ${status}, expected ${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  test('afterwards every table holds what it held before', async () => {
    expect(await snapshot()).toEqual(before);
  });
});
