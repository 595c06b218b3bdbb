/** /free-refunds: the 60-day free refund policy, the request form and the member's requests. */
import { CARD_REFUND_DAYS } from './refundTiming';

const page = {
  title: '60일 무료 반품',
  description: '도매마켓에서 구매한 상품은 배송 완료일로부터 60일 동안 사유와 관계없이 무료로 반품할 수 있습니다.',
} as const;

/** The policy as the shop publishes it, one titled block each. */
const policy = [
  {
    id: 'covered',
    heading: '무료 반품 대상',
    paragraphs: [
      '도매마켓에서 결제한 모든 상품은 배송 완료일로부터 60일 안에 사유와 관계없이 무료로 반품할 수 있습니다. 단순 변심이나 매장에서 팔리지 않은 재고도 반품할 수 있습니다.',
      '반품은 상품 단위로, 받으신 수량 안에서 원하는 수량만큼 신청할 수 있습니다. 이미 취소했거나 반품을 신청한 수량은 제외됩니다.',
      '반품 배송비(수거비)는 도매마켓이 부담합니다. 주문할 때 낸 배송비는 돌려드리지 않습니다.',
    ],
  },
  {
    id: 'days',
    heading: '60일을 세는 방법',
    paragraphs: [
      '기간은 한국 시간 기준으로, 배송 완료일 다음 날을 1일째로 셉니다(민법 제157조, 초일 불산입). 60일째 되는 날 밤 11시 59분 59초까지 신청하면 무료 반품이 접수되고, 61일째부터는 신청할 수 없습니다.',
      '예를 들어 11월 1일에 배송이 완료된 상품은 12월 31일 23:59:59까지 신청할 수 있습니다. 주문 상세 화면의 D-day 표시로 남은 기간을 확인할 수 있습니다.',
      '한 주문의 상품이 브랜드별로 따로 배송되면, 상품마다 그 브랜드의 배송 완료일부터 기간을 셉니다.',
    ],
  },
  {
    id: 'pickup',
    heading: '수거 방법',
    paragraphs: [
      '신청할 때 수거지를 고르면(저장된 배송지 또는 주문 배송지) 영업일 기준 2~3일 안에 택배 기사가 방문해 상품을 가져갑니다. 운송장은 따로 준비하지 않으셔도 됩니다.',
      '받으신 상태 그대로, 가능하면 받은 상자에 담아 주세요. 여러 상품은 한 상자에 함께 담아도 됩니다.',
    ],
  },
  {
    id: 'timing',
    heading: '환불 시점',
    paragraphs: [
      '반품 상품이 브랜드에 도착해 수량을 확인하면 환불이 완료되고, 신청 내역의 상태가 환불완료로 바뀝니다. 보통 수거 후 3영업일 안에 처리됩니다.',
      `환불은 결제하신 방법 그대로 돌려드립니다. 카드 결제는 승인이 취소되며 카드사 사정에 따라 ${CARD_REFUND_DAYS}이 걸릴 수 있습니다. 무통장입금은 입금하신 계좌로 보내 드리고, 적립금으로 결제한 부분은 적립금으로 바로 돌려드립니다.`,
      '환불 금액은 반품한 수량에 주문할 때 적용된 단가(수량 할인 포함)를 곱한 금액입니다.',
    ],
  },
  {
    id: 'excluded',
    heading: '무료 반품이 되지 않는 경우',
    paragraphs: [
      '배송 완료 후 60일이 지난 상품, 아직 배송이 완료되지 않은 상품(출고 전에는 주문 취소를 이용해 주세요).',
      '사용하거나 세탁한 상품, 라벨·택을 떼었거나 상품 가치가 크게 떨어질 만큼 훼손된 상품, 매장 진열 중 오염된 상품.',
      '포장을 연 식품, 화장품처럼 다시 판매할 수 없는 상품, 주문에 맞춰 따로 만든 주문 제작 상품.',
      '도착한 상품이 위 경우에 해당하면 반품이 반려되고, 상품은 수거지로 다시 보내 드립니다.',
    ],
  },
] as const;

const request = {
  heading: '무료 반품 신청',
  jump: '반품 신청하러 가기',
  anonymous: '무료 반품은 로그인한 소매점 회원이 신청할 수 있습니다.',
  login: '로그인하고 신청하기',
  notRetailer: '무료 반품 신청은 소매점 회원만 할 수 있습니다.',
  empty: '지금 반품을 신청할 수 있는 상품이 없습니다. 배송 완료 후 60일 안의 상품만 신청할 수 있습니다.',
  order: '주문 선택',
  orderTitle: (first: string, more: number) => (more > 0 ? `${first} 외 ${more}건` : first),
  orderOption: (idOrder: number, date: string, title: string) => `주문번호 ${idOrder} · ${date} · ${title}`,
  linesLegend: '반품할 상품과 수량',
  quantity: (name: string) => `${name} 반품 수량`,
  maxCount: (count: number) => `최대 ${count}개`,
  /** Days left in the window: 0 is its last day (day 60). */
  daysLeft: (days: number) => (days === 0 ? 'D-Day' : `D-${days}`),
  reasonLegend: '반품 사유',
  reasons: {
    unsold: '판매 부진(재고 정리)',
    changedMind: '단순 변심',
    defect: '상품 불량·파손',
    wrongItem: '주문과 다른 상품 도착',
    other: '기타',
  },
  reasonDetail: '상세 사유',
  reasonDetailHint: '기타를 선택하면 꼭 적어 주세요. (450자 이내)',
  pickupLegend: '수거지',
  pickupOrder: '주문 배송지',
  pickupDefault: '기본',
  submit: '무료 반품 신청',
  submitting: '신청하는 중…',
  refundEstimate: (amount: string) => `예상 환불 금액 ${amount}`,
  confirm: (amount: string) => `예상 환불 금액 ${amount}으로 무료 반품을 신청할까요?`,
  done: (idOrder: number) => `주문번호 ${idOrder}의 무료 반품 신청이 접수되었습니다. 2~3영업일 안에 수거해 갑니다.`,
  errors: {
    noLines: '반품할 상품을 선택해 주세요.',
    count: (max: number) => `1개부터 ${max}개까지 입력해 주세요.`,
    noReason: '반품 사유를 선택해 주세요.',
    noDetail: '상세 사유를 적어 주세요.',
    failed: '신청하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
} as const;

const requests = {
  heading: '반품 신청 내역',
  empty: '아직 신청한 무료 반품이 없습니다.',
  status: { requested: '수거·확인 중', refunded: '환불완료', rejected: '반려' },
  requestedAt: (date: string) => `${date} 신청`,
  order: (idOrder: number) => `주문번호 ${idOrder}`,
  line: (name: string, count: number) => `${name} ${count}개`,
  refundAmount: '환불 금액',
  pickup: '수거지',
  reason: '사유',
  loadFailed: '반품 신청 내역을 불러오지 못했습니다.',
} as const;

export const freeRefundMessages = { page, policy, request, requests } as const;
