/** Routes of the notices (공지사항), apart from lib/site.ts so only the pages linking here carry them. */
export const noticeRoutes = {
  list: '/notices',
  notice: (id: number) => `/notices/${id}`,
} as const;

/**
 * The notices the footer links to by name (components/shell/FooterLinks.tsx): guides a retailer
 * keeps coming back to. The console edits them but never deletes them (lib/content/server/notices.ts).
 */
export const FOOTER_NOTICE_IDS = { freeRefunds: 1, certification: 2, brandApply: 4 } as const;
