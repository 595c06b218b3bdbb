/** Checkout, orders and cancellation. */
import { orderStatusMessages } from './orderStatus.messages';
import { CARD_REFUND_DAYS } from './refundTiming';
import { formatWon } from '@/lib/format';


const payment = { title: '주문/결제', description: '배송지와 결제 수단을 선택해 주문을 완료하세요.' } as const;

const orderComplete = { title: '주문 완료', description: '주문이 접수되었습니다. 주문 내역은 MY 페이지에서 확인할 수 있습니다.' } as const;

const orderDetail = {
  title: '주문 상세',
  description: '주문한 상품과 배송, 결제 정보를 확인하세요.',
  heading: (idOrder: number) => `주문번호 ${idOrder}`,
  orderedAt: (date: string) => `${date} 주문`,
  linesHeading: '주문 상품',
  brandGroup: (brand: string) => `${brand} 상품`,
  shipping: (carrier: string, trackingNo: string) => `${carrier} 운송장 ${trackingNo}`,
  trackParcel: '배송 조회',
  shippedAt: (date: string) => `${date} 출고`,
  deliveredAt: (date: string) => `${date} 배송 완료`,
  deliveryFee: '배송비',
  freeDelivery: '무료',
  options: (color: string, size: string) => [color, size].filter(Boolean).join(' / '),
  unitPrice: (price: string, count: number) => `${price} × ${count}개`,
  lineCounts: {
    cancelled: (count: number) => `취소 ${count}개`,
    refundRequested: (count: number) => `반품 요청 ${count}개`,
    refunded: (count: number) => `환불 ${count}개`,
  },
  historyHeading: '주문 진행 내역',
  addressHeading: '배송지',
  recipient: '받는 분',
  phone: '연락처',
  address: '주소',
  deliveryNote: '배송 요청사항',
  orderer: '주문자',
  paymentHeading: '결제 정보',
  method: '결제 수단',
  methods: { card: '신용카드', bank_transfer: '무통장입금' },
  goodsAmount: '상품 금액',
  creditUsed: '적립금 사용',
  totalAmount: '결제 금액',
  cancelledAmount: '취소·반품 금액',
  refundedAmount: '환불된 금액',
  creditReturned: '돌려받은 적립금',
  neverCharged: '결제 전 취소',
  netPaid: '최종 결제 금액',
  chargedGroup: '결제 금액 계산',
  returnedGroup: '취소·반품 내역',
  netGroup: '환불 후 결제 금액',
  paidAt: '결제 일시',
  cardWaiting: (due: string) => `카드 결제 대기 중 (${due}까지 결제하지 않으면 자동 취소)`,
  depositAccount: '입금 계좌',
  depositAmount: '입금할 금액',
  depositDeadline: '입금 기한',
  depositWarning: '입금 기한이 지나면 주문이 자동으로 취소됩니다.',
  paymentRecords: '결제·환불 기록',
  paymentKinds: { payment: '결제', refund: '환불' },
  taxInvoiceHeading: '세금계산서',
  taxInvoiceRequested: '발행 요청',
  taxInvoiceNone: '요청하지 않음',
  taxInvoiceBusiness: '상호명',
  taxInvoiceRegistrationNo: '사업자등록번호',
  taxInvoiceEmail: '받을 이메일',
  /** Days left in the free-refund window: 0 is its last day. */
  refundDaysLeft: (days: number) => (days === 0 ? 'D-Day' : `D-${days}`),
  refundUntil: (date: string) => `${date}까지 무료 반품 가능`,
  refundableCount: (count: number) => `반품 가능 ${count}개`,
  refundClosed: '무료 반품 기간이 끝났습니다.',
  refundLink: '무료 반품 신청',
  cancelLink: '주문 취소',
  reorder: '다시 담기',
  reordering: '장바구니에 담는 중…',
  reorderPartial: '일부 상품은 장바구니에 담지 못했습니다.',
  reorderNone: '장바구니에 담을 수 있는 상품이 없습니다.',
  reorderLine: (name: string, reason: string) => `${name}: ${reason}`,
  reorderFailed: '장바구니에 담지 못했습니다. 잠시 후 다시 시도해 주세요.',
  toCart: '장바구니로 가기',
  cancelledNotice: '주문 취소가 완료되었습니다.',
  cancelledRefund: `카드 결제 금액은 카드사 사정에 따라 ${CARD_REFUND_DAYS} 안에 환불됩니다. 사용한 적립금은 바로 돌아갑니다.`,
  backToList: '주문 목록',
} as const;

const cancel = {
  title: '주문 취소 신청',
  description: '출고 전인 주문은 취소를 신청할 수 있습니다.',
  orderSummary: (idOrder: number, date: string) => `주문번호 ${idOrder} · ${date} 주문`,
  scopeLegend: '취소 범위',
  scopeAll: '주문 전체 취소',
  scopeSome: '일부 상품만 취소',
  unpaidWholeOnly: '결제 전 주문은 주문 전체만 취소할 수 있습니다.',
  linesLegend: '취소할 상품',
  lineLocked: (status: string) => `${status} 상태라 취소할 수 없습니다.`,
  minimumRule: '상품을 일부만 취소해 브랜드의 남은 금액이 최소 주문 금액보다 적어지면, 그 브랜드 상품은 모두 함께 취소해야 합니다.',
  selectWholeBrand: '해당 브랜드 상품 모두 선택',
  reasonLegend: '취소 사유',
  reasons: {
    changedMind: '단순 변심',
    wrongOrder: '주문 실수(상품·수량 변경)',
    reorder: '다른 조건으로 다시 주문',
    slowDelivery: '출고 지연',
    other: '기타',
  },
  reasonDetail: '상세 사유',
  reasonDetailHint: '기타를 선택하면 꼭 적어 주세요. (500자 이내)',
  errors: {
    noLines: '취소할 상품을 선택해 주세요.',
    noReason: '취소 사유를 선택해 주세요.',
    noDetail: '상세 사유를 적어 주세요.',
    failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  preview: '환불 금액 확인',
  previewing: '계산 중…',
  previewHeading: '취소 예상 금액',
  previewStale: '선택을 바꾸셨습니다. 환불 금액을 다시 확인해 주세요.',
  cancelledAmount: '취소 금액(상품·배송비)',
  refundAmount: '환불 금액',
  refundUnpaid: '결제 전 주문이라 환불할 금액이 없습니다.',
  creditReturned: '돌려받을 적립금',
  notCharged: '결제 전이라 청구되지 않는 금액',
  confirm: '취소 확정',
  confirming: '취소하는 중…',
  confirmHint: '취소를 확정하면 되돌릴 수 없습니다.',
  notCancellableHeading: '취소할 수 없는 주문입니다',
  shipped: '이미 출고된 주문은 취소할 수 없습니다. 배송을 받은 뒤 60일 안에 무료 반품을 신청해 주세요.',
  alreadyCancelled: '이미 취소된 주문입니다.',
  closed: '취소할 수 있는 상품이 없습니다.',
  toDetail: '주문 상세로 돌아가기',
  toFreeRefunds: '무료 반품 안내 보기',
} as const;

/** 결제 이어하기 on an order's detail and completion pages (/payment's list: checkout.messages.ts). */
const resume = {
  heading: '결제 이어하기',
  lead: (amount: number, due: string) => `${formatWon(amount)}을 ${due}까지 결제하면 주문이 확정됩니다. 기한이 지나면 주문이 자동으로 취소되고 재고가 풀립니다.`,
} as const;

/** Status history notes written by the server. */
const history = {
  ordered: '주문 접수',
  paid: '결제완료',
  deposited: '입금 확인',
  expired: '결제 기한이 지나 자동 취소',
  cancelled: (reason: string) => `취소: ${reason}`,
  shipped: (carrier: string, trackingNo: string) => `${carrier} ${trackingNo}`,
  delivered: '배송 완료',
  refundRequested: (reason: string) => `무료 반품 요청: ${reason}`,
  refunded: '환불 완료',
} as const;

/** An operator's cancellation on the retailer's behalf (the console): the audit line, and the reason as the order's history shows it. */
const operator = {
  cancelSummary: (idOrder: number, lines: number, refund: string) => `주문번호 ${idOrder} 상품 ${lines}건 취소 (소매점 대신), 환불 ${refund}`,
  /** The reason as the order's history shows it. */
  note: (reason: string) => `고객센터 처리 · ${reason}`,
  refundSummary: (idOrder: number, lines: number, refund: string) => `주문번호 ${idOrder} 상품 ${lines}건 무료 반품 요청 (소매점 대신), 환불 예정 ${refund}`,
} as const;

export const orderMessages = {
  operator,
  pages: { payment, orderComplete, orderDetail, cancel },
  resume,
  /** The status words (lib/orders/orderStatus.messages.ts, which lists and badges import alone). */
  status: orderStatusMessages.status,
  historyStatus: orderStatusMessages.historyStatus,
  history,
  /** The account bank-transfer orders are paid into. */
  bankName: '국민은행',
  bankHolder: '(주)도매마켓',
} as const;
