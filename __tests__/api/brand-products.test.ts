/** @jest-environment node */
import { BRAND_CATEGORY_OPTIONS, type BrandProductInput } from '@/lib/brandCenter/brandProducts.contract';
import { withApi } from '../helpers/api';
import { OTHER_NOTICE } from '../helpers/notice';
import { ADDRESS, brand, member, product, cartLine, type Member } from '../helpers/shop';
import { TINY_PNG } from '../helpers/pictures';
import { findCategoryByCode } from '@/lib/catalog/categories';
import { productNoticeMessages } from '@/lib/catalog/productNotice.messages';

const ctx = withApi({ seed: { products: 4, brands: 1 }, clock: true });
const api = (path: string, options?: Parameters<typeof ctx.api>[1]) => ctx.api(path, options);

const PNG = TINY_PNG;
const CATEGORY = BRAND_CATEGORY_OPTIONS[0].id;
let seq = 0;
/** A full 기타 재화 notice (CATEGORY is 시즌상품 > 크리스마스, whose usual group it is). */
const NOTICE = OTHER_NOTICE;

interface BrandUser extends Member {
  brandId: number;
}

/** A brand user who owns a brand of their own. */
async function brandUser(): Promise<BrandUser> {
  const user = await member(ctx.db, { userType: 'brand' });
  const brandId = await brand(ctx.db, { name: `상품관리 브랜드 ${++seq}` });
  await ctx.db.updateTable('brands').set({ ownerUserId: user.id }).where('id', '=', brandId).execute();
  return { ...user, brandId };
}

async function upload(token: string | null, bytes: Buffer = PNG, target?: string) {
  const form = new FormData();
  if (target) form.append('target', target);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${ctx.server.url}/api/v1/brands/upload/thumbnail`, {
    method: 'POST',
    body: form,
    headers: token ? { token } : {},
  });
  return { status: response.status, body: await response.json() };
}

async function input(owner: BrandUser, fields: Partial<BrandProductInput> = {}): Promise<BrandProductInput> {
  const image = fields.images ?? [(await upload(owner.token)).body.url as string];
  return {
    name: `펭귄 뜨개 장갑 ${++seq}`,
    description: '도톰한 울 장갑입니다.',
    idCategory: CATEGORY,
    wholesalePrice: 10_000,
    retailPrice: 19_000,
    minOrderQty: 5,
    orderStep: 5,
    tiers: [
      { minQty: 50, price: 9_500 },
      { minQty: 100, price: 9_000 },
    ],
    tiersOverTotal: false,
    colors: ['아이보리', '네이비'],
    sizes: ['S', 'M'],
    stocks: [
      { color: '아이보리', size: 'S', stock: 10 },
      { color: '아이보리', size: 'M', stock: 20 },
      { color: '네이비', size: 'S', stock: 0 },
      { color: '네이비', size: 'M', stock: 5 },
    ],
    images: image,
    status: 'active',
    notice: NOTICE,
    ...fields,
  };
}

async function create(owner: BrandUser, fields: Partial<BrandProductInput> = {}) {
  const answer = await api('/brands/products', { body: await input(owner, fields), token: owner.token });
  expect(answer.status).toBe(201);
  return answer.body;
}

const searchNames = async (keyword: string) =>
  ((await api(`/search?keyword=${encodeURIComponent(keyword)}&limit=100`)).body.items as { name: string }[]).map((item) => item.name);

describe('who may call the brand product endpoints', () => {
  test('anonymous callers get 401 and retailers a Korean 403 on every endpoint', async () => {
    const owner = await brandUser();
    const created = await create(owner);
    const retailer = await member(ctx.db);
    const calls: [string, string, unknown?][] = [
      ['GET', '/brands/products'],
      ['POST', '/brands/products', await input(owner)],
      ['GET', `/brands/products/${created.idProduct}`],
      ['PUT', `/brands/products/${created.idProduct}`, await input(owner)],
      ['PATCH', `/brands/products/${created.idProduct}`, { status: 'hidden' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(path, { method, body })).status).toBe(401);
      const answer = await api(path, { method, body, token: retailer.token });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'BRAND_ONLY', message: '브랜드 회원만 이용할 수 있습니다.' });
    }
    expect((await upload(null)).status).toBe(401);
    expect((await upload(retailer.token)).body.code).toBe('BRAND_ONLY');
    const detail = await api(`/brands/products/${created.idProduct}`, { token: owner.token });
    expect(detail.body.status).toBe('active');
  });

  test('brand B never reads, edits or patches brand A products, nor uses its pictures', async () => {
    const a = await brandUser();
    const b = await brandUser();
    const mine = await create(a);
    const path = `/brands/products/${mine.idProduct}`;
    const read = await api(path, { token: b.token });
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('상품을 찾을 수 없습니다.');
    expect((await api(path, { method: 'PUT', body: await input(b), token: b.token })).status).toBe(404);
    expect((await api(path, { method: 'PATCH', body: { status: 'hidden' }, token: b.token })).status).toBe(404);
    const optionId = mine.options[0].id;
    expect((await api(path, { method: 'PATCH', body: { options: [{ id: optionId, stock: 0 }] }, token: b.token })).status).toBe(404);
    const list = await api('/brands/products?limit=50', { token: b.token });
    expect(list.body.items.map((item: { idProduct: number }) => item.idProduct)).not.toContain(mine.idProduct);

    const stolen = await api('/brands/products', { body: await input(b, { images: mine.images }), token: b.token });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({ code: 'VALIDATION', field: 'images' });
    expect(stolen.body.message).toContain('직접 올린 상품 이미지');
    const own = await create(b);
    const swapped = await api(`/brands/products/${own.idProduct}`, { method: 'PUT', body: await input(b, { images: mine.images }), token: b.token });
    expect(swapped.body.field).toBe('images');
    const after = await ctx.db.selectFrom('products').select(['status', 'stock', 'images']).where('id', '=', mine.idProduct).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'active', stock: 35 });
  });
});

describe('POST /brands/products', () => {
  test('creates the product with options, tiers and a stock that is the sum of its options, new and searchable at once', async () => {
    const owner = await brandUser();
    const body = await input(owner, { name: '펭귄 뜨개 장갑 한정판', tiersOverTotal: true });
    const created = await api('/brands/products', { body, token: owner.token });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: '펭귄 뜨개 장갑 한정판',
      idCategory: CATEGORY,
      stock: 35,
      minOrderQty: 5,
      orderStep: 5,
      tiers: body.tiers,
      tiersOverTotal: true,
      colors: ['아이보리', '네이비'],
      sizes: ['S', 'M'],
      images: body.images,
      status: 'active',
    });
    expect(created.body.options.map((o: { color: string; size: string; stock: number }) => [o.color, o.size, o.stock])).toEqual([
      ['아이보리', 'S', 10],
      ['아이보리', 'M', 20],
      ['네이비', 'S', 0],
      ['네이비', 'M', 5],
    ]);
    const row = await ctx.db.selectFrom('products').select(['isNew', 'brandId', 'stock', 'tiersOverTotal']).where('id', '=', created.body.idProduct).executeTakeFirstOrThrow();
    expect(row).toEqual({ isNew: 1, brandId: owner.brandId, stock: 35, tiersOverTotal: 1 });

    expect(await searchNames('펭귄 뜨개 장갑 한정판')).toContain('펭귄 뜨개 장갑 한정판');
    expect(await searchNames('ㅍㄱㄸㄱㅈㄱㅎㅈㅍ')).toEqual(['펭귄 뜨개 장갑 한정판']);
    const shop = await api(`/products/${created.body.idProduct}`);
    expect(shop.status).toBe(200);
    expect(shop.body.isNew).toBe(true);
    const picture = await fetch(`${ctx.server.url}${body.images[0]}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  test('a product without colours or sizes has one option holding all its stock', async () => {
    const owner = await brandUser();
    const created = await create(owner, { colors: [], sizes: [], tiers: [], stocks: [{ color: '', size: '', stock: 42 }], status: 'hidden' });
    expect(created).toMatchObject({ stock: 42, colors: [], sizes: [], status: 'hidden' });
    expect(created.options).toEqual([{ id: expect.any(Number), color: '', size: '', stock: 42 }]);
    expect((await api(`/products/${created.idProduct}`)).status).toBe(404);
  });

  test.each<[string, Partial<BrandProductInput>, string, string]>([
    ['an empty name', { name: '   ' }, 'name', '상품명을 입력해 주세요.'],
    ['a category brands may not use', { idCategory: 152 }, 'idCategory', '카테고리를 선택해 주세요.'],
    ['a wholesale price not below retail', { wholesalePrice: 19_000 }, 'wholesalePrice', '도매가는 소비자가보다 낮아야 합니다.'],
    ['a price out of bounds', { retailPrice: 100_000_001 }, 'retailPrice', '소비자가는 100원 이상 100,000,000원 이하의 정수로 입력해 주세요.'],
    ['a fractional price', { wholesalePrice: 9_999.5 }, 'wholesalePrice', '입력값을 확인해 주세요: 도매가'],
    ['a minimum of 0', { minOrderQty: 0 }, 'minOrderQty', '최소 주문 수량은 1 이상 10,000 이하로 입력해 주세요.'],
    ['a tier at the minimum', { tiers: [{ minQty: 5, price: 9_000 }] }, 'tiers.0.minQty', '수량별 단가의 수량은 최소 주문 수량보다 커야 합니다.'],
    ['tiers not ascending', { tiers: [{ minQty: 50, price: 9_000 }, { minQty: 40, price: 8_000 }] }, 'tiers.1.minQty', '수량별 단가의 수량은 위 단계보다 커야 합니다.'],
    ['a tier price at wholesale', { tiers: [{ minQty: 50, price: 10_000 }] }, 'tiers.0.price', '수량별 단가는 도매가보다 낮아야 합니다.'],
    ['tier prices not descending', { tiers: [{ minQty: 50, price: 9_000 }, { minQty: 60, price: 9_000 }] }, 'tiers.1.price', '수량별 단가는 위 단계보다 낮아야 합니다.'],
    [
      'six tiers',
      { tiers: [10, 20, 30, 40, 50, 60].map((minQty, i) => ({ minQty, price: 9_000 - i * 100 })) },
      'tiers',
      '수량별 단가는 최대 5개까지 등록할 수 있습니다.',
    ],
    ['a colour twice (after trimming)', { colors: ['네이비', ' 네이비 '] }, 'colors.1', "색상 '네이비'이(가) 두 번 입력되었습니다."],
    ['21 sizes', { sizes: Array.from({ length: 21 }, (_, i) => `S${i}`) }, 'sizes', '사이즈은(는) 최대 20개까지 등록할 수 있습니다.'],
    ['a missing combination', { stocks: [{ color: '아이보리', size: 'S', stock: 1 }] }, 'stocks', '옵션 조합마다 재고를 하나씩 입력해 주세요.'],
    [
      'a negative stock',
      { colors: [], sizes: [], stocks: [{ color: '', size: '', stock: -1 }] },
      'stocks.0.stock',
      '재고는 0 이상 1,000,000 이하의 정수로 입력해 주세요.',
    ],
    ['no picture', { images: [] }, 'images', '상품 이미지는 1~8장 등록해 주세요.'],
    ['a picture from elsewhere', { images: ['https://example.com/a.png'] }, 'images', '직접 올린 상품 이미지만 사용할 수 있습니다. 이미지를 다시 올려 주세요.'],
    ['an unknown status', { status: 'deleted' as never }, 'status', '판매 상태를 선택해 주세요.'],
  ])('refuses %s with a Korean 400 naming the field, and writes nothing', async (_, fields, field, message) => {
    const owner = await brandUser();
    const answer = await api('/brands/products', { body: await input(owner, fields), token: owner.token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'VALIDATION', field, message });
    const rows = await ctx.db.selectFrom('products').select('id').where('brandId', '=', owner.brandId).execute();
    expect(rows).toEqual([]);
  });
});

describe('GET /brands/products', () => {
  test('lists only the brand products with stock and sales, filtered by status, stock and keyword', async () => {
    const owner = await brandUser();
    const plenty = await create(owner, { name: '필터 머플러' });
    const low = await create(owner, { name: '필터 비니', colors: [], sizes: [], stocks: [{ color: '', size: '', stock: 3 }] });
    const out = await create(owner, { name: '필터 양말', colors: [], sizes: [], stocks: [{ color: '', size: '', stock: 0 }] });
    const hidden = await create(owner, { name: '숨김 목도리', status: 'hidden' });
    await ctx.db.updateTable('products').set({ salesCount: 17 }).where('id', '=', plenty.idProduct).execute();

    const ids = async (query: string) =>
      ((await api(`/brands/products?${query}`, { token: owner.token })).body.items as { idProduct: number }[]).map((item) => item.idProduct);
    const all = await api('/brands/products?sort=sales', { token: owner.token });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 4, page: 1, limit: 20, totalPages: 1 });
    expect(all.body.items[0]).toMatchObject({
      idProduct: plenty.idProduct,
      name: '필터 머플러',
      image: plenty.images[0],
      status: 'active',
      wholesalePrice: 10_000,
      retailPrice: 19_000,
      stock: 35,
      salesCount: 17,
      optionCount: 4,
    });
    expect(await ids('status=hidden')).toEqual([hidden.idProduct]);
    expect((await ids('status=active')).sort()).toEqual([plenty.idProduct, low.idProduct, out.idProduct].sort());
    expect(await ids('stock=out')).toEqual([out.idProduct]);
    expect(await ids('stock=low')).toEqual([low.idProduct]);
    expect((await ids(`keyword=${encodeURIComponent('필터')}&sort=name`))).toEqual([plenty.idProduct, low.idProduct, out.idProduct]);
    expect(await ids('limit=2&page=2&sort=stock')).toEqual([plenty.idProduct, hidden.idProduct].sort((x, y) => y - x));
    const bad = await api('/brands/products?status=deleted', { token: owner.token });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('status');
  });
});

describe('PATCH /brands/products/{id}', () => {
  test('sets option stock, keeps the product stock the sum, and refuses a stock an order changed meanwhile', async () => {
    const owner = await brandUser();
    const created = await create(owner);
    const [first, second] = created.options;
    const path = `/brands/products/${created.idProduct}`;
    const patched = await api(path, {
      method: 'PATCH',
      body: { options: [{ id: first.id, stock: 0, previousStock: 10 }, { id: second.id, stock: 7 }] },
      token: owner.token,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ stock: 12, idProduct: created.idProduct });
    expect(patched.body.options.map((o: { stock: number }) => o.stock)).toEqual([0, 7, 0, 5]);
    const row = await ctx.db.selectFrom('products').select(['stock', 'updatedAt']).where('id', '=', created.idProduct).executeTakeFirstOrThrow();
    expect(row.stock).toBe(12);
    expect(row.updatedAt > created.updatedAt || row.updatedAt === created.updatedAt).toBe(true);

    const stale = await api(path, { method: 'PATCH', body: { options: [{ id: second.id, stock: 30, previousStock: 20 }] }, token: owner.token });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STOCK_CHANGED', field: 'options.0.stock', stock: 7 });
    expect(stale.body.message).toContain('아이보리 / M');

    const other = await create(owner);
    const foreign = await api(path, { method: 'PATCH', body: { options: [{ id: other.options[0].id, stock: 1 }] }, token: owner.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('OPTION_NOT_FOUND');
    const negative = await api(path, { method: 'PATCH', body: { options: [{ id: first.id, stock: -5 }] }, token: owner.token });
    expect(negative.status).toBe(400);
    expect(negative.body.field).toBe('options.0.stock');
    expect((await api(path, { method: 'PATCH', body: {}, token: owner.token })).status).toBe(400);
    expect((await ctx.db.selectFrom('products').select('stock').where('id', '=', created.idProduct).executeTakeFirstOrThrow()).stock).toBe(12);
  });

  test('stock is what remains after checkout: an edit from before an order is refused, one from after sets it', async () => {
    const owner = await brandUser();
    const created = await create(owner, { minOrderQty: 1, orderStep: 1, tiers: [] });
    const option = created.options[0];
    const retailer = await member(ctx.db);
    const cartId = await cartLine(ctx.db, retailer.id, created.idProduct, 4, { color: option.color, size: option.size });
    const order = await api('/orders', { body: { cartIds: [cartId], address: ADDRESS, paymentMethod: 'bank_transfer' }, token: retailer.token });
    expect(order.status).toBe(201);
    const listed = await api(`/brands/products?keyword=${encodeURIComponent(created.name)}`, { token: owner.token });
    expect(listed.body.items[0]).toMatchObject({ stock: 31, salesCount: 4 });
    expect(listed.body.items[0].options[0].stock).toBe(6);
    const path = `/brands/products/${created.idProduct}`;
    const stale = await api(path, { method: 'PATCH', body: { options: [{ id: option.id, stock: 10, previousStock: 10 }] }, token: owner.token });
    expect(stale.status).toBe(409);
    expect(stale.body.stock).toBe(6);
    const fresh = await api(path, { method: 'PATCH', body: { options: [{ id: option.id, stock: 10, previousStock: 6 }] }, token: owner.token });
    expect(fresh.body.stock).toBe(35);
  });

  test('hiding takes the product out of the storefront and search; showing brings it back', async () => {
    const owner = await brandUser();
    const created = await create(owner, { name: '숨바꼭질 털모자' });
    const path = `/brands/products/${created.idProduct}`;
    expect(await searchNames('숨바꼭질')).toEqual(['숨바꼭질 털모자']);
    const hidden = await api(path, { method: 'PATCH', body: { status: 'hidden' }, token: owner.token });
    expect(hidden.body.status).toBe('hidden');
    expect(await searchNames('숨바꼭질')).toEqual([]);
    expect((await api(`/products/${created.idProduct}`)).status).toBe(404);
    const brandPage = await api(`/products?brand=${owner.brandId}&limit=100`);
    expect(brandPage.body.items.map((item: { id: number }) => item.id)).not.toContain(created.idProduct);
    await api(path, { method: 'PATCH', body: { status: 'active' }, token: owner.token });
    expect(await searchNames('숨바꼭질')).toEqual(['숨바꼭질 털모자']);
  });

  test('prices: wholesale must stay below retail and above every tier', async () => {
    const owner = await brandUser();
    const created = await create(owner);
    const path = `/brands/products/${created.idProduct}`;
    const above = await api(path, { method: 'PATCH', body: { wholesalePrice: 20_000 }, token: owner.token });
    expect(above.body).toMatchObject({ code: 'VALIDATION', field: 'wholesalePrice', message: '도매가는 소비자가보다 낮아야 합니다.' });
    const belowTier = await api(path, { method: 'PATCH', body: { wholesalePrice: 9_000 }, token: owner.token });
    expect(belowTier.body).toMatchObject({ field: 'wholesalePrice', message: '수량별 단가는 도매가보다 낮아야 합니다.' });
    const ok = await api(path, { method: 'PATCH', body: { wholesalePrice: 12_000, retailPrice: 24_000 }, token: owner.token });
    expect(ok.body).toMatchObject({ wholesalePrice: 12_000, retailPrice: 24_000 });
  });
});

describe('PUT /brands/products/{id}', () => {
  test('replaces the product: options follow the new colours, current pictures may stay, search follows the new name', async () => {
    const owner = await brandUser();
    const created = await create(owner, { name: '수정 전 장갑' });
    const path = `/brands/products/${created.idProduct}`;
    const retailer = await member(ctx.db);
    await cartLine(ctx.db, retailer.id, created.idProduct, 5, { color: '네이비', size: 'M' });
    const extra = (await upload(owner.token)).body.url;
    const edited = await api(path, {
      method: 'PUT',
      body: await input(owner, {
        name: '수정 후 장갑',
        colors: ['아이보리'],
        sizes: ['S', 'M'],
        stocks: [
          { color: '아이보리', size: 'S', stock: 3, previousStock: 10 },
          { color: '아이보리', size: 'M', stock: 4 },
        ],
        tiers: [],
        images: [extra, ...created.images],
      }),
      token: owner.token,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: '수정 후 장갑', stock: 7, colors: ['아이보리'], tiers: [], images: [extra, created.images[0]] });
    expect(await searchNames('수정 후 장갑')).toEqual(['수정 후 장갑']);
    expect(await searchNames('수정 전 장갑')).toEqual([]);
    // The cart line of the removed colour is shown unavailable, not lost silently.
    const cart = await api('/carts', { token: retailer.token });
    const line = cart.body.brands.flatMap((group: { items: unknown[] }) => group.items)[0];
    expect(line.problems).toContain('OPTION_UNAVAILABLE');

    const stale = await api(path, {
      method: 'PUT',
      body: await input(owner, { colors: ['아이보리'], sizes: ['S', 'M'], stocks: [{ color: '아이보리', size: 'S', stock: 9, previousStock: 10 }, { color: '아이보리', size: 'M', stock: 4 }] }),
      token: owner.token,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STOCK_CHANGED', field: 'stocks.0.stock', stock: 3 });
    expect((await api(path, { token: owner.token })).body.stock).toBe(7);
  });
});

describe('상품정보제공고시 (notice)', () => {
  const noticeText = productNoticeMessages;
  const MUG = findCategoryByCode('kitchen-mug')!.id;
  const SOCKS = findCategoryByCode('fashion-socks')!.id;
  const KITCHEN: BrandProductInput['notice'] = {
    group: 'kitchen',
    values: {
      itemName: '법랑 머그컵 350ml',
      kitchenMaterial: '법랑(강판, 유리질 코팅)',
      parts: '본품 1개',
      bulk: '지름 8cm, 높이 9cm',
      releasedOn: '2026년 3월',
      maker: '오늘의 온도 / 서울특별시 성동구',
      origin: '대한민국',
      importNotice: '해당 없음',
      warranty: '소비자분쟁해결기준(공정거래위원회 고시)에 따름',
      afterService: '오늘의 온도 고객센터 070-1234-5678',
    },
  };
  const mug = (owner: BrandUser, notice: BrandProductInput['notice'] = KITCHEN) => input(owner, { idCategory: MUG, notice });

  test('a brand creates a product with its notice; the brand centre and the product detail both return it', async () => {
    const owner = await brandUser();
    const created = await api('/brands/products', { body: await mug(owner), token: owner.token });
    expect(created.status).toBe(201);
    expect(created.body.notice).toEqual(KITCHEN);
    const detail = await api(`/products/${created.body.idProduct}`);
    expect(detail.status).toBe(200);
    expect(detail.body.notice.group).toBe('kitchen');
    expect(detail.body.notice.groupLabel).toBe(noticeText.groups.kitchen);
    expect(detail.body.notice.rows[0]).toEqual({ label: noticeText.items.itemName.label, value: '법랑 머그컵 350ml' });
    expect(detail.body.notice.rows).toContainEqual({ label: noticeText.items.kitchenMaterial.label, value: '법랑(강판, 유리질 코팅)' });
    expect(detail.body.notice.rows).toHaveLength(Object.keys(KITCHEN.values).length);
  });

  test.each<[string, (owner: BrandUser) => Promise<BrandProductInput>, string, string]>([
    ['a required item left out', (owner) => mug(owner, { group: 'kitchen', values: { ...KITCHEN.values, maker: '  ' } }), 'notice.values.maker', noticeText.errors.required(noticeText.items.maker.label)],
    ['a group the category does not allow', (owner) => mug(owner, { ...KITCHEN, group: 'clothing' }), 'notice.group', noticeText.errors.groupInvalid],
    ['an unknown group', (owner) => mug(owner, { ...KITCHEN, group: 'weapons' as 'kitchen' }), 'notice.group', noticeText.errors.groupInvalid],
    ['an item over its length', (owner) => mug(owner, { group: 'kitchen', values: { ...KITCHEN.values, origin: '가'.repeat(101) } }), 'notice.values.origin', noticeText.errors.tooLong(noticeText.items.origin.label, 100)],
  ])('refuses %s with a Korean 400 naming the item', async (_, body, field, message) => {
    const owner = await brandUser();
    const refused = await api('/brands/products', { body: await body(owner), token: owner.token });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION', field, message });
  });

  test('a request without a notice is a 400, never a 500', async () => {
    const owner = await brandUser();
    const body: Partial<BrandProductInput> = await mug(owner);
    delete body.notice;
    const refused = await api('/brands/products', { body, token: owner.token });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION');
  });

  test('an edit changes an item on the product page; a new category needs its own group; another brand gets a 404', async () => {
    const owner = await brandUser();
    const created = await create(owner, { idCategory: MUG, notice: KITCHEN });
    const path = `/brands/products/${created.idProduct}`;
    const edited = { ...KITCHEN, values: { ...KITCHEN.values, origin: '일본' } };
    const saved = await api(path, { method: 'PUT', body: await mug(owner, edited), token: owner.token });
    expect(saved.status).toBe(200);
    const rows = (await api(`/products/${created.idProduct}`)).body.notice.rows as { label: string; value: string }[];
    expect(rows).toContainEqual({ label: noticeText.items.origin.label, value: '일본' });

    const moved = await api(path, { method: 'PUT', body: await input(owner, { idCategory: SOCKS, notice: KITCHEN }), token: owner.token });
    expect(moved.status).toBe(400);
    expect(moved.body.field).toBe('notice.group');
    const clothing: BrandProductInput['notice'] = {
      group: 'clothing',
      values: { fabric: '면 80%, 폴리에스터 20%', color: '옵션 참조', size: '220-260', maker: KITCHEN.values.maker, origin: '대한민국', washCare: '손세탁', madeOn: '2026년 10월', warranty: KITCHEN.values.warranty, afterService: KITCHEN.values.afterService },
    };
    const socks = await api(path, { method: 'PUT', body: await input(owner, { idCategory: SOCKS, notice: { ...clothing, values: { ...clothing.values, itemName: '주방 항목은 버려진다' } } }), token: owner.token });
    expect(socks.status).toBe(200);
    expect(socks.body.notice).toEqual(clothing);

    const other = await brandUser();
    const stolen = await api(path, { method: 'PUT', body: await input(other, { idCategory: SOCKS, notice: clothing }), token: other.token });
    expect(stolen.status).toBe(404);
    expect((await api(`/products/${created.idProduct}`)).body.notice.group).toBe('clothing');
  });

  test('a product listed before the notice existed has none on the product page and in the brand centre', async () => {
    const owner = await brandUser();
    const created = await create(owner, { idCategory: MUG, notice: KITCHEN });
    await ctx.db.updateTable('products').set({ notice: '' }).where('id', '=', created.idProduct).execute();
    expect((await api(`/products/${created.idProduct}`)).body.notice).toBeNull();
    expect((await api(`/brands/products/${created.idProduct}`, { token: owner.token })).body.notice).toBeNull();
  });
});

describe('POST /brands/upload/thumbnail', () => {
  test('stores a product picture, or the brand logo with target logo; the type comes from the bytes', async () => {
    const owner = await brandUser();
    const picture = await upload(owner.token);
    expect(picture.status).toBe(201);
    expect(picture.body).toEqual({ key: expect.stringMatching(/^[0-9a-f]{32}$/), url: `/api/v1/attachments/${picture.body.key}`, target: 'product' });
    const logo = await upload(owner.token, PNG, 'logo');
    expect(logo.body.target).toBe('logo');
    const row = await ctx.db.selectFrom('brands').select('logoUrl').where('id', '=', owner.brandId).executeTakeFirstOrThrow();
    expect(row.logoUrl).toBe(logo.body.url);
    const fake = await upload(owner.token, Buffer.from('MZ not an image at all'));
    expect(fake.status).toBe(415);
    const badTarget = await upload(owner.token, PNG, 'banner');
    expect(badTarget.body).toMatchObject({ code: 'VALIDATION', message: '이미지 용도를 확인해 주세요.' });
  });
});

test('seeded products of other brands are untouched by all of this', async () => {
  const seeded = await product(ctx.db, await brand(ctx.db), { name: '다른 브랜드 상품' });
  const owner = await brandUser();
  const answer = await api(`/brands/products/${seeded}`, { method: 'PATCH', body: { status: 'hidden' }, token: owner.token });
  expect(answer.status).toBe(404);
  expect((await ctx.db.selectFrom('products').select('status').where('id', '=', seeded).executeTakeFirstOrThrow()).status).toBe('active');
});
