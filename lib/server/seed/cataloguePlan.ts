import { PRODUCT_CATEGORIES, type CategoryChild } from '@/lib/catalog/categories';
import type { NewBrand, NewProduct } from '@/lib/server/db/schema';
import { brandBusinessDetails } from './businessDetails';
import { brandLogoUrl, productImageUrl } from '@/lib/server/images/keys';
import {
  BRAND_ORIGINS,
  ORIGIN_DISPATCH,
  BRAND_SENTENCES,
  BRANDS,
  COLOR_POOLS,
  EXTRA_BRAND_ADJECTIVES,
  EXTRA_BRAND_NOUNS,
  FOCUS_PHRASES,
  MAIN_NOTES,
  MAIN_WEIGHTS,
  RECIPES,
  RETAIL_NOTES,
  SIZE_POOLS,
  type CategoryRecipe,
  type MainCode,
  type SizeKind,
} from './catalogue-data';
import { prng } from './prng';
import { drawTradeTerms, type SeedTier } from './tradeTerms';
import { seedNotice } from './productNotices';
import type { StoredOption } from '@/lib/catalog/server/options';

/**
 * The demo catalogue drawn as rows (pure: the same seed and time give the same rows), which
 * ./catalogue.ts writes.
 */

export { prng };

type Rng = ReturnType<typeof prng>;

export type BrandSeedRow = NewBrand & { id: number };
/** A product row with its options (whose stock adds up to the row's) and quantity tiers. */
export type ProductSeedRow = NewProduct & { id: number; options: StoredOption[]; priceTiers: SeedTier[] };

export interface CataloguePlan {
  brands: BrandSeedRow[];
  /** Drawn lazily, in id order, so a large catalogue never sits in memory at once. */
  products: Iterable<ProductSeedRow>;
}

export interface PlanOptions {
  products: number;
  brands: number;
  randomSeed: number;
  now: Date;
  brandOwnerId: number | null;
  /** Id of the first brand and product (ids are fixed up front so image URLs can name them). */
  firstBrandId?: number;
  firstProductId?: number;
}

const DAY = 86_400_000;
/** A product counts as new for this many days after it is listed. */
export const NEW_PRODUCT_DAYS = 14;
const CHILDREN: readonly (CategoryChild & { main: string })[] = PRODUCT_CATEGORIES.flatMap((category) =>
  (category.children ?? []).map((child) => ({ ...child, main: category.code })),
);
const MAIN_CODES = Object.keys(FOCUS_PHRASES) as MainCode[];

/** Korean particle after a word: `first` after a final consonant (받침), else `second`. */
export function josa(word: string, first: string, second: string): string {
  const code = word.trim().charCodeAt(word.trim().length - 1);
  const hasFinal = code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 !== 0;
  return hasFinal ? first : second;
}

function formatWon(amount: number): string {
  return String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function isoAt(ms: number): string {
  return new Date(Math.round(ms / 1000) * 1000).toISOString();
}

function weighted<T>(rng: Rng, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1][0];
}

/** `count` distinct entries of a list, in the list's order. */
function some<T>(rng: Rng, list: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, list.length)) chosen.add(Math.floor(rng.next() * list.length));
  return [...chosen].sort((a, b) => a - b).map((index) => list[index]);
}

/** A run of neighbouring entries (sizes come in ranges: M-XL, 9호-13호). */
function run<T>(rng: Rng, list: readonly T[], min: number, max: number): T[] {
  const length = Math.min(list.length, rng.int(min, max));
  const start = rng.int(0, list.length - length);
  return list.slice(start, start + length);
}

function drawSizes(rng: Rng, kind: SizeKind): string[] {
  const pool = SIZE_POOLS[kind];
  switch (kind) {
    case 'apparel':
      return rng.next() < 0.35 ? ['FREE'] : run(rng, pool, 2, 4);
    case 'socks':
      return rng.next() < 0.5 ? ['FREE'] : [...pool];
    case 'hat':
      return ['FREE'];
    case 'ring':
      return run(rng, pool, 3, 4);
    case 'iphone':
    case 'galaxy':
      return run(rng, pool, 3, 6);
    default:
      return run(rng, pool, 2, 3);
  }
}

function drawBrands(rng: Rng, options: PlanOptions): { rows: BrandSeedRow[]; focus: MainCode[][] } {
  const firstId = options.firstBrandId ?? 1;
  const nowMs = options.now.getTime();
  const rows: BrandSeedRow[] = [];
  const focus: MainCode[][] = [];
  const used = new Set<string>();
  for (let i = 0; i < options.brands; i++) {
    const id = firstId + i;
    let name: string;
    let brandFocus: MainCode[];
    if (i < BRANDS.length) {
      name = BRANDS[i].name;
      brandFocus = [...BRANDS[i].focus];
    } else {
      const k = i - BRANDS.length;
      const base = `${EXTRA_BRAND_ADJECTIVES[k % EXTRA_BRAND_ADJECTIVES.length]} ${
        EXTRA_BRAND_NOUNS[Math.floor(k / EXTRA_BRAND_ADJECTIVES.length) % EXTRA_BRAND_NOUNS.length]
      }`;
      const round = Math.floor(k / (EXTRA_BRAND_ADJECTIVES.length * EXTRA_BRAND_NOUNS.length));
      name = round === 0 ? base : `${base} ${round + 1}호점`;
      brandFocus = some(rng, MAIN_CODES, rng.int(1, 2));
    }
    if (used.has(name)) name = `${name} ${id}`;
    used.add(name);

    const isNew = i === 2 || rng.next() < 0.2;
    const createdAt = isoAt(isNew ? nowMs - rng.int(10, 60) * DAY - rng.int(0, DAY) : nowMs - rng.int(60, 900) * DAY);
    const minimumOrderAmount = weighted(rng, [
      [0, 3],
      [30000, 3.5],
      [50000, 2.5],
      [100000, 1],
    ] as const);

    const phrases = brandFocus.map((code) => FOCUS_PHRASES[code]);
    const origin = rng.pick(BRAND_ORIGINS);
    const made =
      phrases.length === 1
        ? `${phrases[0]}${josa(phrases[0], '을', '를')}`
        : `${phrases[0]}${josa(phrases[0], '과', '와')} ${phrases[1]}${josa(phrases[1], '을', '를')}`;
    const sentences = [
      `${name}${josa(name, '은', '는')} ${origin}에서 ${made} 만드는 브랜드입니다.`,
      ...some(rng, BRAND_SENTENCES, 2),
      minimumOrderAmount > 0
        ? `브랜드 최소 주문 금액은 ${formatWon(minimumOrderAmount)}원입니다.`
        : '브랜드 최소 주문 금액 없이 주문하실 수 있습니다.',
    ];

    rows.push({
      id,
      ownerUserId: i === 0 ? options.brandOwnerId : null,
      name,
      description: sentences.join(' '),
      logoUrl: brandLogoUrl(id),
      minimumOrderAmount,
      // Ships from where it makes its goods; a workshop on an island or far from the depots takes a day more.
      dispatchFrom: ORIGIN_DISPATCH[BRAND_ORIGINS.indexOf(origin)],
      dispatchDays: origin.startsWith('제주') || origin.startsWith('강릉') ? 3 : 1 + (id % 2),
      ...brandBusinessDetails({ id, name, dispatchFrom: ORIGIN_DISPATCH[BRAND_ORIGINS.indexOf(origin)], focus: brandFocus }),
      isNew: isNew ? 1 : 0,
      createdAt,
    });
    focus.push(brandFocus);
  }
  return { rows, focus };
}

function roundTo(value: number, unit: number): number {
  return Math.round(value / unit) * unit;
}

/** Wholesale price: log-uniform in the recipe's range, in hundreds of won. */
function drawWholesale(rng: Rng, [min, max]: readonly [number, number]): number {
  const value = Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
  return Math.max(500, roundTo(value, 100));
}

/** Retail price: 1.6-2.5 x wholesale, on a shop-like price point (…,900 or …,000) when large. */
function drawRetail(rng: Rng, wholesale: number): number {
  const raw = wholesale * (1.6 + rng.next() * 0.9);
  let retail = raw >= 5000 ? roundTo(raw, 1000) - (rng.next() < 0.5 ? 100 : 0) : roundTo(raw, 100);
  if (retail < wholesale * 1.55) retail = Math.ceil((wholesale * 1.6) / 100) * 100;
  if (retail > wholesale * 2.55) retail = Math.floor((wholesale * 2.5) / 100) * 100;
  return retail;
}

function describe(
  rng: Rng,
  recipe: CategoryRecipe,
  facts: { name: string; brand: string; isNew: boolean; salesCount: number; introDrawn: boolean; colors: string[]; sizes: string[]; phone: boolean },
): string {
  // Drawn when the legacy brand's product needed it (so later draws stay put; see drawBrand).
  const plain = facts.introDrawn ? rng.next() < 0.5 : facts.name.length % 2 === 0;
  const intro = facts.isNew
    ? `${facts.brand}에서 새롭게 선보이는 ${facts.name}입니다.`
    : facts.salesCount >= 3000
      ? `${facts.brand}의 스테디셀러, ${facts.name}입니다.`
      : plain
        ? `${facts.brand}에서 만든 ${facts.name}입니다.`
        : `${facts.brand}의 ${facts.name}입니다.`;
  const sentences = [intro, rng.pick(recipe.notes), rng.pick(MAIN_NOTES[recipe.main]), rng.pick(RETAIL_NOTES)];
  if (facts.sizes.length > 1 && facts.phone) sentences.push('기종은 옵션에서 선택해 주세요.');
  else if (facts.colors.length > 0 && facts.sizes.length > 1) sentences.push('색상과 사이즈는 옵션에서 선택해 주세요.');
  else if (facts.colors.length > 0) sentences.push('색상은 옵션에서 선택해 주세요.');
  else if (facts.sizes.length > 1) sentences.push('사이즈는 옵션에서 선택해 주세요.');
  return sentences.join(' ');
}

function* drawProducts(
  rng: Rng,
  options: PlanOptions,
  brands: BrandSeedRow[],
  focus: MainCode[][],
): Generator<ProductSeedRow> {
  if (brands.length === 0) return;
  const firstId = options.firstProductId ?? 1;
  const nowMs = options.now.getTime();
  const childWeights = CHILDREN.map((child) => {
    const siblings = CHILDREN.filter((other) => other.main === child.main).length;
    return [child, (MAIN_WEIGHTS[child.main] ?? 5) / siblings] as const;
  });
  const brandsByMain = new Map<string, number[]>();
  focus.forEach((codes, index) => {
    for (const code of codes) brandsByMain.set(code, [...(brandsByMain.get(code) ?? []), index]);
  });
  /**
   * The draws for a product's brand, made before its item is known (a season product's kind of
   * goods comes from its item: RECIPES[..].itemFocus). They are the draws the catalogue made when
   * a tenth of products went to any brand, and `legacy` that brand: what the next draws depended
   * on, so a seed still gives the same catalogue but for those products' brands.
   */
  const drawBrand = (main: string): { draw: number; legacy: number } => {
    const focused = brandsByMain.get(main);
    const anyBrand = !focused || rng.next() >= 0.9;
    const draw = rng.next();
    return { draw, legacy: anyBrand || !focused ? Math.floor(draw * brands.length) : focused[Math.floor(draw * focused.length)] };
  };
  /** A brand that makes `focus` (any brand when none does: tiny catalogues of a few brands). */
  const brandOf = (focus: string | undefined, draw: number): number => {
    const makers = (focus && brandsByMain.get(focus)) || brands.map((_, index) => index);
    return makers[Math.floor(draw * makers.length)];
  };

  const usedNames = new Set<string>();
  for (let i = 0; i < options.products; i++) {
    const id = firstId + i;
    // Every child category first, then every brand, then the weighted mix.
    let child: (typeof CHILDREN)[number];
    let brandIndex: number | null = null;
    let brandDraw = { draw: 0, legacy: 0 };
    if (i < CHILDREN.length) {
      child = CHILDREN[i];
      brandDraw = drawBrand(child.main);
    } else if (i < CHILDREN.length + brands.length) {
      brandIndex = i - CHILDREN.length;
      brandDraw.legacy = brandIndex;
      const main = rng.pick(focus[brandIndex]);
      child = rng.pick(CHILDREN.filter((candidate) => candidate.main === main));
    } else {
      child = weighted(rng, childWeights);
      brandDraw = drawBrand(child.main);
    }
    const recipe = RECIPES[child.code];
    if (!recipe) throw new Error(`seed: no product recipe for category ${child.code}`);

    const sizes = recipe.sizes && rng.next() < recipe.sizes.rate ? drawSizes(rng, recipe.sizes.kind) : [];
    const colors = recipe.colors && rng.next() < recipe.colors.rate ? some(rng, COLOR_POOLS[recipe.colors.kind], rng.int(2, 4)) : [];
    // A few tries for a name not used yet (a category's words allow a few hundred names).
    let name = '';
    let item = '';
    for (let attempt = 0; attempt < 4 && (name === '' || usedNames.has(name)); attempt++) {
      const [base, ...specs] = rng.pick(recipe.items).split('|');
      const prefix = rng.pick(recipe.prefixes);
      const spec = specs.length > 0 && sizes.length === 0 && rng.next() < 0.75 ? rng.pick(specs) : '';
      name = [base.includes(prefix) ? '' : prefix, base, spec].filter(Boolean).join(' ');
      item = base;
    }
    usedNames.add(name);
    const brand = brands[brandIndex ?? brandOf(recipe.itemFocus ? recipe.itemFocus[item] : child.main, brandDraw.draw)];

    const wholesalePrice = drawWholesale(rng, recipe.price);
    const retailPrice = drawRetail(rng, wholesalePrice);
    const minOrderQty =
      wholesalePrice < 2000
        ? rng.pick([3, 5, 5, 10, 10])
        : wholesalePrice < 8000
          ? rng.pick([1, 2, 2, 3, 5])
          : rng.pick([1, 1, 1, 2, 3]);
    const stockRoll = rng.next();
    const stock =
      stockRoll < 0.06 ? 0 : stockRoll < 0.16 ? rng.int(minOrderQty, minOrderQty * 6) : roundTo(rng.int(30, 990), 10);

    // Some new (created in the last 14 days), the rest over the last year; never before the brand
    // (a new brand lists mostly new products, so ~15% of the catalogue is new in all).
    let createdMs =
      rng.next() < 0.08 ? nowMs - rng.int(1, 13 * 24) * 3_600_000 : nowMs - rng.int(15 * 24, 365 * 24) * 3_600_000;
    const brandCreatedMs = Date.parse(brand.createdAt);
    // A draw only where the legacy brand needed one (see drawBrand); else the drawn age's share of a year.
    // The draws below follow the legacy brand (see drawBrand): a draw where it needed one, else
    // the drawn age's share of a year.
    const drawnMs = createdMs;
    const legacyCreatedMs = Date.parse(brands[brandDraw.legacy].createdAt);
    const later = drawnMs < legacyCreatedMs ? rng.next() : (nowMs - drawnMs) / (365 * DAY);
    const listedAfter = (since: number) => (drawnMs < since ? since + Math.floor(Math.min(later, 0.999) * (nowMs - since)) : drawnMs);
    createdMs = listedAfter(brandCreatedMs);
    const isNew = nowMs - createdMs <= NEW_PRODUCT_DAYS * DAY;
    // Skewed: most products sell a little, a few best-sellers sell thousands.
    const popularity = rng.next();
    const salesOf = (asNew: boolean) => (asNew ? Math.floor(popularity * 40) : Math.floor(Math.pow(20_000, popularity * popularity)) - 1);
    const salesCount = salesOf(isNew);
    const legacyIsNew = nowMs - listedAfter(legacyCreatedMs) <= NEW_PRODUCT_DAYS * DAY;
    const introDrawn = !legacyIsNew && salesOf(legacyIsNew) < 3000;

    let flashSalePrice: number | null = null;
    let flashSaleStartsAt: string | null = null;
    let flashSaleEndsAt: string | null = null;
    if (rng.next() < 0.1) {
      flashSalePrice = Math.min(wholesalePrice - 100, Math.max(100, roundTo(wholesalePrice * (0.45 + rng.next() * 0.1), 100)));
      const phase = rng.next();
      if (phase < 0.8) {
        flashSaleStartsAt = isoAt(nowMs - rng.int(1, 6 * 24) * 3_600_000);
        flashSaleEndsAt = isoAt(nowMs + rng.int(24, 14 * 24) * 3_600_000);
      } else if (phase < 0.9) {
        const starts = nowMs + rng.int(24, 72) * 3_600_000;
        flashSaleStartsAt = isoAt(starts);
        flashSaleEndsAt = isoAt(starts + rng.int(3, 7) * DAY);
      } else {
        const ends = nowMs - rng.int(1, 10) * DAY;
        flashSaleStartsAt = isoAt(ends - rng.int(3, 7) * DAY);
        flashSaleEndsAt = isoAt(ends);
      }
    }

    const imageCount = weighted(rng, [
      [1, 3],
      [2, 4],
      [3, 3],
    ] as const);
    const images = Array.from({ length: imageCount }, (_, k) => productImageUrl(id, k + 1));
    const description = describe(rng, recipe, {
      name,
      brand: brand.name,
      isNew,
      salesCount,
      introDrawn,
      colors,
      sizes,
      phone: recipe.sizes?.kind === 'iphone' || recipe.sizes?.kind === 'galaxy',
    });
    const createdAt = isoAt(createdMs);
    const terms = drawTradeTerms(options.randomSeed, { id, wholesalePrice, minOrderQty, stock, colors, sizes });

    yield {
      id,
      brandId: brand.id,
      categoryId: child.id,
      name,
      description,
      wholesalePrice,
      retailPrice,
      flashSalePrice,
      flashSaleStartsAt,
      flashSaleEndsAt,
      minOrderQty: terms.minOrderQty,
      orderStep: terms.orderStep,
      tiersOverTotal: terms.tiersOverTotal,
      stock: terms.stock,
      options: terms.options,
      priceTiers: terms.priceTiers,
      colors: JSON.stringify(colors),
      sizes: JSON.stringify(sizes),
      images: JSON.stringify(images),
      isNew: isNew ? 1 : 0,
      salesCount,
      status: 'active',
      // From the product's own stream (./productNotices.ts): the draws above stay as they were.
      notice: JSON.stringify(
        seedNotice({
          id,
          name,
          categoryCode: child.code,
          categoryId: child.id,
          categoryName: child.name,
          brandId: brand.id,
          brandName: brand.name,
          dispatchFrom: brand.dispatchFrom ?? '',
          colors,
          sizes,
          createdAt,
        }),
      ),
      createdAt,
      updatedAt: createdAt,
    };
  }
}

/**
 * The demo catalogue as rows, deterministic from `randomSeed` and `now`:
 * brands (the first owned by `brandOwnerId`) with Korean names, descriptions,
 * minimum order amounts and logos, then products over every child category
 * with believable names, prices, options, stock, flash sales and images.
 */
export function planCatalogue(options: PlanOptions): CataloguePlan {
  const rng = prng(options.randomSeed);
  const { rows, focus } = drawBrands(rng, options);
  return { brands: rows, products: drawProducts(rng, options, rows, focus) };
}
