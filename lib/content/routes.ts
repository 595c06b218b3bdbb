/** Routes of the notices (공지사항), apart from lib/site.ts so only the pages linking here carry them. */
export const noticeRoutes = {
  list: '/notices',
  notice: (id: number) => `/notices/${id}`,
} as const;
