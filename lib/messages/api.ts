/**
 * The API's answers by domain (catalogue, addresses, orders, uploads, the brand centre) and
 * the names of fields that validation messages use; the generic errors are in ./apiErrors.ts
 * (the one part the browser's axios client needs).
 */
import { apiErrorMessages } from './apiErrors';
import { formatCount, formatWon } from '@/lib/format';

const errors = apiErrorMessages;

/** The database did not answer (GET /health, a balancer's probe). */
const databaseUnavailable = '일시적으로 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.';

/** A write sent from another site's page (route.ts, the Origin check). */
const crossSite = '다른 사이트에서 보낸 요청은 처리할 수 없습니다. 도매마켓에서 다시 시도해 주세요.';

/** Saved shipping addresses (/users/orderaddress) and addresses sent inline. */
const addresses = {
  recipientRequired: '받는 분 이름을 입력해 주세요.',
  recipientTooLong: '받는 분 이름은 30자 이내로 입력해 주세요.',
  phoneInvalid: '연락처는 010-0000-0000 형식으로 입력해 주세요.',
  postcodeInvalid: '우편번호는 숫자 5자리로 입력해 주세요.',
  addressRequired: '주소를 입력해 주세요.',
  addressTooLong: '주소는 200자 이내로 입력해 주세요.',
  detailRequired: '상세 주소를 입력해 주세요.',
  detailTooLong: '상세 주소는 100자 이내로 입력해 주세요.',
  labelTooLong: '배송지 이름은 20자 이내로 입력해 주세요.',
  notFound: '배송지를 찾을 수 없습니다.',
  tooMany: (max: number) => `배송지는 최대 ${max}개까지 저장할 수 있습니다.`,
} as const;

/** Orders: checkout, payment, cancellation, free refunds, credit. */
const orders = {
  addressMissing: '배송지를 선택하거나 새 배송지를 입력해 주세요.',
  paymentMethodInvalid: '결제 수단을 선택해 주세요. (카드 또는 무통장입금)',
  cartChanged: '장바구니에 없는 상품이 포함되어 있습니다. 장바구니를 새로 고친 뒤 다시 주문해 주세요.',
  lineProblem: (name: string, problem: string) => `${name}: ${problem}. 장바구니에서 확인해 주세요.`,
  brandMinimum: (brand: string, shortfall: number) => `${brand} 브랜드의 최소 주문 금액까지 ${formatWon(shortfall)}이 모자랍니다.`,
  amountMismatch: (expected: number, actual: number) =>
    `결제 금액이 변경되었습니다. 화면의 금액 ${formatWon(expected)}과 실제 결제 금액 ${formatWon(actual)}이 다릅니다. 주문 내용을 다시 확인해 주세요.`,
  creditInsufficient: (balance: number) => `사용할 수 있는 적립금은 ${formatWon(balance)}입니다.`,
  creditInvalid: '적립금은 0원 이상의 정수로 입력해 주세요.',
  idempotencyKeyInvalid: '주문 요청 키(Idempotency-Key)는 8~100자의 영문, 숫자, -, _ 로 보내 주세요.',
  idempotencyKeyReused: '같은 주문 요청 키로 다른 주문을 보낼 수 없습니다. 새로 주문해 주세요.',
  orderNotFound: '주문을 찾을 수 없습니다.',
  itemNotFound: '주문에 없는 상품입니다.',
  notCancellable: '출고된 상품은 취소할 수 없습니다. 배송 완료 후 무료 반품을 신청해 주세요.',
  alreadyCancelled: '이미 취소된 상품입니다.',
  unpaidWholeOnly: '결제 전 주문은 전체 취소만 할 수 있습니다.',
  cancelBreaksMinimum: (brand: string) =>
    `일부 취소하면 ${brand} 브랜드의 남은 금액이 최소 주문 금액보다 적어집니다. 이 브랜드의 상품을 모두 취소해 주세요.`,
  reasonRequired: '사유를 입력해 주세요.',
  reasonTooLong: '사유는 500자 이내로 입력해 주세요.',
  noteTooLong: '배송 요청사항은 200자 이내로 입력해 주세요.',
  ordererNameTooLong: '주문자 이름은 30자 이내로 입력해 주세요.',
  emailInvalid: '세금계산서를 받을 이메일 주소를 확인해 주세요.',
  statusInvalid: '주문 상태 값이 올바르지 않습니다.',
  periodInvalid: '조회 기간은 YYYY-MM-DD 형식으로 입력해 주세요.',
  notPayable: '결제를 기다리는 카드 주문이 아닙니다.',
  paymentExpired: '결제 기한이 지나 주문이 취소되었습니다. 다시 주문해 주세요.',
  cardInvalid: '카드 번호 16자리를 정확히 입력해 주세요.',
  paymentDeclined: '카드 승인이 거절되었습니다. 다른 카드로 다시 시도해 주세요.',
  paymentIdRequired: '결제 번호(paymentId)를 보내 주세요.',
  paymentNotPaid: '결제가 완료되지 않았습니다.',
  paymentMismatch: '결제된 금액이 주문 금액과 일치하지 않아 주문을 확정할 수 없습니다.',
  paymentTaken: '다른 주문에 사용된 결제입니다.',
  providerFailed: '결제 서비스와 통신하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  webhookInvalid: '웹훅 서명을 확인할 수 없습니다.',
  refundItemsEmpty: '반품할 상품을 선택해 주세요.',
  refundNotDelivered: '배송 완료된 상품만 무료 반품을 신청할 수 있습니다.',
  refundWindowClosed: '배송 완료 후 60일이 지나 무료 반품을 신청할 수 없습니다.',
  refundCountExceeded: (max: number) => `반품을 신청할 수 있는 수량은 최대 ${max}개입니다.`,
  shipmentNotFound: '해당 브랜드의 배송 정보를 찾을 수 없습니다.',
  shipmentState: '현재 배송 상태에서는 변경할 수 없습니다.',
} as const;

/** Names of fields, used in validation messages. */
const fields: Record<string, string> = {
  email: '이메일',
  password: '비밀번호',
  currentPw: '현재 비밀번호',
  futurePw: '변경할 비밀번호',
  futureConfirmPw: '변경할 비밀번호 확인',
  businessName: '상호명',
  registrationNo: '사업자등록번호',
  mobileNo: '휴대폰 번호',
  code: '인증번호',
  smsToken: '휴대폰 인증',
  idProduct: '상품 번호',
  cartInfo: '옵션 정보',
  goodsCount: '수량',
  cartIds: '장바구니 상품',
  checkedIds: '선택한 상품',
  directCart: '바로 구매 여부',
  page: '페이지',
  limit: '페이지당 개수',
  order: '정렬',
  idCategory: '카테고리',
  category: '카테고리',
  brand: '브랜드',
  color: '색상',
  size: '사이즈',
  minPrice: '최소 가격',
  maxPrice: '최대 가격',
  keyword: '검색어',
  id: '번호',
  returnUrl: '돌아갈 주소',
  referralCode: '추천인 코드',
  purpose: '인증 목적',
  idAddress: '배송지',
  address: '주소',
  addressDetail: '상세 주소',
  recipient: '받는 분',
  phone: '연락처',
  postcode: '우편번호',
  label: '배송지 이름',
  isDefault: '기본 배송지 여부',
  paymentMethod: '결제 수단',
  taxInvoice: '세금계산서 신청',
  useCredit: '적립금',
  orderer: '주문자',
  deliveryNote: '배송 요청사항',
  expectedTotal: '결제 예정 금액',
  itemIds: '취소할 상품',
  items: '상품',
  reason: '사유',
  dryRun: '미리 보기 여부',
  cardNumber: '카드 번호',
  paymentId: '결제 번호',
  status: '주문 상태',
  from: '조회 시작일',
  to: '조회 종료일',
  idOrder: '주문 번호',
  idItem: '주문 상품',
  count: '수량',
  pickup: '수거지',
  file: '파일',
  // The brand centre's products (/brands/products).
  name: '상품명',
  description: '상품 설명',
  wholesalePrice: '도매가',
  retailPrice: '소비자가',
  minOrderQty: '최소 주문 수량',
  orderStep: '주문 단위',
  tiers: '수량별 단가',
  minQty: '수량',
  price: '단가',
  colors: '색상',
  sizes: '사이즈',
  stocks: '재고',
  stock: '재고',
  previousStock: '이전 재고',
  images: '상품 이미지',
  options: '옵션',
  sort: '정렬',
  target: '이미지 용도',
};

/** The catalogue calls: products, brands, search and favourites. */
const catalog = {
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
} as const;

/** Uploaded files (/attachments). */
const attachments = {
  fileRequired: '올릴 파일을 선택해 주세요.',
  purposeInvalid: '파일 용도를 확인해 주세요.',
  notMultipart: '파일은 multipart/form-data 형식으로 보내 주세요.',
  oneFileOnly: '파일은 한 번에 하나만 올릴 수 있습니다.',
  empty: '빈 파일은 올릴 수 없습니다.',
  tooLarge: (maxMb: number) => `파일 크기는 ${maxMb}MB 이하여야 합니다.`,
  wrongType: (allowed: string) => `${allowed} 파일만 올릴 수 있습니다.`,
  loginRequired: '로그인한 뒤에 파일을 올릴 수 있습니다.',
  brandOnly: '브랜드 회원만 상품 이미지를 올릴 수 있습니다.',
  tooMany: (seconds: number) => `파일을 너무 자주 올렸습니다. ${seconds}초 후에 다시 시도해 주세요.`,
  notFound: '파일을 찾을 수 없습니다.',
  imageUnreadable: '이미지 파일을 읽을 수 없습니다. 다른 파일을 올려 주세요.',
  imageTooLarge: (maxSide: number, maxMegapixels: number) =>
    `이미지가 너무 큽니다. 가로·세로 ${formatCount(maxSide)}픽셀, ${formatCount(maxMegapixels)}메가픽셀 이하로 줄여서 올려 주세요.`,
  widthInvalid: (widths: string) => `이미지 너비는 ${widths} 중 하나로 요청해 주세요.`,
  typeNames: { 'image/jpeg': 'JPG', 'image/png': 'PNG', 'image/webp': 'WEBP', 'application/pdf': 'PDF' },
} as const;

/** The brand centre's orders, refunds and sales (/brands/orders, /brands/refunds, brand_purchase_history). */
const brandOrders = {
  orderNotFound: '주문을 찾을 수 없습니다.',
  alreadyShipped: '이미 발송 처리된 주문입니다.',
  nothingToShip: '발송할 상품이 없습니다. 취소되었거나 결제 전인 주문입니다.',
  notShipped: '발송 처리한 뒤에 배송완료로 바꿀 수 있습니다.',
  alreadyDelivered: '이미 배송완료 처리된 주문입니다.',
  carrierInvalid: '택배사를 목록에서 선택해 주세요.',
  tabInvalid: '주문 상태 값이 올바르지 않습니다.',
  keywordTooLong: '검색어는 50자 이내로 입력해 주세요.',
  periodReversed: '조회 시작일이 종료일보다 늦을 수 없습니다.',
  periodTooLong: '조회 기간은 최대 1년입니다.',
  refundNotFound: '반품 요청을 찾을 수 없습니다.',
  refundDone: '이미 처리된 반품 요청입니다.',
  refundStatusInvalid: '반품 요청 상태 값이 올바르지 않습니다.',
} as const;

export const apiMessages = { ...errors, databaseUnavailable, crossSite, fields, catalog, addresses, orders, attachments, brandOrders } as const;
