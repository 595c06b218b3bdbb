/** The cart and its wholesale rules (minimum order quantity, stock, brand minimum order amount). */
import { formatCount, formatWon } from '@/lib/format';

const base = {
  cart: {
    /** 403 on cart writes and the purchase check. */
    brandCannotBuy: '브랜드 회원은 상품을 구매할 수 없습니다.',
    notCertified: '사업자 인증이 완료된 회원만 상품을 담고 구매할 수 있습니다.',
    productNotFound: '상품을 찾을 수 없습니다.',
    productUnavailable: '판매가 중지된 상품입니다.',
    itemNotFound: '장바구니에서 해당 상품을 찾을 수 없습니다.',
    colorRequired: '색상을 선택해 주세요.',
    sizeRequired: '사이즈를 선택해 주세요.',
    colorInvalid: (value: string) => `선택할 수 없는 색상입니다: ${value}`,
    sizeInvalid: (value: string) => `선택할 수 없는 사이즈입니다: ${value}`,
    colorNotOffered: '이 상품은 색상을 선택할 수 없습니다.',
    sizeNotOffered: '이 상품은 사이즈를 선택할 수 없습니다.',
    optionUnavailable: '더 이상 판매하지 않는 옵션입니다. 장바구니에서 삭제해 주세요.',
    belowMinOrderQty: (min: number) => `이 상품은 옵션별로 최소 ${min}개 이상 주문해야 합니다.`,
    /** 400 ORDER_STEP: counts go up from the minimum in steps of `step` units. */
    orderStep: (min: number, step: number) =>
      `이 상품은 최소 ${min}개부터 ${step}개 단위로 주문할 수 있습니다. (예: ${min}개, ${min + step}개, ${min + step * 2}개)`,
    /** 409 OUT_OF_STOCK for one colour/size option. */
    optionOutOfStock: (option: string, remaining: number) =>
      remaining > 0
        ? `${option} 옵션의 재고가 부족합니다. 지금 주문할 수 있는 수량은 ${remaining}개입니다.`
        : `${option} 옵션은 재고가 부족하여 더 담을 수 없습니다.`,
    /** A rule's message for one option of a request: "빨강 / M: …". */
    forOption: (option: string, message: string) => `${option}: ${message}`,
    /** How an option is named in messages: "빨강 / M". */
    optionLabel: (color: string, size: string) => [color, size].filter(Boolean).join(' / '),
    outOfStock: (remaining: number) =>
      remaining > 0
        ? `재고가 부족합니다. 지금 주문할 수 있는 수량은 ${remaining}개입니다.`
        : '재고가 부족하여 더 담을 수 없습니다.',
    /** Input checks (zod). */
    goodsCountMin: '수량은 1개 이상이어야 합니다.',
    goodsCountMax: (max: number) => `수량은 최대 ${formatCount(max)}개까지 입력할 수 있습니다.`,
    goodsCountInteger: '수량은 정수로 입력해 주세요.',
    cartInfoEmpty: '담을 옵션을 선택해 주세요.',
    cartInfoTooMany: (max: number) => `한 번에 최대 ${max}개 옵션까지 담을 수 있습니다.`,
    cartIdsEmpty: '삭제할 상품을 선택해 주세요.',
    cartIdsTooMany: (max: number) => `한 번에 최대 ${max}개 상품까지 삭제할 수 있습니다.`,
    checkedIdsInvalid: '선택한 상품 목록(checkedIds)은 상품 번호의 JSON 배열이어야 합니다. 예: [1,2,3]',
    checkedIdsEmpty: '주문할 상품을 선택해 주세요.',
    checkedIdsTooMany: (max: number) => `한 번에 최대 ${max}개 상품까지 주문할 수 있습니다.`,
    /** Short labels of the cart line problems (CartProblem codes), for badges. */
    problems: {
      PRODUCT_UNAVAILABLE: '판매 중지',
      OPTION_UNAVAILABLE: '판매 종료된 옵션',
      OUT_OF_STOCK: '재고 부족',
      BELOW_MIN_ORDER_QTY: '최소 주문 수량 미달',
      ORDER_STEP: '주문 단위 불일치',
      BRAND_MINIMUM_NOT_MET: '브랜드 최소 주문 금액 미달',
      NOT_IN_CART: '장바구니에 없는 상품',
    },
    /** "Add ₩N more to order from this brand". */
    shortfall: (amount: number) => `${formatWon(amount)} 더 담으면 주문할 수 있어요.`,
  },
} as const;

/** The cart page (/cart). */
const cart = {
  title: '장바구니',
  description: '브랜드별로 담은 상품과 최소 주문 금액을 확인하고 주문하세요.',
  lead: (lines: number) => `담은 상품 ${lines}개`,
  empty: '장바구니에 담은 상품이 없습니다.',
  browse: '상품 둘러보기',
  selectAll: '전체 선택',
  selectedCount: (selected: number, total: number) => `${selected}/${total}`,
  selectBrand: (brand: string) => `${brand} 상품 모두 선택`,
  selectLine: (name: string) => `${name} 선택`,
  deleteSelected: '선택 삭제',
  deleteLine: '삭제',
  deleteLineLabel: (name: string) => `${name} 삭제`,
  confirmDeleteOne: (name: string) => `${name}을(를) 장바구니에서 삭제할까요?`,
  confirmDeleteSelected: (count: number) => `선택한 상품 ${count}개를 장바구니에서 삭제할까요?`,
  nothingSelected: '상품을 선택해 주세요.',
  deleted: (count: number) => `${count}개 상품을 삭제했습니다.`,
  quantityLabel: (name: string) => `${name} 수량`,
  quantitySaved: (name: string, count: number) => `${name} 수량을 ${count}개로 바꿨습니다.`,
  option: (label: string) => `옵션: ${label}`,
  unitPrice: '개당',
  tierSaving: (amount: number) => `수량 할인 ${formatWon(amount)} 절약`,
  flashSale: '플래시 세일',
  minimumOrder: (amount: number) => `최소 주문 금액 ${formatWon(amount)}`,
  minimumMet: '최소 주문 금액을 채웠어요.',
  deliveryFee: '배송비',
  freeDelivery: '무료',
  freeDeliveryFrom: (threshold: number) => `${formatWon(threshold)} 이상 무료 배송`,
  freeDeliveryRemaining: (amount: number) => `${formatWon(amount)} 더 담으면 무료 배송`,
  brandSubtotal: '상품 금액',
  summary: '결제 예정 금액',
  goodsAmount: '선택 상품 금액',
  /** The same, when a quantity discount follows it: the lines at their base prices. */
  goodsAmountBeforeDiscount: '선택 상품 금액(할인 전)',
  tierSavings: '수량 할인',
  totalDelivery: '배송비 합계',
  total: '합계',
  order: (count: number) => `${count}개 상품 주문하기`,
  orderNone: '주문할 상품을 선택하세요',
  checking: '주문 가능 여부를 확인하고 있습니다…',
  blocked: '주문할 수 없는 상품이 있습니다. 상품 아래 안내를 확인해 주세요.',
  /** Why a line cannot be ordered, said next to it (CartProblem codes). */
  blockers: {
    PRODUCT_UNAVAILABLE: '판매가 중지된 상품입니다. 삭제한 뒤 주문해 주세요.',
    OPTION_UNAVAILABLE: '더 이상 판매하지 않는 옵션입니다. 삭제한 뒤 주문해 주세요.',
    OUT_OF_STOCK: (stock: number) =>
      stock > 0 ? `재고가 부족합니다. 지금 주문할 수 있는 수량은 최대 ${stock}개입니다.` : '품절된 상품입니다. 삭제한 뒤 주문해 주세요.',
    BELOW_MIN_ORDER_QTY: (min: number) => `최소 주문 수량은 ${min}개입니다. 수량을 늘려 주세요.`,
    ORDER_STEP: (min: number, step: number) => `${min}개부터 ${step}개 단위로 주문할 수 있습니다. 수량을 바꿔 주세요.`,
    BRAND_MINIMUM_NOT_MET: (shortfall: number) => `이 브랜드의 최소 주문 금액까지 ${formatWon(shortfall)}이 모자랍니다.`,
    NOT_IN_CART: '장바구니에서 사라진 상품입니다. 새로 고침해 주세요.',
  },
  shortBrands: '최소 주문 금액에 못 미치는 브랜드가 있어요. 브랜드별 안내를 확인해 주세요.',
  failed: '장바구니를 변경하지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

export const cartMessages = { ...base.cart, page: cart } as const;
