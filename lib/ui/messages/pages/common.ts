/** Texts several page templates share. Part of `messages.pages` (see ./index.ts). */

export const pageCommon = {
  /** What a page whose content comes with a later release says instead of inventing it. */
  pending: '이 화면의 내용은 준비 중입니다. 조금만 기다려 주세요.',
  backHome: '홈으로 가기',
  breadcrumb: '현재 위치',
} as const;
