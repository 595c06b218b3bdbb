/**
 * /page/certification, a retailer's business certification, and /apply and
 * /page/apply, a brand's admission application, with the API's answers to them (POST/GET
 * /applications) and the operator command's Korean lines (scripts/admin.ts).
 */
import { formatCount } from '@/lib/format';

const page = {
  certificationTitle: '사업자 인증',
  certificationDescription: '소매점은 사업자 인증을 마치면 도매가로 주문할 수 있습니다. 사업자등록증을 올려 인증을 신청하세요.',
  brandTitle: '브랜드 입점 신청',
  brandDescription: '도매마켓에 입점해 전국의 소매점에 상품을 판매하세요.',
} as const;

const certification = {
  heading: '사업자 인증',
  /** The section under the page's title: the application (and its review), or the account's standing. */
  applyHeading: '인증 신청',
  statusHeading: '인증 현황',
  why: '도매가 확인과 주문은 사업자 인증을 마친 소매점 회원에게만 열립니다. 사업자등록증을 올려 주시면 운영팀이 확인한 뒤 인증해 드립니다.',
  account: '가입 정보',
  businessName: '상호명',
  registrationNo: '사업자등록번호',
  accountNote: '사업자등록증의 상호와 번호가 가입 정보와 같아야 합니다.',
  fileLabel: '사업자등록증',
  fileHint: 'JPG, PNG, WEBP 이미지나 PDF 파일, 10MB까지 올릴 수 있습니다.',
  choose: '파일 선택',
  replace: '다른 파일로 바꾸기',
  remove: '삭제',
  uploading: '올리는 중…',
  uploaded: (name: string, size: string) => `${name} (${size}) 업로드 완료`,
  fileRequired: '사업자등록증 파일을 올려 주세요.',
  messageLabel: '운영팀에 남길 말 (선택)',
  messageHint: '500자까지 적을 수 있습니다.',
  submit: '인증 신청하기',
  submitting: '신청하는 중…',
  noscript: '파일을 올리려면 브라우저의 자바스크립트를 켜 주세요. 신청 상태는 자바스크립트 없이도 볼 수 있습니다.',
  pendingBadge: '심사 중',
  pendingTitle: '사업자 인증 심사 중입니다',
  submittedAt: '신청일',
  files: '제출한 서류',
  reviewTime: '심사는 보통 영업일 기준 1–2일(평일) 걸립니다. 결과가 나오면 이 화면에서 바로 확인할 수 있습니다.',
  meanwhile: '기다리는 동안 할 수 있는 일',
  meanwhileFaq: '자주 묻는 질문 읽기',
  meanwhileTerms: '이용약관 보기',
  meanwhilePrivacy: '개인정보처리방침 보기',
  meanwhileCatalogue: '인증이 끝나면 다음 화면부터 도매가가 보이고 바로 주문할 수 있습니다.',
  rejectedBadge: '반려',
  rejectedTitle: '사업자 인증이 반려되었습니다',
  reason: '반려 사유',
  resubmit: '서류를 다시 올려 신청해 주세요.',
  validTitle: '사업자 인증 완료',
  validBody: '도매가 확인과 주문을 바로 시작할 수 있습니다.',
  shop: '도매 상품 보러 가기',
  brandTitle: '브랜드 회원입니다',
  brandBody: '상품과 주문은 브랜드 센터에서 관리합니다.',
  brandCenter: '브랜드 센터로 가기',
  submitted: '인증 신청이 접수되었습니다. 심사 결과는 이 화면에서 확인할 수 있습니다.',
} as const;

const brand = {
  heading: '도매마켓에서 판매하기',
  intro: [
    '도매마켓은 전국의 사업자 인증을 마친 소매점이 도매가로 주문하는 B2B 마켓입니다.',
    '입점하면 상품 등록, 주문 확인과 발송, 반품 처리, 거래처별 매출을 브랜드 센터에서 한곳에서 관리할 수 있습니다.',
    '대금은 결제 완료 후 정산되며, 무통장 입금은 도매마켓 계좌로 받아 운영팀이 확인합니다.',
  ],
  faqSpot: '브랜드 자주 묻는 질문',
  formHeading: '입점 신청서',
  brandName: '브랜드명',
  businessName: '회사명(상호)',
  registrationNo: '사업자등록번호',
  registrationNoHint: '000-00-00000',
  category: '주요 카테고리',
  categoryPlaceholder: '카테고리를 선택해 주세요',
  contactName: '담당자 이름',
  contactPhone: '담당자 휴대폰 번호',
  contactPhoneHint: '010-0000-0000',
  contactEmail: '담당자 이메일',
  website: '홈페이지 또는 카탈로그 주소 (선택)',
  websiteHint: 'https://로 시작하는 주소',
  introduction: '브랜드 소개',
  introductionHint: (count: number, max: number) => `${formatCount(count)} / ${formatCount(max)}자`,
  attachments: '첨부 파일 (선택)',
  attachmentsHint: '카탈로그, 사업자등록증 등 JPG, PNG, WEBP, PDF 파일을 10MB까지, 최대 5개 올릴 수 있습니다.',
  addFile: '파일 추가',
  tooManyFiles: '첨부 파일은 5개까지 올릴 수 있습니다.',
  consent: '개인정보 수집·이용에 동의합니다 (필수)',
  consentLink: '개인정보처리방침 보기',
  submit: '입점 신청하기',
  submitting: '신청하는 중…',
  noscript: '입점 신청서를 보내려면 브라우저의 자바스크립트를 켜 주세요.',
  successTitle: '입점 신청이 접수되었습니다',
  successBody: [
    '운영팀이 영업일 기준 2–3일 안에 신청 내용을 검토합니다.',
    '승인되면 담당자 이메일로 브랜드 센터 로그인 정보를 보내 드립니다. 추가 서류가 필요하면 담당자에게 연락드립니다.',
  ],
  applicationNo: (id: number) => `신청 번호 ${id}`,
  another: '다른 브랜드 신청하기',
} as const;

/** Client-side and server-side field checks (the server names the field too). */
const input = {
  brandNameRequired: '브랜드명을 입력해 주세요.',
  brandNameLength: '브랜드명은 50자 이하로 입력해 주세요.',
  businessNameRequired: '회사명(상호)을 입력해 주세요.',
  businessNameLength: '회사명(상호)은 50자 이하로 입력해 주세요.',
  registrationNoFormat: '사업자등록번호 10자리를 000-00-00000 형식으로 입력해 주세요.',
  registrationNoChecksum: '사업자등록번호가 올바르지 않습니다. 번호를 다시 확인해 주세요.',
  categoryRequired: '주요 카테고리를 선택해 주세요.',
  contactNameRequired: '담당자 이름을 입력해 주세요.',
  contactNameLength: '담당자 이름은 30자 이하로 입력해 주세요.',
  contactPhoneInvalid: '담당자 휴대폰 번호를 010-0000-0000 형식으로 입력해 주세요.',
  contactEmailInvalid: '담당자 이메일 주소를 확인해 주세요.',
  websiteInvalid: '홈페이지 주소는 http:// 또는 https://로 시작하는 주소로 입력해 주세요.',
  introductionRequired: '브랜드 소개를 입력해 주세요.',
  introductionLength: '브랜드 소개는 1,000자 이하로 입력해 주세요.',
  consentRequired: '개인정보 수집·이용에 동의해 주세요.',
  messageLength: '남길 말은 500자 이하로 입력해 주세요.',
  attachmentKeys: '첨부 파일 정보를 확인해 주세요.',
  tooManyAttachments: '첨부 파일은 5개까지 보낼 수 있습니다.',
  kind: '신청 종류를 확인해 주세요.',
} as const;

/** The API's refusals (POST /applications). */
const errors = {
  certificationOnlyRetailer: '사업자 인증은 인증 전 소매점 회원만 신청할 수 있습니다.',
  alreadyValid: '이미 사업자 인증을 마친 회원입니다.',
  loginRequired: '로그인한 뒤에 사업자 인증을 신청할 수 있습니다.',
  pendingExists: '심사 중인 신청이 있습니다. 결과가 나온 뒤에 다시 신청해 주세요.',
  licenceRequired: '사업자등록증 파일을 한 개 이상 올려 주세요.',
  attachmentInvalid: '첨부 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.',
  categoryInvalid: '입점할 수 있는 카테고리가 아닙니다. 목록에서 골라 주세요.',
  tooMany: (seconds: number) => `입점 신청을 너무 자주 보냈습니다. ${Math.ceil(seconds / 60)}분 후에 다시 시도해 주세요.`,
} as const;

/** Status names (the applicant's view and the operator's table). */
const status = {
  pending: '심사 중',
  approved: '승인',
  rejected: '반려',
} as const;

const kind = {
  certification: '사업자 인증',
  brand: '브랜드 입점',
} as const;

/** The upload control's errors in the browser (before or instead of the server's answer). */
const upload = {
  tooLarge: '파일 크기는 10MB 이하여야 합니다.',
  wrongType: 'JPG, PNG, WEBP, PDF 파일만 올릴 수 있습니다.',
  failed: '파일을 올리지 못했습니다. 잠시 후 다시 시도해 주세요.',
  fileLink: (name: string) => `${name} 열기`,
  removeFile: (name: string) => `${name} 삭제`,
} as const;

/** The operator's decisions (the console and the command): refusals. */
const review = {
  notFound: (id: number) => `신청 ${id}번을 찾을 수 없습니다.`,
  notPending: (statusLabel: string) => `이미 ${statusLabel} 처리된 신청입니다. 심사 중인 신청만 승인하거나 반려할 수 있습니다.`,
  notRetailer: '신청한 계정이 더 이상 소매 회원 계정이 아닙니다.',
  emailTaken: (email: string) => `${email}은(는) 이미 가입된 이메일입니다. 브랜드 담당자에게 다른 이메일을 받아 주세요.`,
  reasonRequired: '반려 사유를 적어 주세요. 신청자에게 그대로 보입니다.',
} as const;

export const applicationMessages = { page, certification, brand, input, errors, status, kind, upload, review } as const;
