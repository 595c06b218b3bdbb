/**
 * The fixed category tree (docs/DECISIONS.md). The one list used by the menus, the
 * filters, the database seed and GET /api/v1/categories alike.
 *
 * Ids 152 (전체) and 14 (시즌상품) are named by the specification; the others
 * are ours and must never be reused for another category once shipped.
 */

export interface CategoryChild {
  id: number;
  idCategory: number;
  name: string;
  path: string;
  code: string;
}

export interface Category {
  id: number;
  /** Parent category id; `null` for a main (top-level) entry. */
  idCategory: number | null;
  name: string;
  path: string;
  code: string;
  icon?: string;
  /** Whether brand users may use this entry (docs/DECISIONS.md). */
  isBrandAccess: boolean;
  /** Discount and season-limited entries are drawn highlighted (docs/DECISIONS.md). */
  highlight?: boolean;
  children?: CategoryChild[];
}

/** 전체: every product; its /shop page is the whole catalogue. */
export const ALL_CATEGORY_ID = 152;
/** 플래시 세일 반값할인 (virtual): the products whose flash sale runs now. */
export const FLASH_SALE_CATEGORY_ID = 11;
/** 인기상품 (virtual): every product, most sold first. */
export const POPULAR_CATEGORY_ID = 12;
/** 신상품 (virtual): every product, newest first (its link is 전체 with order=latest). */
export const NEW_CATEGORY_ID = 13;
/** 시즌상품: a main category whose link opens its first child. */
export const SEASON_CATEGORY_ID = 14;
export const DEFAULT_FILTER_CATEGORY = 'fashion';

/** The /shop URL of a category, with the query the shell recognises. */
export function shopPath(idCategory: number, extra = ''): string {
  return `/shop?idCategory=${idCategory}&page=1&page_type=category${extra}`;
}

type ChildSeed = [id: number, name: string, code: string];

function main(
  id: number,
  name: string,
  code: string,
  icon: string,
  children: ChildSeed[],
  options: { path?: string; isBrandAccess?: boolean; highlight?: boolean } = {},
): Category {
  const kids = children.map(([childId, childName, childCode]) => ({
    id: childId,
    idCategory: id,
    name: childName,
    path: shopPath(childId),
    code: childCode,
  }));
  const category: Category = {
    id,
    idCategory: null,
    name,
    path: options.path ?? shopPath(id),
    code,
    icon,
    isBrandAccess: options.isBrandAccess ?? true,
  };
  if (options.highlight) category.highlight = true;
  if (kids.length > 0) category.children = kids;
  return category;
}

export const CATEGORIES: readonly Category[] = [
  main(ALL_CATEGORY_ID, '전체', 'all', 'grid', [], { isBrandAccess: false }),
  main(FLASH_SALE_CATEGORY_ID, '플래시 세일 반값할인', 'flash-sale', 'bolt', [], {
    path: '/flash-sale',
    isBrandAccess: false,
    highlight: true,
  }),
  main(
    SEASON_CATEGORY_ID,
    '시즌상품',
    'season',
    'gift',
    [
      [15, '크리스마스', 'season-christmas'],
      [16, '신년', 'season-new-year'],
      [17, '가정의 달', 'season-family-month'],
      [18, '추석', 'season-chuseok'],
    ],
    // 시즌상품 links to its first child.
    { path: shopPath(15), highlight: true },
  ),
  main(POPULAR_CATEGORY_ID, '인기상품', 'popular', 'fire', [], { path: '/page/popular', isBrandAccess: false }),
  main(NEW_CATEGORY_ID, '신상품', 'new', 'sparkle', [], {
    path: shopPath(ALL_CATEGORY_ID, '&order=latest'),
    isBrandAccess: false,
  }),
  main(100, '홈인테리어', 'home-interior', 'home', [
    [101, '패브릭', 'home-fabric'],
    [102, '조명', 'home-lighting'],
    [103, '시계', 'home-clock'],
    [104, '액자/포스터', 'home-frame'],
    [105, '거울', 'home-mirror'],
    [106, '수납/정리', 'home-storage'],
    [107, '화분/가드닝', 'home-garden'],
    [108, '러그/매트', 'home-rug'],
    [109, '쿠션/방석', 'home-cushion'],
    [110, '소품/오브제', 'home-object'],
  ]),
  main(120, '주방', 'kitchen', 'cup', [
    [121, '컵/머그', 'kitchen-mug'],
    [122, '식기', 'kitchen-tableware'],
    [123, '커트러리', 'kitchen-cutlery'],
    [124, '주방잡화', 'kitchen-goods'],
    [125, '텀블러/보틀', 'kitchen-tumbler'],
    [126, '테이블매트', 'kitchen-placemat'],
  ]),
  main(130, '키링', 'keyring', 'key', [
    [131, '아크릴 키링', 'keyring-acrylic'],
    [132, '인형 키링', 'keyring-doll'],
    [133, '메탈 키링', 'keyring-metal'],
    [134, '레진 키링', 'keyring-resin'],
  ]),
  main(140, '문구', 'stationery', 'pencil', [
    [141, '노트/다이어리', 'stationery-note'],
    [142, '필기구', 'stationery-pen'],
    [143, '스티커', 'stationery-sticker'],
    [144, '메모지', 'stationery-memo'],
    [145, '엽서/카드', 'stationery-card'],
    [146, '파일/바인더', 'stationery-file'],
  ]),
  main(160, '캔들/디퓨저/인센스', 'candle', 'flame', [
    [161, '캔들', 'candle-candle'],
    [162, '디퓨저', 'candle-diffuser'],
    [163, '인센스', 'candle-incense'],
    [164, '캔들 소품', 'candle-goods'],
  ]),
  main(170, '액세서리', 'accessory', 'ring', [
    [171, '귀걸이', 'accessory-earring'],
    [172, '목걸이', 'accessory-necklace'],
    [173, '반지', 'accessory-ring'],
    [174, '헤어 액세서리', 'accessory-hair'],
    [175, '팔찌', 'accessory-bracelet'],
  ]),
  main(180, '가방/파우치', 'bag', 'bag', [
    [181, '에코백', 'bag-eco'],
    [182, '파우치', 'bag-pouch'],
    [183, '백팩', 'bag-backpack'],
    [184, '크로스백', 'bag-cross'],
  ]),
  main(190, '스마트폰/케이스', 'phone', 'phone', [
    [191, '아이폰 케이스', 'phone-iphone'],
    [192, '갤럭시 케이스', 'phone-galaxy'],
    [193, '그립톡', 'phone-grip'],
    [194, '충전/케이블', 'phone-cable'],
  ]),
  main(200, '패션', DEFAULT_FILTER_CATEGORY, 'shirt', [
    [201, '양말', 'fashion-socks'],
    [202, '모자', 'fashion-hat'],
    [203, '스카프/머플러', 'fashion-scarf'],
    [204, '티셔츠', 'fashion-tshirt'],
    [205, '잠옷/홈웨어', 'fashion-homewear'],
  ]),
  main(210, '식품', 'food', 'cookie', [
    [211, '과자/간식', 'food-snack'],
    [212, '차/커피', 'food-tea'],
    [213, '잼/소스', 'food-jam'],
    [214, '선물세트', 'food-gift'],
  ]),
];

/** Main categories that hold products (everything but the virtual entries). */
export const PRODUCT_CATEGORIES: readonly Category[] = CATEGORIES.filter(
  (category) => (category.children?.length ?? 0) > 0,
);

export type AnyCategory = Category | CategoryChild;

const byId = new Map<number, AnyCategory>();
for (const category of CATEGORIES) {
  byId.set(category.id, category);
  for (const child of category.children ?? []) byId.set(child.id, child);
}

export function findCategory(id: number): AnyCategory | undefined {
  return byId.get(id);
}

export function findCategoryByCode(code: string): AnyCategory | undefined {
  for (const category of byId.values()) if (category.code === code) return category;
  return undefined;
}

/** The main entry a category belongs to (itself when it is a main entry). */
export function mainCategoryOf(id: number): Category | undefined {
  const category = byId.get(id);
  if (!category) return undefined;
  const mainId = category.idCategory ?? category.id;
  return CATEGORIES.find((entry) => entry.id === mainId);
}

/**
 * The family shown in the desktop sub-menu: on a main category page its
 * children, on a child page the child and its siblings (docs/DECISIONS.md).
 */
export function siblingsOf(id: number): CategoryChild[] {
  return mainCategoryOf(id)?.children ?? [];
}

/** Whether the desktop sub-menu shows for the current idCategory (docs/DECISIONS.md). */
export function hasSubMenu(id: number | null | undefined): boolean {
  if (id == null || id === ALL_CATEGORY_ID) return false;
  return siblingsOf(id).length > 1;
}

/** Ids of a category and all its descendants (for product listing by category). */
export function categoryAndDescendantIds(id: number): number[] {
  if (id === ALL_CATEGORY_ID) return [];
  const category = byId.get(id);
  if (!category) return [id];
  const children = 'children' in category ? (category.children ?? []) : [];
  return [category.id, ...children.map((child) => child.id)];
}

/** Menu entries a user of the given type may see (docs/DECISIONS.md). */
export function menuFor(userType: 'retailer' | 'brand' | null | undefined): readonly Category[] {
  return userType === 'brand' ? CATEGORIES.filter((category) => category.isBrandAccess) : CATEGORIES;
}
