/** 공지사항's pages (/notices, /notices/{id}): their words around the notices, which are the database's (lib/content/server/notices.ts). */
export const noticeMessages = {
  title: '공지사항',
  description: '도매마켓의 서비스, 배송, 이벤트 소식을 알려 드립니다.',
  listLabel: '공지 목록',
  back: '목록으로',
  previous: '이전 글',
  next: '다음 글',
  posted: (date: string) => `${date.replaceAll('-', '.')} 게시`,
} as const;
