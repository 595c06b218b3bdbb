/**
 * The generic errors of /api/v1 (`{ code, message }` without a domain of
 * their own): the route wrapper answers with them, and the browser's axios
 * client falls back to them when an answer carried no message. Apart from
 * ./api.ts so the client code every page loads carries only these.
 */
export const apiErrorMessages = {
  badRequest: '요청 형식이 올바르지 않습니다.',
  badJson: '요청 본문이 올바른 JSON 형식이 아닙니다.',
  forbiddenCharacter: '입력값에 사용할 수 없는 문자가 포함되어 있습니다.',
  unsupportedMediaType: 'JSON 형식(application/json)으로 보내 주세요.',
  payloadTooLarge: '요청 본문이 너무 큽니다.',
  methodNotAllowed: '허용되지 않는 요청 방식입니다.',
  unauthorized: '로그인이 필요합니다.',
  forbidden: '접근 권한이 없습니다.',
  brandOnly: '브랜드 회원만 이용할 수 있습니다.',
  adminOnly: '관리자만 할 수 있는 일입니다.',
  accountSuspended: '이용이 정지된 계정입니다. 자세한 내용은 고객센터로 문의해 주세요.',
  notFound: '요청한 정보를 찾을 수 없습니다.',
  conflict: '요청이 현재 상태와 충돌합니다. 다시 시도해 주세요.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  internal: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  invalidField: (field: string) => `입력값을 확인해 주세요: ${field}`,
} as const;
