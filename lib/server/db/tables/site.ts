import type { Id } from './columns';

/** What the site itself keeps, apart from any feature's data. Column conventions: ../schema.ts. */

/** A page's stylesheet under the hash of its text (migration 0016, lib/server/http/stylesheets.ts). */
export interface StylesheetsTable {
  hash: string;
  css: string;
  /** The last time a process that links it wrote it: at least once a day while any does. */
  storedAt: string;
}

/** 공지사항 (migration 0021): edited in the console, read by /notices. Its id is its address; never reused. */
export interface NoticesTable {
  id: Id;
  /** '공지' | '이벤트' | '배송' (lib/content/content.fields.ts). */
  category: string;
  title: string;
  /** JSON: the paragraphs, each `{ text, link?: { label, href } }`. */
  body: string;
  /** YYYY-MM-DD, Korea time: the date the list shows. */
  postedOn: string;
  createdAt: string;
  updatedAt: string;
}

/** One question of an FAQ (migration 0021): 'retail' (/faq-retail) or 'brand' (/apply), under a topic of the code's. */
export interface FaqEntriesTable {
  id: Id;
  faq: string;
  topic: string;
  /** 1, 2, … within its FAQ's topic. */
  position: number;
  question: string;
  answer: string;
  linkLabel: string | null;
  linkHref: string | null;
  createdAt: string;
  updatedAt: string;
}
