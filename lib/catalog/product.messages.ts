/**
 * The product page (/product-details/[idProduct]): prices, options, quantity,
 * the buying buttons and their messages. Its own file, so the page loads its
 * texts without the rest of the catalogue's (as footerMessages does for the
 * footer: docs/ARCHITECTURE.md).
 */

import { quantityStepperMessages } from '@/lib/messages/quantityStepper';
import { formatCount } from '@/lib/format';

export const productMessages = {
  title: '상품 상세',
  brand: '브랜드',
  retailPrice: '소비자가',
  wholesalePrice: '도매가',
  flashSalePrice: '플래시 세일가',
  discount: (rate: number) => `${rate}% 할인`,
  minOrderQty: '최소 주문 수량',
  minOrderQtyValue: (count: number) => `${formatCount(count)}개 이상`,
  minimumOrderAmount: '브랜드 최소 주문 금액',
  stock: '재고',
  soldOut: '품절',
  stockValue: (count: number) => `${formatCount(count)}개`,
  colors: '색상',
  sizes: '사이즈',
  description: '상품 설명',
  notice: '상품정보제공고시',
  membersOnly: '도매가는 사업자 인증을 마친 회원에게만 공개됩니다.',
  loginForPrice: '로그인하고 도매가 보기',
  certifyForPrice: '사업자 인증하고 도매가 보기',
  margin: (rate: number) => `마진율 ${rate}%`,
  marginLabel: '소비자가 대비 마진',
  tiersHeading: '수량별 도매가',
  tierQuantity: '주문 수량',
  tierPrice: '개당 도매가',
  tierMinQty: (minQty: number) => `${formatCount(minQty)}개 이상`,
  orderStep: '주문 단위',
  orderStepValue: (step: number) => `${formatCount(step)}개 단위`,
  /** Why buying is closed, before any tap (the API's own answers are lib/cart/cart.messages.ts). */
  notCertifiedToBuy: '사업자 인증을 마친 회원만 장바구니에 담고 구매할 수 있습니다.',
  brandCannotBuy: '브랜드 회원은 상품을 구매할 수 없습니다.',
  brandOwn: '내 브랜드의 상품입니다. 브랜드 회원은 구매할 수 없습니다.',
  /** The gallery. */
  gallery: '상품 사진',
  imageAlt: (name: string, index: number) => (index === 0 ? name : `${name} 사진 ${index + 1}`),
  showImage: (index: number, total: number) => `${total}장 중 ${index + 1}번째 사진 보기`,
  imageCounter: (index: number, total: number) => `${index + 1} / ${total}`,
  imageCounterLabel: (index: number, total: number) => `${total}장 중 ${index + 1}번째 사진`,
  /** Options, quantity and the buttons. */
  optionsHeading: '옵션 선택',
  optionStock: (count: number) => `재고 ${formatCount(count)}개`,
  chooseColor: '색상을 선택해 주세요.',
  chooseSize: '사이즈를 선택해 주세요.',
  chooseColorFirst: '색상을 먼저 선택하면 사이즈별 재고가 보입니다.',
  /** The stepper's texts (the kit's QuantityStepper), under the product page's keys too. */
  ...quantityStepperMessages,
  lineTotal: '총 상품 금액',
  unitPrice: (price: string) => `개당 ${price}`,
  addToCart: '장바구니 담기',
  buyNow: '바로 구매',
  purchaseActions: '구매하기',
  loginToBuy: '로그인하면 장바구니에 담고 바로 구매할 수 있습니다.',
  certify: '사업자 인증하기',
  soldOutNotice: '품절된 상품입니다.',
  /** When the cart could not be reached at all (no answer, or no usable one). */
  cartFailed: '장바구니에 담지 못했습니다. 잠시 후 다시 시도해 주세요.',
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
  /** Seconds are shown once the browser's clock ticks (null on the server's render). */
  timeLeft: (days: number, hours: number, minutes: number, seconds: number | null) =>
    `${days > 0 ? `${days}일 ` : ''}${hours}시간 ${minutes}분${seconds === null ? '' : ` ${seconds}초`} 남음`,
  flashSaleEnded: '플래시 세일이 끝났습니다. 새로고침하면 지금 가격이 보입니다.',
  moreFromBrand: '이 브랜드의 다른 상품',
  moreFromBrandLink: (brand: string) => `${brand} 상품 모두 보기`,
  ogDescription: (brand: string, name: string) =>
    `${brand}의 ${name}. 도매마켓에서 도매가로 구매하고 60일 동안 무료로 반품하세요.`,
} as const;
