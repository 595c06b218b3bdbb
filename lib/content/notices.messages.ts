/**
 * 공지사항: the operator's notices, published with the site (reviewed like any
 * change; docs/DECISIONS.md, "FAQ and notices"). Newest first by date; an id
 * is never reused. A paragraph may end with a link to the page it is about.
 */

export type NoticeCategory = '공지' | '이벤트' | '배송';

export interface NoticeParagraph {
  text: string;
  link?: { label: string; href: string };
}

export interface Notice {
  id: number;
  /** YYYY-MM-DD, Korea time. */
  date: string;
  category: NoticeCategory;
  title: string;
  body: readonly NoticeParagraph[];
}

const notices: readonly Notice[] = [
  {
    id: 9,
    date: '2026-11-20',
    category: '배송',
    title: '연말 물량 증가에 따른 출고 안내',
    body: [
      { text: '12월에는 연말 선물과 시즌 상품 주문이 몰려 일부 브랜드의 출고가 평소보다 1~2일 늦어질 수 있습니다.' },
      { text: '크리스마스 상품은 12월 15일까지 주문하시면 대부분 브랜드가 12월 20일 전에 출고합니다. 출고되면 주문 상세에서 송장번호를 바로 확인하실 수 있습니다.', link: { label: '크리스마스 상품 보기', href: '/shop?idCategory=15&page=1&page_type=category' } },
      { text: '연말에 주문한 상품도 배송 완료일로부터 60일 동안 무료로 반품할 수 있으니, 넉넉하게 준비해 보세요.' },
    ],
  },
  {
    id: 8,
    date: '2026-10-15',
    category: '공지',
    title: '로그인 상태 유지와 카카오 로그인 안내',
    body: [
      { text: '로그인 화면에 "로그인 상태 유지"가 생겼습니다. 선택하면 30일 동안 로그인이 유지되고, 선택하지 않으면 브라우저를 닫을 때 로그아웃됩니다. 매장에서 여러 사람이 쓰는 컴퓨터에서는 선택하지 마세요.' },
      { text: '카카오 로그인을 제공하는 경우, 카카오에서 인증한 이메일이 회원 이메일과 같으면 기존 계정에 바로 연결됩니다. 처음 가입하는 매장은 사업자 정보와 휴대폰 인증을 거쳐 가입합니다.' },
    ],
  },
  {
    id: 7,
    date: '2026-09-01',
    category: '이벤트',
    title: '친구 초대하고 적립금 50,000원 받기',
    body: [
      { text: '아는 사장님께 도매마켓을 소개해 주세요. 내 초대 링크로 가입한 매장의 첫 주문이 배송 완료되면 50,000원이 적립됩니다.' },
      { text: '초대한 매장 한 곳마다 한 번 적립되며, 초대 인원에는 제한이 없습니다. 적립금은 기간 제한 없이 주문 결제에 쓸 수 있습니다.', link: { label: '내 초대 링크 보기', href: '/page/account/referral' } },
    ],
  },
  {
    id: 6,
    date: '2026-05-12',
    category: '공지',
    title: '결제 수단과 세금계산서 발행 안내',
    body: [
      { text: '도매마켓에서는 신용·체크카드와 무통장입금으로 결제할 수 있습니다. 카드 주문은 30분 안에 결제를 마쳐야 하며, 무통장입금은 주문한 날의 3일 뒤 23시 59분까지 입금해 주셔야 합니다. 기한이 지나면 주문이 자동으로 취소됩니다.' },
      { text: '세금계산서는 주문서에서 신청하면 회원가입 때 등록한 상호와 사업자등록번호로 발행되며, 받을 이메일을 주문할 때 바꿀 수 있습니다.' },
    ],
  },
  {
    id: 5,
    date: '2026-04-24',
    category: '공지',
    title: '이용약관과 개인정보처리방침 시행 안내',
    body: [
      { text: '2026년 5월 1일부터 도매마켓 이용약관과 개인정보처리방침이 시행됩니다. 사업자 인증, 주문과 결제, 취소, 60일 무료 반품, 브랜드의 역할과 분쟁 처리에 관한 내용을 담았습니다.', link: { label: '이용약관 보기', href: '/terms' } },
      { text: '개인정보처리방침에는 수집하는 항목(이메일, 상호, 사업자등록번호, 휴대폰 번호, 배송지, 주문 내역, 사업자등록증 사본)과 이용 목적, 보관 기간, 제3자 제공을 밝혔습니다.', link: { label: '개인정보처리방침 보기', href: '/privacy' } },
    ],
  },
  {
    id: 4,
    date: '2026-04-01',
    category: '공지',
    title: '신규 입점 브랜드 모집',
    body: [
      { text: '전국의 소매점에 상품을 선보일 브랜드를 모집합니다. 입점비와 월 이용료 없이, 판매된 상품에 대해서만 수수료를 받습니다.' },
      { text: '입점 신청서와 카탈로그를 보내 주시면 영업일 기준 2~3일 안에 검토해 연락드립니다.', link: { label: '입점 신청하기', href: '/page/apply' } },
    ],
  },
  {
    id: 3,
    date: '2026-02-09',
    category: '배송',
    title: '설 연휴 배송 안내',
    body: [
      { text: '설 연휴(2월 16일 ~ 2월 18일) 동안에는 택배사 휴무로 출고와 배송이 멈춥니다. 2월 12일(목) 오후 주문부터는 2월 19일(목)부터 차례로 출고됩니다.' },
      { text: '연휴 기간에 배송이 완료되지 못해도 60일 무료 반품 기간은 실제 배송 완료일부터 계산되니 안심하세요. 고객센터는 2월 19일부터 정상 운영합니다.' },
    ],
  },
  {
    id: 2,
    date: '2026-01-15',
    category: '공지',
    title: '사업자 인증 후 도매가 확인 및 주문 가능',
    body: [
      { text: '도매마켓은 사업자에게만 도매가로 판매합니다. 회원가입 후 사업자 인증 화면에서 사업자등록증(JPG, PNG, WEBP, PDF, 10MB 이하)을 올려 주세요.' },
      { text: '심사는 영업일 기준 보통 1~2일 걸리고, 승인되면 다음 화면부터 모든 상품의 도매가가 보입니다. 반려되면 사유를 확인하고 다시 신청하실 수 있습니다.', link: { label: '사업자 인증하기', href: '/page/apply' } },
    ],
  },
  {
    id: 1,
    date: '2026-01-05',
    category: '공지',
    title: '배송 완료 후 60일 이내 무료 반품',
    body: [
      { text: '도매마켓에서 산 상품은 배송 완료일로부터 60일 동안 사유와 관계없이 무료로 반품할 수 있습니다. 매장에서 팔리지 않은 재고도 반품할 수 있고, 수거비는 도매마켓이 부담합니다.' },
      { text: '반품을 신청하면 영업일 기준 2~3일 안에 택배 기사가 방문해 가져가며, 브랜드가 상품을 확인하면 결제한 단가 기준으로 환불됩니다.', link: { label: '무료 반품 안내 보기', href: '/free-refunds' } },
    ],
  },
];

export const noticeMessages = {
  title: '공지사항',
  description: '도매마켓의 서비스, 배송, 이벤트 소식을 알려 드립니다.',
  list: notices,
  listLabel: '공지 목록',
  back: '목록으로',
  previous: '이전 글',
  next: '다음 글',
  posted: (date: string) => `${date.replaceAll('-', '.')} 게시`,
} as const;

/** One notice by id, with its newer and older neighbours in the list. */
export function findNotice(id: number): { notice: Notice; newer: Notice | null; older: Notice | null } | null {
  const index = notices.findIndex((notice) => notice.id === id);
  if (index < 0) return null;
  return { notice: notices[index], newer: notices[index - 1] ?? null, older: notices[index + 1] ?? null };
}
