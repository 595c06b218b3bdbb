import { z } from 'zod';
import { contentEditorMessages as m } from './contentEditor.messages';
import { FAQ_TOPICS } from './faqTopics.messages';
import { CONTENT_LIMITS, FAQ_KINDS, NOTICE_CATEGORIES } from './content.fields';

/**
 * The console's request schemas for notices and FAQ entries (docs/API.md, Operator console),
 * shared by its editors (loaded after the page) and the /api/v1/admin handlers. The shapes
 * and limits are in ./content.fields.ts.
 */

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/** A path of the site ('/free-refunds', '/shop?idCategory=15'): never another site's address. */
const sitePath = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.href, { error: m.hrefInvalid })
  .refine((value) => value === '' || (/^\/(?!\/)\S*$/.test(value) && !value.includes('\\')), { error: m.hrefInvalid });

/** A link is both its words and its path, or neither. */
const linkFields = {
  linkLabel: z.string().trim().max(CONTENT_LIMITS.linkLabel, { error: m.linkLabelLong }).default(''),
  linkHref: sitePath.default(''),
};
function bothOrNeither(value: { linkLabel: string; linkHref: string }, ctx: z.RefinementCtx) {
  if (value.linkLabel && !value.linkHref) ctx.addIssue({ code: 'custom', path: ['linkHref'], message: m.hrefRequired });
  if (!value.linkLabel && value.linkHref) ctx.addIssue({ code: 'custom', path: ['linkLabel'], message: m.linkLabelRequired });
}

export const noticeParagraphSchema = z
  .object({ text: text(m.paragraphRequired, CONTENT_LIMITS.paragraph, m.paragraphLong), ...linkFields })
  .superRefine(bothOrNeither);

/** POST /admin/notices, PUT /admin/notices/{id} */
export const noticeInputSchema = z.object({
  category: z.enum(NOTICE_CATEGORIES, { error: m.categoryRequired }),
  title: text(m.titleRequired, CONTENT_LIMITS.title, m.titleLong),
  date: z
    .string({ error: m.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dateInvalid })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), { error: m.dateInvalid }),
  paragraphs: z
    .array(noticeParagraphSchema, { error: m.paragraphsRequired })
    .min(1, { error: m.paragraphsRequired })
    .max(CONTENT_LIMITS.paragraphs, { error: m.paragraphsMax }),
});
export type NoticeInput = z.output<typeof noticeInputSchema>;

/** POST /admin/faq, PUT /admin/faq/{id}: `position` empty puts a new question last in its topic. */
export const faqEntryInputSchema = z
  .object({
    faq: z.enum(FAQ_KINDS, { error: m.faqRequired }),
    topic: z.string({ error: m.topicRequired }).min(1, { error: m.topicRequired }),
    position: z.number({ error: m.positionInvalid }).int({ error: m.positionInvalid }).min(1, { error: m.positionInvalid }).max(1000, { error: m.positionInvalid }).nullable().default(null),
    question: text(m.questionRequired, CONTENT_LIMITS.question, m.questionLong),
    answer: text(m.answerRequired, CONTENT_LIMITS.answer, m.answerLong),
    ...linkFields,
  })
  .superRefine((value, ctx) => {
    if (!FAQ_TOPICS[value.faq].some((topic) => topic.id === value.topic)) ctx.addIssue({ code: 'custom', path: ['topic'], message: m.topicRequired });
    bothOrNeither(value, ctx);
  });
export type FaqEntryInput = z.output<typeof faqEntryInputSchema>;
