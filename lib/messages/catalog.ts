/** Catalogue: categories, products, brands, search, favourites, and the browsing pages. */

import { productMessages } from './product';

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
  pages: { home, shop, product: productMessages, search, brand, newBrand, flashSale, popular },
} as const;
