/** Catalogue: categories, products, brands, search, favourites. */
export const catalogMessages = {
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
