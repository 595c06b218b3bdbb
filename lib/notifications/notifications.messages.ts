/**
 * The messages the site sends (docs/DECISIONS.md, Notifications), in Korean, each with the order
 * number (or what it is about) and the page to open; the same words go to the in-site list, the
 * e-mail and the 알림톡. `legal`: a notice the member cannot turn off (an order's confirmation,
 * money paid or returned, an account decision, a statement).
 */

export interface MessageText {
  kind: string;
  title: string;
  body: string;
  /** A path of the site. */
  link: string;
  legal: boolean;
}

const order = (id: number) => `/order-detail/${id}`;

export const notificationTemplates = {
  orderPlaced: (id: number, amount: string, deposit: { bank: string; holder: string; deadline: string } | null): MessageText => ({
    kind: 'order_placed',
    title: `주문이 접수되었습니다 (주문번호 ${id})`,
    body: deposit
      ? `결제하실 금액은 ${amount}입니다. ${deposit.deadline}까지 ${deposit.bank}(예금주 ${deposit.holder})로 입금해 주세요. 기한이 지나면 주문이 자동으로 취소됩니다.`
      : `주문 금액 ${amount}의 주문이 접수되었습니다. 결제가 확인되면 브랜드가 상품을 준비합니다.`,
    link: order(id),
    legal: true,
  }),
  depositReminder: (id: number, amount: string, deadline: string): MessageText => ({
    kind: 'deposit_reminder',
    title: `입금 기한이 내일입니다 (주문번호 ${id})`,
    body: `${amount}을(를) ${deadline}까지 입금해 주세요. 기한이 지나면 주문이 자동으로 취소됩니다.`,
    link: order(id),
    legal: false,
  }),
  paymentConfirmed: (id: number, amount: string): MessageText => ({
    kind: 'payment_confirmed',
    title: `결제가 확인되었습니다 (주문번호 ${id})`,
    body: `${amount} 결제가 확인되어 브랜드가 상품을 준비합니다. 출고되면 송장번호를 알려 드립니다.`,
    link: order(id),
    legal: true,
  }),
  brandNewOrder: (id: number, lines: string, amount: string): MessageText => ({
    kind: 'brand_new_order',
    title: `새 주문이 들어왔습니다 (주문번호 ${id})`,
    body: `${lines} · 상품 금액 ${amount}. 브랜드 센터에서 발송 처리해 주세요.`,
    link: `/brand-center/orders/${id}`,
    legal: false,
  }),
  shipped: (id: number, brand: string, carrier: string, trackingNo: string, trackingUrl: string | null): MessageText => ({
    kind: 'shipped',
    title: `상품이 출고되었습니다 (주문번호 ${id})`,
    body: `${brand}의 상품이 ${carrier}(운송장 ${trackingNo})로 출고되었습니다.${trackingUrl ? ` 배송 조회: ${trackingUrl}` : ''}`,
    link: order(id),
    legal: false,
  }),
  delivered: (id: number, brand: string, refundUntil: string): MessageText => ({
    kind: 'delivered',
    title: `배송이 완료되었습니다 (주문번호 ${id})`,
    body: `${brand}의 상품이 배송 완료되었습니다. ${refundUntil}까지 무료로 반품할 수 있습니다.`,
    link: order(id),
    legal: false,
  }),
  refundRequested: (id: number, requestId: number, amount: string): MessageText => ({
    kind: 'refund_requested',
    title: `반품 요청이 들어왔습니다 (주문번호 ${id})`,
    body: `반품 요청 ${requestId}: ${amount}. 상품이 도착하면 브랜드 센터에서 회수 확인·환불 승인을 눌러 주세요.`,
    link: '/brand-center/refunds',
    legal: false,
  }),
  refundCompleted: (id: number, amount: string): MessageText => ({
    kind: 'refund_completed',
    title: `반품 환불이 완료되었습니다 (주문번호 ${id})`,
    body: `반품하신 상품의 ${amount}이(가) 결제하신 방법으로 환불되었습니다.`,
    link: order(id),
    legal: true,
  }),
  certificationApproved: (): MessageText => ({
    kind: 'application_approved',
    title: '사업자 인증이 승인되었습니다',
    body: '이제 모든 상품의 도매가를 보고 주문할 수 있습니다.',
    link: '/shop',
    legal: true,
  }),
  brandApproved: (brand: string, email: string): MessageText => ({
    kind: 'application_approved',
    title: `${brand} 입점이 승인되었습니다`,
    body: `브랜드 센터 로그인 이메일은 ${email}입니다. 로그인 화면의 비밀번호 찾기에서 신청서의 휴대폰 번호로 인증하고 비밀번호를 정한 뒤, 상품을 등록해 주세요.`,
    link: '/register/password',
    legal: true,
  }),
  applicationRejected: (certification: boolean, reason: string): MessageText => ({
    kind: 'application_rejected',
    title: certification ? '사업자 인증이 반려되었습니다' : '브랜드 입점 신청이 반려되었습니다',
    body: `반려 사유: ${reason} 사유에 맞게 준비해 다시 신청해 주세요.`,
    link: certification ? '/page/certification' : '/page/apply',
    legal: true,
  }),
  statementReady: (id: number, period: string, payout: string): MessageText => ({
    kind: 'statement_ready',
    title: `정산서가 만들어졌습니다 (${period})`,
    body: `지급 예정 금액은 ${payout}입니다. 정산 내역에서 내역과 엑셀 파일을 확인하세요.`,
    link: `/brand-center/settlements/${id}`,
    legal: true,
  }),
  operatorInvitation: (name: string, role: string, expires: string): MessageText => ({
    kind: 'operator_invitation',
    title: '도매마켓 운영 콘솔에 초대되었습니다',
    body: `${name} 님, ${role}(으)로 초대되었습니다. ${expires}까지 아래 링크에서 비밀번호와 2단계 인증을 등록해 주세요.`,
    link: '',
    legal: true,
  }),
} as const;

/** The in-site list (/notifications) and the settings. */
export const notificationMessages = {
  title: '알림',
  description: '주문, 배송, 반품, 정산 소식을 모아 보여 드립니다.',
  empty: '아직 받은 알림이 없습니다.',
  unread: '읽지 않음',
  unreadCount: (count: number) => `읽지 않은 알림 ${count}개`,
  open: '자세히 보기',
  readAll: '모두 읽음으로 표시',
  settings: '알림 받는 방법',
  settingsLead: '주문 확인, 결제·환불, 계정 심사 결과, 정산서는 꼭 알려 드려야 하는 안내라 항상 보내 드립니다.',
  email: '이메일로 받기',
  alimtalk: '카카오 알림톡으로 받기 (휴대폰 번호로)',
  save: '저장',
  saved: '알림 설정을 저장했습니다.',
  console: {
    lead: '다섯 번 보내지 못한 메일과 알림톡입니다. 원인(주소, 메일 서버)을 확인한 뒤 다시 보내기를 누르면 곧바로 다시 보냅니다.',
    columns: { id: '번호', channel: '채널', recipient: '받는 사람', subject: '제목', error: '마지막 오류', action: '처리' },
    channels: { email: '이메일', alimtalk: '알림톡' } as Record<string, string>,
    empty: '보내지 못한 메시지가 없습니다.',
    retry: '다시 보내기',
    retryLabel: (id: number) => `메시지 ${id} 다시 보내기`,
    retried: (id: number) => `메시지 ${id}을(를) 다시 보낼 차례에 넣었습니다.`,
  },
  mailFooter: (site: string) => `이 메일은 ${site}에서 보냈습니다. 받는 방법은 알림 설정에서 바꿀 수 있습니다.`,
} as const;
