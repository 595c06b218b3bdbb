/**
 * The notices' and FAQs' shapes and limits without their schemas (./content.contract.ts), so
 * the pages that show or edit them carry no zod (the console's editors load the schemas after).
 */

export const NOTICE_CATEGORIES = ['공지', '이벤트', '배송'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

/** A link to a page of the site, at the end of a paragraph or an answer. */
export interface ContentLink {
  label: string;
  href: string;
}

export interface NoticeParagraph {
  text: string;
  link?: ContentLink;
}

/** A notice in the list: its date (YYYY-MM-DD, Korea time), category and title. */
export interface NoticeSummary {
  id: number;
  date: string;
  category: NoticeCategory;
  title: string;
}

export interface Notice extends NoticeSummary {
  body: NoticeParagraph[];
}

/** A notice's page: the notice, and its newer and older neighbours in the list. */
export interface NoticeView {
  notice: Notice;
  newer: NoticeSummary | null;
  older: NoticeSummary | null;
}

/** The two FAQs: the retailers' (/faq-retail) and the brands' (입점 문의, on /apply). */
export const FAQ_KINDS = ['retail', 'brand'] as const;
export type FaqKind = (typeof FAQ_KINDS)[number];

/** One question as the console lists and edits it. */
export interface FaqEntry {
  id: number;
  faq: FaqKind;
  topic: string;
  /** 1, 2, … within its topic. */
  position: number;
  question: string;
  answer: string;
  link: ContentLink | null;
  updatedAt: string;
}

export const CONTENT_LIMITS = {
  title: 100,
  paragraphs: 10,
  paragraph: 2000,
  question: 200,
  answer: 2000,
  linkLabel: 40,
  href: 300,
} as const;

/** Which FAQ a query names ('brand'); the retailers' otherwise. */
export function faqKindOf(value: unknown): FaqKind {
  return value === 'brand' ? 'brand' : 'retail';
}
