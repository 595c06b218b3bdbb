/** Catalogue: categories, products, brands, search, favourites, and the browsing pages. */

const base = {
  catalog: {
    productNotFound: '상품을 찾을 수 없습니다.',
    brandNotFound: '브랜드를 찾을 수 없습니다.',
    /** Validation of the list, search and favourite calls (the field is named in the answer). */
    invalid: {
      page: '페이지는 1 이상의 정수로 입력해 주세요.',
      limit: '페이지당 개수는 1에서 100 사이의 정수로 입력해 주세요.',
      category: '존재하지 않는 카테고리입니다.',
      brand: '브랜드 번호를 확인해 주세요.',
      color: '색상 값을 확인해 주세요.',
      size: '사이즈 값을 확인해 주세요.',
      price: '가격은 0에서 500(천 원) 사이의 정수로 입력해 주세요.',
      priceRange: '최소 가격은 최대 가격보다 클 수 없습니다.',
      order: '정렬 기준을 확인해 주세요.',
      flashSale: '플래시 세일 여부는 true 또는 false로 입력해 주세요.',
      new: '신상품 여부는 true 또는 false로 입력해 주세요.',
      productId: '상품 번호를 확인해 주세요.',
      brandId: '브랜드 번호를 확인해 주세요.',
      keyword: '검색어는 1자 이상 50자 이하로 입력해 주세요.',
    },
  },
} as const;

/** The product card of every list. */
const card = {
  retailPrice: '소비자가',
  wholesalePrice: '도매가',
  discount: (rate: number) => `${rate}%`,
  minOrderQty: (count: number) => `최소 ${count.toLocaleString('ko-KR')}개`,
  soldOut: '품절',
  flashSale: '플래시 세일',
  isNew: 'NEW',
  loginForPrice: '로그인하고 도매가 보기',
  membersOnly: '도매가는 사업자 인증 후 공개',
  addFavorite: (name: string) => `${name} 찜하기`,
  removeFavorite: (name: string) => `${name} 찜 해제`,
  favoriteFailed: '찜하지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

const home = {
  title: '도매마켓',
  description: '인기 브랜드의 상품을 도매가로 만나 보세요. 모든 주문은 60일 동안 무료로 반품할 수 있습니다.',
  categoriesHeading: '카테고리',
} as const;

const shop = {
  title: '전체 상품',
  description: (name: string) => `${name} 카테고리의 도매 상품을 브랜드별로 비교하고 주문하세요.`,
  subcategories: '하위 카테고리',
  listHeading: '상품 목록',
} as const;

const product = {
  title: '상품 상세',
  brand: '브랜드',
  retailPrice: '소비자가',
  wholesalePrice: '도매가',
  flashSalePrice: '플래시 세일가',
  discount: (rate: number) => `${rate}% 할인`,
  minOrderQty: '최소 주문 수량',
  minOrderQtyValue: (count: number) => `${count.toLocaleString('ko-KR')}개 이상`,
  minimumOrderAmount: '브랜드 최소 주문 금액',
  stock: '재고',
  soldOut: '품절',
  stockValue: (count: number) => `${count.toLocaleString('ko-KR')}개`,
  colors: '색상',
  sizes: '사이즈',
  description: '상품 설명',
  membersOnly: '도매가는 사업자 인증을 마친 회원에게만 공개됩니다.',
  loginForPrice: '로그인하고 도매가 보기',
  certifyForPrice: '사업자 인증하고 도매가 보기',
  margin: (rate: number) => `마진율 ${rate}%`,
  marginLabel: '소비자가 대비 마진',
  tiersHeading: '수량별 도매가',
  tierQuantity: '주문 수량',
  tierPrice: '개당 도매가',
  tierMinQty: (minQty: number) => `${minQty.toLocaleString('ko-KR')}개 이상`,
  orderStep: '주문 단위',
  orderStepValue: (step: number) => `${step.toLocaleString('ko-KR')}개 단위`,
  brandOwn: '내 브랜드의 상품입니다. 브랜드 회원은 구매할 수 없습니다.',
  /** The gallery. */
  gallery: '상품 사진',
  imageAlt: (name: string, index: number) => (index === 0 ? name : `${name} 사진 ${index + 1}`),
  showImage: (index: number, total: number) => `${total}장 중 ${index + 1}번째 사진 보기`,
  imageCounter: (index: number, total: number) => `${index + 1} / ${total}`,
  imageCounterLabel: (index: number, total: number) => `${total}장 중 ${index + 1}번째 사진`,
  /** Options, quantity and the buttons. */
  optionsHeading: '옵션 선택',
  optionStock: (count: number) => `재고 ${count.toLocaleString('ko-KR')}개`,
  chooseColor: '색상을 선택해 주세요.',
  chooseSize: '사이즈를 선택해 주세요.',
  chooseColorFirst: '색상을 먼저 선택하면 사이즈별 재고가 보입니다.',
  quantity: '수량',
  decrease: '수량 줄이기',
  increase: '수량 늘리기',
  quantityUnit: '개',
  atMinimum: (min: number) => `최소 주문 수량은 ${min.toLocaleString('ko-KR')}개입니다.`,
  atMaximum: (max: number) => `지금 주문할 수 있는 최대 수량은 ${max.toLocaleString('ko-KR')}개입니다.`,
  snappedToStep: (step: number, value: number) =>
    `${step.toLocaleString('ko-KR')}개 단위로 주문할 수 있어 ${value.toLocaleString('ko-KR')}개로 맞췄습니다.`,
  notEnoughStock: (min: number) => `재고가 최소 주문 수량(${min.toLocaleString('ko-KR')}개)보다 적어 주문할 수 없습니다.`,
  lineTotal: '총 상품 금액',
  unitPrice: (price: string) => `개당 ${price}`,
  addToCart: '장바구니 담기',
  buyNow: '바로 구매',
  purchaseActions: '구매하기',
  loginToBuy: '로그인하면 장바구니에 담고 바로 구매할 수 있습니다.',
  certify: '사업자 인증하기',
  addedToCart: '장바구니에 담았습니다.',
  viewCart: '장바구니 보기',
  closeToast: '알림 닫기',
  soldOutNotice: '품절된 상품입니다.',
  /** Share, wishlist, refund, flash sale. */
  share: '공유하기',
  linkCopied: '링크를 복사했습니다.',
  copyFailed: '링크를 복사하지 못했습니다. 주소창의 주소를 복사해 주세요.',
  addFavorite: '찜하기',
  removeFavorite: '찜 해제',
  favoriteFailed: '찜하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  freeRefund: '60일 무료 반품',
  freeRefundDetail: '받은 날부터 60일 동안 무료로 반품할 수 있습니다.',
  flashSaleEnds: '플래시 세일 종료까지',
  timeLeft: (days: number, hours: number, minutes: number) =>
    days > 0 ? `${days}일 ${hours}시간 ${minutes}분 남음` : `${hours}시간 ${minutes}분 남음`,
  timeLeftSeconds: (days: number, hours: number, minutes: number, seconds: number) =>
    days > 0
      ? `${days}일 ${hours}시간 ${minutes}분 ${seconds}초 남음`
      : `${hours}시간 ${minutes}분 ${seconds}초 남음`,
  flashSaleEnded: '플래시 세일이 끝났습니다. 새로고침하면 지금 가격이 보입니다.',
  moreFromBrand: '이 브랜드의 다른 상품',
  moreFromBrandLink: (brand: string) => `${brand} 상품 모두 보기`,
  ogDescription: (brand: string, name: string) =>
    `${brand}의 ${name}. 도매마켓에서 도매가로 구매하고 60일 동안 무료로 반품하세요.`,
} as const;

const search = {
  title: '검색',
  resultTitle: (keyword: string) => `'${keyword}' 검색 결과`,
  description: '브랜드와 상품을 검색하세요.',
  noKeyword: '찾으시는 상품명이나 브랜드명을 검색창에 입력해 주세요.',
  label: '검색어',
  placeholder: '상품명, 브랜드명',
  submit: '검색하기',
} as const;

const brand = {
  title: '브랜드',
  minimumOrderAmount: '최소 주문 금액',
  productCount: '판매 상품',
  productCountValue: (count: number) => `${count.toLocaleString('ko-KR')}개`,
  isNew: '신규 브랜드',
  products: '브랜드 상품',
  ogDescription: (name: string, description: string) =>
    description ? `${name} - ${description}` : `${name}의 상품을 도매마켓에서 도매가로 만나 보세요.`,
} as const;

const newBrand = { title: '신규 브랜드', description: '도매마켓에 새로 입점한 브랜드를 만나 보세요.' } as const;

const flashSale = { title: '플래시 세일', description: '기간 한정 할인 중인 도매 상품을 모았습니다.' } as const;

const popular = { title: '인기상품', description: '소매점 사장님들이 많이 주문한 인기 도매 상품입니다.' } as const;

export const catalogMessages = {
  ...base.catalog,
  card,
  pages: { home, shop, product, search, brand, newBrand, flashSale, popular },
} as const;
