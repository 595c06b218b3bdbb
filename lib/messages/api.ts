/**
 * The API's answers: the Korean message of every generic error of /api/v1
 * (`{ code, message }`) and the names of fields that validation messages use.
 * The server's route wrapper answers with them; the browser's axios client
 * falls back to them when an answer carried no message.
 */
const errors = {
  badRequest: '요청 형식이 올바르지 않습니다.',
  badJson: '요청 본문이 올바른 JSON 형식이 아닙니다.',
  forbiddenCharacter: '입력값에 사용할 수 없는 문자가 포함되어 있습니다.',
  unsupportedMediaType: 'JSON 형식(application/json)으로 보내 주세요.',
  payloadTooLarge: '요청 본문이 너무 큽니다.',
  methodNotAllowed: '허용되지 않는 요청 방식입니다.',
  unauthorized: '로그인이 필요합니다.',
  forbidden: '접근 권한이 없습니다.',
  notFound: '요청한 정보를 찾을 수 없습니다.',
  conflict: '요청이 현재 상태와 충돌합니다. 다시 시도해 주세요.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  internal: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  invalidField: (field: string) => `입력값을 확인해 주세요: ${field}`,
} as const;

/** Names of fields, used in validation messages. */
const fields: Record<string, string> = {
  email: '이메일',
  password: '비밀번호',
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
};

export const apiMessages = { ...errors, fields } as const;
