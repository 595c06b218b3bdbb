/** Catalogue: categories, products, brands, search, favourites, and the browsing pages. */
import { formatCount } from '@/lib/format';

/** The product card of every list. */
const card = {
  retailPrice: '소비자가',
  wholesalePrice: '도매가',
  discount: (rate: number) => `${rate}%`,
  minOrderQty: (count: number) => `최소 ${formatCount(count)}개`,
  soldOut: '품절',
  /** In stock, but fewer units than the minimum order: nothing can be ordered. */
  unorderable: '주문 불가',
  /** The regular wholesale price, struck through beside a flash-sale price. */
  regularPrice: '정상가',
  flashSale: '플래시 세일',
  isNew: 'NEW',
  loginForPrice: '로그인하고 도매가 보기',
  membersOnly: '도매가는 사업자 인증 후 공개',
  addFavorite: (name: string) => `${name} 찜하기`,
  favoriteFailed: '찜하지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

/** The filters, sort and states shared by every product list page. */
const listing = {
  count: (total: number) => `${formatCount(total)}개 상품`,
  listHeading: '상품 목록',
  filters: '필터',
  filterCount: (count: number) => `필터 ${count}`,
  closeFilters: '필터 닫기',
  brand: '브랜드',
  color: '색상',
  size: '사이즈',
  price: '가격',
  minPrice: '최소 가격(천 원)',
  maxPrice: '최대 가격(천 원)',
  pricePreset: (min: number, max: number, top: number) => {
    const won = (value: number) => (value % 10 === 0 ? `${value / 10}만원` : `${value}천원`);
    if (min === 0) return `${won(max)} 이하`;
    if (max >= top) return `${won(min)} 이상`;
    return `${won(min)}~${won(max)}`;
  },
  priceTop: '50만원 이상',
  optionCount: (label: string, count: number) => `${label} (${formatCount(count)})`,
  apply: '필터 적용',
  showResults: (total: number) => `${formatCount(total)}개 상품 보기`,
  clear: '필터 초기화',
  selected: '선택한 필터',
  removeFilter: (label: string) => `${label} 필터 해제`,
  priceChip: (min: number, max: number, top: number) =>
    max >= top ? `${formatCount(min)}천원 이상` : `${formatCount(min)}~${formatCount(max)}천원`,
  sort: '정렬',
  orders: {
    recommended: '추천순',
    latest: '신상품순',
    popular: '인기순',
    price_asc: '낮은 가격순',
    price_desc: '높은 가격순',
  },
  emptyTitle: '조건에 맞는 상품이 없습니다.',
  emptyFiltered: '필터를 줄이거나 초기화해 보세요.',
  emptyScope: '아직 등록된 상품이 없습니다. 다른 카테고리를 둘러보세요.',
  pageOutOfRange: '이 페이지에는 상품이 없습니다.',
  firstPage: '첫 페이지로',
} as const;

const home = {
  title: '도매마켓',
  description: '인기 브랜드의 상품을 도매가로 만나 보세요. 모든 주문은 60일 동안 무료로 반품할 수 있습니다.',
  categoriesHeading: '카테고리',
  bannersLabel: '기획전',
  viewAll: '전체보기',
  viewAllOf: (section: string) => `${section} 전체보기`,
  flashSaleBanner: {
    eyebrow: '기간 한정',
    title: '플래시 세일 반값할인',
    /** The earliest end among the products on sale: each product's sale has its own end. */
    endsAt: (when: string) => `가장 빠른 마감 ${when}`,
    noEnd: '할인 상품이 곧 새로 등록됩니다',
  },
  seasonBanner: {
    eyebrow: '시즌 기획전',
    title: (season: string) => `${season} 시즌 상품`,
    description: '시즌에 맞춰 미리 준비하세요',
  },
  refundBanner: {
    eyebrow: '도매마켓 약속',
    title: '60일 무료 반품',
    description: '팔리지 않은 상품도 60일 안에 무료로 반품하세요',
  },
  flashSaleHeading: '플래시 세일',
  newBrandsHeading: '신규 브랜드',
  popularHeading: '인기상품',
  newProductsHeading: '신상품',
  empty: '지금은 보여 드릴 상품이 없습니다.',
} as const;

const shop = {
  title: '전체 상품',
  description: (name: string) => `${name} 카테고리의 도매 상품을 브랜드별로 비교하고 주문하세요.`,
  listHeading: '상품 목록',
} as const;

const search = {
  title: '검색',
  resultTitle: (keyword: string) => `'${keyword}' 검색 결과`,
  description: '브랜드와 상품을 검색하세요.',
  noKeyword: '찾으시는 상품명이나 브랜드명을 검색창에 입력해 주세요.',
  label: '검색어',
  placeholder: '상품명, 브랜드명',
  submit: '검색하기',
  emptyTitle: (keyword: string) => `'${keyword}'에 대한 검색 결과가 없습니다.`,
  /** The typo suggestion's link (the particle from lib/catalog/particle.ts: 키링으로, 캔들로). */
  didYouMean: (term: string, particle: string) => `${term}${particle} 검색할까요?`,
  tipsHeading: '이렇게 검색해 보세요',
  tips: ['검색어의 철자나 띄어쓰기를 확인해 주세요.', '더 짧거나 일반적인 단어로 검색해 보세요.', '상품명 대신 브랜드명으로 검색해 보세요.'],
  popularHeading: '인기 카테고리',
} as const;

const brand = {
  title: '브랜드',
  minimumOrderAmount: '최소 주문 금액',
  productCount: '판매 상품',
  productCountValue: (count: number) => `${formatCount(count)}개`,
  isNew: '신규 브랜드',
  products: '브랜드 상품',
  purchaseHistory: '이전 구매 내역',
  purchased: (quantity: number, date: string) => `${formatCount(quantity)}개 · 최근 주문 ${date}`,
  reorder: '다시 주문',
  reorderLabel: (name: string) => `${name} 지난 주문과 같은 옵션과 수량으로 다시 주문`,
  ogDescription: (name: string, description: string) =>
    description ? `${name} - ${description}` : `${name}의 상품을 도매마켓에서 도매가로 만나 보세요.`,
} as const;

const newBrand = {
  title: '신규 브랜드',
  description: '도매마켓에 새로 입점한 브랜드를 만나 보세요.',
  listLabel: '신규 브랜드 목록',
  productCount: (count: number) => `상품 ${formatCount(count)}개`,
  noProducts: '아직 등록된 상품이 없습니다.',
  empty: '새로 입점한 브랜드가 없습니다.',
} as const;

/** The header's search field: suggestions while typing and recent searches (components/catalog/SearchBox.tsx). */
const searchBox = {
  suggestionsLabel: '추천 검색어',
  products: '상품',
  brands: '브랜드',
  categories: '카테고리',
  recentHeading: '최근 검색어',
  removeRecent: (keyword: string) => `${keyword} 삭제`,
  clearRecent: '전체 삭제',
  resultsCount: (count: number) => `추천 검색어 ${count}개`,
} as const;

const flashSale = {
  title: '플래시 세일',
  description: '기간 한정 할인 중인 도매 상품을 모았습니다.',
  /** Time left of one sale, rounded down; under an hour in minutes. */
  endsIn: (minutes: number) =>
    minutes >= 60 * 24
      ? `종료까지 ${Math.floor(minutes / (60 * 24))}일 ${Math.floor((minutes % (60 * 24)) / 60)}시간`
      : minutes >= 60
        ? `종료까지 ${Math.floor(minutes / 60)}시간`
        : `종료까지 ${Math.max(1, minutes)}분`,
  empty: '지금 진행 중인 플래시 세일이 없습니다. 곧 새로운 할인 상품으로 찾아올게요.',
} as const;

const favorite = {
  count: (total: number) => `찜한 상품 ${formatCount(total)}개`,
  toProduct: '옵션 선택하고 담기',
  toProductLabel: (name: string) => `${name} 옵션 선택하고 장바구니에 담기`,
  empty: '아직 찜한 상품이 없습니다. 마음에 드는 상품의 하트를 눌러 보세요.',
  browse: '상품 둘러보기',
  removed: (name: string) => `${name}을(를) 찜 목록에서 뺐습니다.`,
} as const;

const popular = { title: '인기상품', description: '소매점 사장님들이 많이 주문한 인기 도매 상품입니다.' } as const;

export const catalogMessages = {
  card,
  searchBox,
  listing,
  pages: { home, shop, search, brand, newBrand, flashSale, popular, favorite },
} as const;
