import { PRODUCT_CATEGORIES } from '@/lib/catalog/categories';
import type { Db } from '../db';
import type { NewProduct } from '../db/schema';

export interface CatalogueOptions {
  products: number;
  brands: number;
  randomSeed: number;
  now: Date;
  brandOwnerId: number;
  log: (line: string) => void;
}

/** mulberry32: a small deterministic PRNG, so a seed gives the same catalogue. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}

const BRAND_WORDS = ['오늘', '모먼트', '포근', '달빛', '소소', '하루', '숲속', '봄날', '미니', '리틀'];
const ADJECTIVES = ['데일리', '빈티지', '파스텔', '미니멀', '레트로', '내추럴'];

/** Brands and products for the seed (first version: names from the category tree). */
export async function seedCatalogue(db: Db, options: CatalogueOptions): Promise<{ brands: number; products: number }> {
  const rng = prng(options.randomSeed);
  const nowIso = options.now.toISOString();
  const brandIds: number[] = [];
  for (let i = 0; i < options.brands; i++) {
    const row = await db
      .insertInto('brands')
      .values({
        ownerUserId: i === 0 ? options.brandOwnerId : null,
        name: `${rng.pick(BRAND_WORDS)} 스튜디오 ${i + 1}`,
        description: '',
        logoUrl: '',
        minimumOrderAmount: rng.pick([0, 30000, 50000, 100000]),
        isNew: i % 5 === 0 ? 1 : 0,
        createdAt: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    brandIds.push(row.id);
  }
  const children = PRODUCT_CATEGORIES.flatMap((category) => category.children ?? []);
  const rows: NewProduct[] = [];
  for (let i = 0; i < options.products; i++) {
    const child = children[i % children.length];
    const wholesalePrice = rng.int(10, 300) * 100;
    rows.push({
      brandId: brandIds[i % brandIds.length],
      categoryId: child.id,
      name: `${rng.pick(ADJECTIVES)} ${child.name} ${i + 1}`,
      description: '',
      wholesalePrice,
      retailPrice: wholesalePrice * 2,
      flashSalePrice: null,
      flashSaleStartsAt: null,
      flashSaleEndsAt: null,
      minOrderQty: rng.pick([1, 2, 3, 5]),
      stock: rng.int(0, 500),
      colors: JSON.stringify([]),
      sizes: JSON.stringify([]),
      images: JSON.stringify([]),
      isNew: 0,
      salesCount: rng.int(0, 1000),
      status: 'active',
      createdAt: nowIso,
      updatedAt: nowIso,
    });
  }
  for (let i = 0; i < rows.length; i += 400) await db.insertInto('products').values(rows.slice(i, i + 400)).execute();
  return { brands: brandIds.length, products: rows.length };
}
