/** @jest-environment node */
import { apiMessages } from '@/lib/messages/api';
import type { BrandSettings, BrandSettingsInput } from '@/lib/brandCenter/brandSettings.contract';
import { brandSettingsMessages } from '@/lib/brandCenter/brandSettings.messages';
import { businessDetailsFormMessages } from '@/lib/account/businessDetailsForm.messages';
import { statementsOf } from '@/lib/orders/server/statement/model';
import { statementSource } from '@/lib/orders/server/statement/source';
import { withApi } from '../helpers/api';
import { ADDRESS, brand, cartLine, member, product, type Member } from '../helpers/shop';

/**
 * A brand's own details (docs/API.md, GET/PUT /brands/settings; docs/DECISIONS.md
 * "Brand centre"): the brand reads and changes its supplier details and
 * delivery terms, never 상호 or 사업자등록번호 and never another brand's; bad
 * input is a Korean 400 on its field; retailers 403, visitors 401. What it
 * saves is what the product page's 배송 안내 and the next 거래명세서 state.
 */

const ctx = withApi({ seed: { products: 2, brands: 1 } });
const { api } = ctx;
// The supplier fields follow the rules of a retailer's 사업자 정보 (businessPartyShape), with its messages.
const e = { ...businessDetailsFormMessages.errors, ...brandSettingsMessages.errors };

const VALID: BrandSettingsInput = {
  ceoName: '김하루',
  businessAddress: '경기도 파주시 회동길 145',
  businessType: '도소매',
  businessItem: '생활용품',
  deliveryFee: 3_500,
  freeDeliveryThreshold: 150_000,
  minimumOrderAmount: 30_000,
  dispatchFrom: '경기도 파주시',
  dispatchDays: 3,
};

async function brandSide(): Promise<{ user: Member; brandId: number }> {
  const user = await member(ctx.db, { userType: 'brand' });
  const brandId = await brand(ctx.db, { deliveryFee: 3_000, freeDeliveryThreshold: 100_000 });
  await ctx.db
    .updateTable('brands')
    .set({ ownerUserId: user.id, companyName: '(주)하루상회', registrationNo: '2208162517', ceoName: '이전대표' })
    .where('id', '=', brandId)
    .execute();
  return { user, brandId };
}

const put = (token: string | undefined, body: unknown) => api<BrandSettings>('/brands/settings', { method: 'PUT', token, body });

describe('GET/PUT /brands/settings', () => {
  test('a brand reads its details, saves them trimmed, and gets back what is stored; 상호 and 사업자등록번호 stay', async () => {
    const side = await brandSide();
    const read = await api<BrandSettings>('/brands/settings', { token: side.user.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      companyName: '(주)하루상회',
      registrationNo: '2208162517',
      ceoName: '이전대표',
      businessAddress: '',
      businessType: '',
      businessItem: '',
      deliveryFee: 3_000,
      freeDeliveryThreshold: 100_000,
      minimumOrderAmount: 0,
      dispatchFrom: '',
      dispatchDays: 2,
    });

    const saved = await put(side.user.token, { ...VALID, ceoName: ' 김하루 ', dispatchFrom: ' 경기도 파주시 ', companyName: '바뀐 상호', registrationNo: '1111111111' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...VALID, companyName: '(주)하루상회', registrationNo: '2208162517' });
    expect((await api('/brands/settings', { token: side.user.token })).body).toEqual(saved.body);

    const neverFree = await put(side.user.token, { ...VALID, freeDeliveryThreshold: null, minimumOrderAmount: 0, dispatchFrom: '' });
    expect(neverFree.body).toMatchObject({ freeDeliveryThreshold: null, minimumOrderAmount: 0, dispatchFrom: '' });
  });

  test('each bad value is a Korean 400 naming its field, and nothing is saved', async () => {
    const side = await brandSide();
    const cases: Array<[Partial<Record<keyof BrandSettingsInput, unknown>>, keyof BrandSettingsInput, string]> = [
      [{ ceoName: '  ' }, 'ceoName', e.ceoName],
      [{ ceoName: '가'.repeat(31) }, 'ceoName', e.ceoName],
      [{ businessAddress: '' }, 'businessAddress', e.businessAddress],
      [{ businessType: '' }, 'businessType', e.businessType],
      [{ businessItem: '나'.repeat(51) }, 'businessItem', e.businessItem],
      [{ deliveryFee: -1 }, 'deliveryFee', e.deliveryFee],
      [{ deliveryFee: 50_001 }, 'deliveryFee', e.deliveryFee],
      [{ deliveryFee: 2_500.5 }, 'deliveryFee', e.deliveryFee],
      [{ deliveryFee: '삼천' }, 'deliveryFee', e.deliveryFee],
      [{ freeDeliveryThreshold: 9_999 }, 'freeDeliveryThreshold', e.freeDeliveryThreshold],
      [{ freeDeliveryThreshold: 10_000_001 }, 'freeDeliveryThreshold', e.freeDeliveryThreshold],
      [{ deliveryFee: 20_000, freeDeliveryThreshold: 20_000 }, 'freeDeliveryThreshold', e.freeDeliveryAboveFee],
      [{ minimumOrderAmount: 1_000_001 }, 'minimumOrderAmount', e.minimumOrderAmount],
      [{ dispatchFrom: '가'.repeat(41) }, 'dispatchFrom', e.dispatchFrom],
      [{ dispatchDays: 0 }, 'dispatchDays', e.dispatchDays],
      [{ dispatchDays: 15 }, 'dispatchDays', e.dispatchDays],
      [{ dispatchDays: undefined }, 'dispatchDays', e.dispatchDays],
    ];
    for (const [change, field, message] of cases) {
      const refused = await put(side.user.token, { ...VALID, ...change });
      expect([field, refused.status, refused.body]).toEqual([field, 400, expect.objectContaining({ code: 'VALIDATION', field, message })]);
    }
    expect((await api<BrandSettings>('/brands/settings', { token: side.user.token })).body).toMatchObject({ ceoName: '이전대표', deliveryFee: 3_000 });
  });

  test('visitors get 401, retailers 403 BRAND_ONLY; another brand is untouched', async () => {
    const [side, other] = [await brandSide(), await brandSide()];
    const retailer = await member(ctx.db);
    for (const method of ['GET', 'PUT'] as const) {
      const body = method === 'PUT' ? VALID : undefined;
      expect((await api('/brands/settings', { method, body })).status).toBe(401);
      const asRetailer = await api('/brands/settings', { method, body, token: retailer.token });
      expect([asRetailer.status, asRetailer.body.code, asRetailer.body.message]).toEqual([403, 'BRAND_ONLY', apiMessages.brandOnly]);
    }
    const before = await api<BrandSettings>('/brands/settings', { token: other.user.token });
    expect((await put(side.user.token, VALID)).status).toBe(200);
    expect((await api<BrandSettings>('/brands/settings', { token: other.user.token })).body).toEqual(before.body);
  });
});

describe('what the saved details change', () => {
  test('the product page states the new 출고지, 출고 소요일 and 배송비; the next 거래명세서 the new 대표자명', async () => {
    const side = await brandSide();
    const idProduct = await product(ctx.db, side.brandId, { wholesalePrice: 6_000, colors: ['아이보리'] });
    expect((await put(side.user.token, { ...VALID, ceoName: '박새봄', deliveryFee: 4_000, dispatchDays: 5 })).status).toBe(200);

    const page = await api(`/products/${idProduct}`);
    expect(page.body.brand).toMatchObject({ deliveryFee: 4_000, freeDeliveryThreshold: 150_000, minimumOrderAmount: 30_000, dispatchFrom: '경기도 파주시', dispatchDays: 5 });

    const who = await member(ctx.db);
    const line = await cartLine(ctx.db, who.id, idProduct, 6, { color: '아이보리' });
    const placed = await api('/orders', { method: 'POST', token: who.token, body: { cartIds: [line], paymentMethod: 'card', address: ADDRESS } });
    expect(placed.status).toBe(201);
    expect((await api(`/orders/${placed.body.idOrder}/payment`, { method: 'POST', token: who.token, body: { cardNumber: '4242424242424242' } })).status).toBe(200);
    const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', placed.body.idOrder).executeTakeFirstOrThrow();
    const [statement] = statementsOf(await statementSource(ctx.db, { ...row, paidAt: row.paidAt! }));
    expect(statement.supplier).toMatchObject({ name: '(주)하루상회', registrationNo: '2208162517', ceoName: '박새봄', address: VALID.businessAddress, businessType: '도소매', businessItem: '생활용품' });
  });
});
