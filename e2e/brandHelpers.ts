import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { openDatabase } from '../lib/server/db';
import { BRAND_CATEGORY_OPTIONS } from '../lib/brandCenter/brandProducts.contract';
import { apiLogin, createAccount, DB_FILE, expect, retryLocked, setTokenCookie } from './helpers';

/** A brand of the test's own and its products, made through the brand's API calls (the brand row as an operator makes it). */


/** An 8x8 blue (40, 90, 200) PNG (valid, so the browser draws it). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQiDqBFTEMLQkAFKhSgZfuVK8AAAAASUVORK5CYII=', 'base64');

export interface BrandSession {
  token: string;
  brandId: number;
  brandName: string;
}

/**
 * A brand user (signed up like everyone) who owns a new brand; the brand row is made as an operator would.
 * With a browser context, the context is signed in as the brand.
 */
export async function brandOfOwn(request: APIRequestContext, context?: BrowserContext, baseURL?: string): Promise<BrandSession> {
  const account = await createAccount({ userType: 'brand' });
  const brandName = `E2E 브랜드 ${account.id}`;
  const handle = openDatabase(`sqlite:${DB_FILE}`);
  let brandId: number;
  try {
    brandId = await retryLocked(async () => {
      const row = await handle.db
        .insertInto('brands')
        .values({ ownerUserId: account.id, name: brandName, description: '', logoUrl: '/logo.png', minimumOrderAmount: 0, isNew: 0, createdAt: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  } finally {
    await handle.close();
  }
  const session = await apiLogin(request, account.email, account.password);
  if (context && baseURL) await setTokenCookie(context, baseURL, session.token);
  return { token: session.token, brandId, brandName };
}

/** The items of 기타 재화 (the first brand category, 시즌상품 > 크리스마스, files its goods there) as a brand fills them in. */
export const NOTICE_ITEMS: Record<string, string> = {
  itemName: '니트 조끼',
  certification: '해당 없음',
  origin: '대한민국',
  maker: 'E2E 브랜드 / 경기도 파주시',
  material: '아크릴 100%',
  bulk: 'FREE',
  warranty: '소비자분쟁해결기준(공정거래위원회 고시)에 따름',
  afterService: 'E2E 브랜드 070-1234-5678',
};

/** A product made through the brand's own API calls (upload, then create). */
export async function productOf(request: APIRequestContext, brand: BrandSession, name: string, colors: string[], stocks: number[]): Promise<number> {
  const upload = await request.post('/api/v1/brands/upload/thumbnail', {
    headers: { token: brand.token },
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const created = await request.post('/api/v1/brands/products', {
    headers: { token: brand.token },
    data: {
      name,
      description: '',
      idCategory: BRAND_CATEGORY_OPTIONS[0].id,
      wholesalePrice: 8_000,
      retailPrice: 15_000,
      minOrderQty: 1,
      orderStep: 1,
      tiers: [],
      colors,
      sizes: [],
      stocks: colors.map((color, i) => ({ color, size: '', stock: stocks[i] })),
      images: [url],
      status: 'active',
      notice: { group: 'other', values: NOTICE_ITEMS },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { idProduct: number }).idProduct;
}
