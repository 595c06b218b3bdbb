import { findCategoryByCode } from '@/lib/catalog/categories';
import { createSession } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import type { NewProduct } from '@/lib/server/db/schema';
import { optionCombinations, setProductOptions, splitStock } from '@/lib/catalog/server/options';

/**
 * Rows for the buying tests, inserted directly so every number is known:
 * retailers (with sessions), brands with their minimum and delivery terms,
 * products with options and quantity tiers, and cart lines.
 */

let seq = 0;
const categoryId = () => findCategoryByCode('fashion-socks')!.id;

export interface Member {
  id: number;
  token: string;
}

export async function member(
  db: Db,
  fields: { userType?: 'retailer' | 'brand'; userGroups?: 'valid' | 'inValid'; referredBy?: number | null; registrationNo?: string } = {},
): Promise<Member> {
  const n = ++seq;
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      email: `shop${n}-${process.pid}@test.kr`,
      passwordHash: 'not-a-real-hash',
      userType: fields.userType ?? 'retailer',
      userGroups: fields.userGroups ?? 'valid',
      businessName: `주문 상점 ${n}`,
      registrationNo: fields.registrationNo ?? '1208147521',
      mobileNo: `0102000${String(n).padStart(4, '0')}`,
      referralCode: `SHOP${n}X${process.pid}`,
      referredBy: fields.referredBy ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db, row.id);
  return { id: row.id, token };
}

export async function brand(
  db: Db,
  terms: { minimumOrderAmount?: number; deliveryFee?: number; freeDeliveryThreshold?: number | null; name?: string } = {},
): Promise<number> {
  const row = await db
    .insertInto('brands')
    .values({
      ownerUserId: null,
      name: terms.name ?? `주문 브랜드 ${++seq}`,
      description: '',
      logoUrl: '/logo.png',
      minimumOrderAmount: terms.minimumOrderAmount ?? 0,
      deliveryFee: terms.deliveryFee ?? 3_000,
      freeDeliveryThreshold: terms.freeDeliveryThreshold === undefined ? 100_000 : terms.freeDeliveryThreshold,
      isNew: 0,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function product(
  db: Db,
  brandId: number,
  fields: Partial<Omit<NewProduct, 'colors' | 'sizes'>> & {
    colors?: string[];
    sizes?: string[];
    optionStocks?: number[];
    tiers?: { minQty: number; price: number }[];
  } = {},
): Promise<number> {
  const now = new Date().toISOString();
  const { colors = [], sizes = [], optionStocks, tiers = [], ...rest } = fields;
  const row = await db
    .insertInto('products')
    .values({
      brandId,
      categoryId: categoryId(),
      name: `주문 상품 ${++seq}`,
      description: '',
      wholesalePrice: 10_000,
      retailPrice: 20_000,
      flashSalePrice: null,
      flashSaleStartsAt: null,
      flashSaleEndsAt: null,
      minOrderQty: 1,
      stock: 100,
      images: JSON.stringify([`/images/p${seq}.png`]),
      isNew: 0,
      salesCount: 0,
      status: 'active',
      createdAt: now,
      updatedAt: now,
      ...rest,
      colors: JSON.stringify(colors),
      sizes: JSON.stringify(sizes),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const combos = optionCombinations(colors, sizes);
  const stocks = optionStocks ?? splitStock(rest.stock ?? 100, combos.map(() => 1));
  await setProductOptions(db, row.id, combos.map((combo, i) => ({ ...combo, stock: stocks[i] })));
  if (tiers.length > 0) await db.insertInto('productPriceTiers').values(tiers.map((tier) => ({ productId: row.id, ...tier }))).execute();
  return row.id;
}

/** A cart line written directly (the cart's own rules are tested in carts.test.ts). */
export async function cartLine(db: Db, userId: number, productId: number, goodsCount: number, option: { color?: string; size?: string } = {}): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('cartItems')
    .values({ userId, productId, color: option.color ?? '', size: option.size ?? '', goodsCount, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const ADDRESS = {
  recipient: '김도매',
  phone: '010-1234-5678',
  postcode: '04524',
  address: '서울특별시 중구 세종대로 110',
  addressDetail: '3층',
};
