import type { ProductDetail, ProductList, ProductListItem } from '@/lib/catalog/catalog.contract';

/** A product with two colours x two sizes; 레드/L is sold out. */
export const optionProduct: ProductDetail = {
  id: 21,
  name: '린넨 에코백',
  idBrand: 4,
  brandName: '오늘의 가방',
  idCategory: 121,
  image: '/api/v1/images/generated/p-21-0.svg',
  images: ['/api/v1/images/generated/p-21-0.svg', '/api/v1/images/generated/p-21-1.svg'],
  retailPrice: 20000,
  wholesalePrice: 10000,
  price: 10000,
  onFlashSale: false,
  discountRate: 0,
  flashSaleEndsAt: null,
  minOrderQty: 2,
  stock: 30,
  soldOut: false,
  colors: ['블랙', '레드'],
  sizes: ['M', 'L'],
  isNew: false,
  salesCount: 3,
  createdAt: '2026-11-01T00:00:00.000Z',
  isFavorite: false,
  description: '튼튼한 린넨 가방입니다.',
  brand: { id: 4, name: '오늘의 가방', minimumOrderAmount: 30000, logoUrl: '/api/v1/images/generated/b-4.svg', deliveryFee: 3000, freeDeliveryThreshold: 100000, dispatchFrom: '경기도 파주시', dispatchDays: 2 },
  categoryPath: [],
  priceTiers: [{ minQty: 10, price: 9000 }],
  tiersOverTotal: true,
  options: [
    { color: '블랙', size: 'M', stock: 30 },
    { color: '블랙', size: 'L', stock: 5 },
    { color: '레드', size: 'M', stock: 12 },
    { color: '레드', size: 'L', stock: 0 },
  ],
  orderStep: 1,
  notice: {
    group: 'bag',
    groupLabel: '가방',
    rows: [
      { label: '종류', value: '에코백' },
      { label: '소재', value: '린넨 100%' },
      { label: '제조자(수입자)', value: '오늘의 가방 / 경기도 파주시' },
      { label: 'A/S 책임자와 전화번호', value: '오늘의 가방 고객센터 070-1234-5678' },
    ],
  },
};

/** The same product as an anonymous visitor or an uncertified retailer receives it. */
export const publicView: ProductDetail = { ...optionProduct, wholesalePrice: null, price: null, priceTiers: [] };

/** A card of a product list (/shop, /search, favourites…) as a certified retailer receives it. */
export function listItem(id: number, extra: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id,
    name: `상품 ${id}`,
    idBrand: 3,
    brandName: '봄날의 서랍',
    idCategory: 201,
    image: null,
    images: [],
    retailPrice: 18000,
    wholesalePrice: 9000,
    price: 9000,
    onFlashSale: false,
    discountRate: 0,
    flashSaleEndsAt: null,
    minOrderQty: 1,
    stock: 5,
    soldOut: false,
    colors: [],
    sizes: [],
    isNew: false,
    salesCount: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    isFavorite: false,
    ...extra,
  };
}

/** One page of a product list (24 a page) holding `items` of `total`. */
export function listOf(items: ProductListItem[], total = items.length, page = 1): ProductList {
  return { items, total, page, limit: 24, totalPages: Math.ceil(total / 24) };
}
