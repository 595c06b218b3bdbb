/** The brand centre's orders, refunds and sales pages (docs/DECISIONS.md, Brand centre). */
import type { TrackingProblem } from '@/lib/brandCenter/brandOrders.contract';
import { formatCount, formatWon } from '@/lib/format';

/** Tracking numbers, checked as typed and again by the server. */
const tracking = {
  carrierRequired: '택배사를 선택해 주세요.',
  problem: (problem: TrackingProblem, carrier: string, lengths: readonly number[] | null): string => {
    if (problem === 'required') return '운송장 번호를 입력해 주세요.';
    if (problem === 'digits') return '운송장 번호는 숫자만 입력해 주세요.';
    if (problem === 'length') return '운송장 번호는 9~14자리 숫자입니다.';
    return `${carrier} 운송장 번호는 ${(lengths ?? []).join(' 또는 ')}자리 숫자입니다.`;
  },
} as const;

const orders = {
  description: '들어온 주문을 확인하고 발송·배송완료를 처리합니다.',
  tabs: { preparing: '신규(상품준비중)', shipping: '배송중', delivered: '배송완료', all: '전체' },
  tabsLabel: '주문 상태',
  searchLabel: '주문 검색',
  keywordLabel: '검색어',
  keywordPlaceholder: '주문번호, 거래처, 상품명',
  search: '검색',
  unpaidNote: '결제(입금)가 확인된 주문만 보입니다. 무통장입금은 마켓이 입금을 확인하면 신규 주문으로 들어옵니다.',
  empty: { preparing: '발송을 기다리는 주문이 없습니다.', shipping: '배송중인 주문이 없습니다.', delivered: '배송완료된 주문이 없습니다.', all: '주문이 없습니다.' },
  emptySearch: '조건에 맞는 주문이 없습니다.',
  columns: { order: '주문', items: '상품', amount: '금액', status: '상태·배송', action: '처리' },
  orderNo: (id: number) => `주문번호 ${id}`,
  orderedAt: '주문일시',
  retailer: '거래처',
  lineSummary: (color: string, size: string) => [color, size].filter(Boolean).join(' / '),
  lineCount: (count: number, unitPrice: number) => `${formatCount(count)}개 × ${formatWon(unitPrice)}`,
  goods: '상품 금액',
  deliveryFee: '배송비',
  freeDelivery: '무료',
  carrierLine: (carrier: string, trackingNo: string) => `${carrier} ${trackingNo}`,
  shippedAt: '발송',
  deliveredAt: '배송완료',
  detail: '주문 상세',
  detailOf: (id: number) => `주문 ${id} 상세 보기`,
  cancelledLine: '취소',
  returnsOfLine: (asked: number, refunded: number) =>
    [asked > 0 ? `반품요청 ${asked}개` : '', refunded > 0 ? `환불 ${refunded}개` : ''].filter(Boolean).join(' · '),
} as const;

const ship = {
  legend: '발송 처리',
  carrier: '택배사',
  carrierPlaceholder: '택배사 선택',
  trackingNo: '운송장 번호',
  trackingHint: '숫자만 입력 (9~14자리)',
  submit: '발송 처리',
  submitting: '처리 중…',
  done: (carrier: string, trackingNo: string) => `발송 처리했습니다. (${carrier} ${trackingNo})`,
} as const;

const deliver = {
  button: '배송완료 처리',
  confirm: '배송완료로 바꿀까요? 배송완료일부터 거래처의 60일 무료 반품 기간이 시작됩니다.',
  done: '배송완료로 처리했습니다.',
  hint: '택배사 조회로 배송이 끝난 것을 확인한 뒤 처리해 주세요.',
} as const;

const detail = {
  titleOf: (id: number) => `주문 ${id}`,
  back: '주문 목록으로',
  summary: '주문 정보',
  paymentMethod: '결제 수단',
  paymentMethods: { card: '카드', bank_transfer: '무통장입금' },
  paidAt: '결제 확인',
  status: '상태',
  shipping: '배송지',
  recipient: '받는 분',
  phone: '연락처',
  address: '주소',
  orderer: '주문자',
  ordererPhone: '주문자 연락처',
  deliveryNote: '배송 요청사항',
  noNote: '없음',
  items: '주문 상품',
  amounts: '금액',
  shipment: '배송',
  history: '처리 내역',
  noTracking: '아직 발송하지 않았습니다.',
} as const;

const refunds = {
  description: '거래처의 무료 반품 요청을 확인하고, 회수한 상품을 확인한 뒤 환불을 승인합니다.',
  filters: { requested: '처리 대기', refunded: '환불완료', all: '전체' },
  filtersLabel: '반품 요청 상태',
  status: { requested: '반품요청', refunded: '환불완료', rejected: '반려' },
  policy:
    '반품 상품은 요청일로부터 영업일 기준 2~3일 안에 회수됩니다. 회수한 상품을 확인한 뒤 승인하면 거래처가 결제한 방법으로 환불됩니다. 사용했거나 훼손된 상품, 개봉한 식품·화장품, 주문 제작 상품은 반품 대상이 아닙니다.',
  empty: { requested: '처리를 기다리는 반품 요청이 없습니다.', refunded: '환불을 마친 반품이 없습니다.', all: '반품 요청이 없습니다.' },
  requestNo: (id: number) => `반품 요청 ${id}`,
  order: '주문번호',
  retailer: '거래처',
  requestedAt: '요청일',
  reason: '사유',
  pickup: '회수지',
  amount: '환불 금액',
  accept: '회수 확인·환불 승인',
  acceptLabel: (id: number) => `반품 요청 ${id} 회수 확인·환불 승인`,
  acceptConfirm: (amount: number) => `회수한 상품을 확인하셨나요? 승인하면 ${formatWon(amount)}이 거래처에 바로 환불되며 되돌릴 수 없습니다.`,
  accepted: '환불을 승인했습니다.',
} as const;

const sales = {
  description: '기간 안에 결제된 주문을 거래처별로 모았습니다. 취소·환불된 수량과 금액은 빠집니다.',
  period: '조회 기간',
  from: '시작일',
  to: '종료일',
  apply: '조회',
  presets: { thisMonth: '이번 달', lastMonth: '지난 달', threeMonths: '최근 3개월' },
  presetsLabel: '빠른 기간 선택',
  range: (from: string, to: string) => `${from} ~ ${to}`,
  caption: '거래처별 매출',
  columns: { retailer: '거래처', orders: '주문 수', units: '수량', amount: '매출(상품 금액)', last: '최근 주문일' },
  total: '합계',
  retailers: (count: number) => `거래처 ${formatCount(count)}곳`,
  ordersCount: (count: number) => `${formatCount(count)}건`,
  units: (count: number) => `${formatCount(count)}개`,
  empty: '이 기간에 결제된 주문이 없습니다.',
} as const;

/** Shipping many orders from an Excel file (lib/brandCenter/server/brandShipments.ts). */
const bulk = {
  title: '엑셀로 한 번에 발송',
  lead: '발송할 주문을 엑셀로 받아 택배사와 운송장 번호를 적은 뒤 올려 주세요. 올린 내용을 먼저 보여 드리고, 잘못된 줄이 없을 때만 한 번에 발송 처리합니다.',
  download: '발송할 주문 엑셀 받기',
  upload: '작성한 엑셀 파일',
  check: '내용 확인',
  apply: (count: number) => `${formatCount(count)}건 발송 처리`,
  applied: (count: number) => `${formatCount(count)}건을 발송 처리했습니다.`,
  summary: (ready: number, refused: number) => `발송할 수 있는 줄 ${formatCount(ready)}건, 고칠 줄 ${formatCount(refused)}건`,
  previewLabel: '올린 엑셀의 내용',
  columns: {
    order: '주문번호',
    paidAt: '결제일시',
    recipient: '받는 분',
    phone: '연락처',
    address: '주소',
    items: '상품',
    carrier: '택배사',
    trackingNo: '운송장 번호',
    row: '줄',
    result: '확인 결과',
  },
  ok: '발송 가능',
  notExcel: '엑셀(xlsx) 파일이 아닙니다. 받은 파일에 적어서 올려 주세요.',
  tooMany: (max: number) => `한 번에 ${formatCount(max)}줄까지 올릴 수 있습니다.`,
  notWaiting: '발송을 기다리는 이 브랜드의 주문번호가 아닙니다.',
  twice: '같은 주문이 파일에 두 번 있습니다.',
  refusedRows: (count: number) => `고칠 줄이 ${formatCount(count)}건 있어 아무것도 발송 처리하지 않았습니다.`,
  nothingFilled: '택배사와 운송장 번호를 적은 줄이 없습니다.',
  fileRequired: '엑셀 파일을 골라 주세요.',
} as const;

export const brandOrderMessages = { tracking, orders, ship, deliver, detail, refunds, sales, bulk } as const;
