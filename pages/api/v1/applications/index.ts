import { z } from 'zod';
import {
  BRAND_FORM_FIELDS,
  MAX_ATTACHMENTS,
  MESSAGE_MAX_LENGTH,
  brandFieldError,
  type BrandFormValues,
} from '@/lib/applications/applications.contract';
import { ATTACHMENT_KEY } from '@/lib/contract/attachments';
import { normalizeEmail, normalizeMobileNo, normalizeRegistrationNo } from '@/lib/account/accountFields';
import { applicationMessages } from '@/lib/applications/applications.messages';
import { method, route } from '@/lib/server/http/route';
import {
  listMyApplications,
  submitBrandApplication,
  submitCertification,
} from '@/lib/applications/server/applications';

export const config = { api: { bodyParser: false } };

const m = applicationMessages.input;

const attachmentKeys = z
  .array(z.string({ error: m.attachmentKeys }).regex(ATTACHMENT_KEY, { error: m.attachmentKeys }), { error: m.attachmentKeys })
  .max(MAX_ATTACHMENTS, { error: m.tooManyAttachments });

const certification = z.object({
  kind: z.literal('certification'),
  attachmentKeys: attachmentKeys.default([]),
  message: z.string({ error: m.messageLength }).max(MESSAGE_MAX_LENGTH, { error: m.messageLength }).optional(),
});

const text = (error: string) => z.string({ error }).max(2000, { error });

/** The brand form's rules (lib/applications/applications.contract.ts) checked field by field, each error naming its field. */
const brand = z
  .object({
    kind: z.literal('brand'),
    brandName: text(m.brandNameRequired),
    businessName: text(m.businessNameRequired),
    registrationNo: text(m.registrationNoFormat),
    categoryId: z.number({ error: m.categoryRequired }).int({ error: m.categoryRequired }),
    contactName: text(m.contactNameRequired),
    contactPhone: text(m.contactPhoneInvalid),
    contactEmail: text(m.contactEmailInvalid),
    website: text(m.websiteInvalid).optional(),
    introduction: text(m.introductionRequired),
    attachmentKeys: attachmentKeys.optional(),
    privacyConsent: z.literal(true, { error: m.consentRequired }),
  })
  .superRefine((body, ctx) => {
    const values: BrandFormValues = { ...body, website: body.website ?? '', categoryId: String(body.categoryId) };
    for (const field of BRAND_FORM_FIELDS) {
      const error = brandFieldError(field, values);
      if (error) {
        ctx.addIssue({ code: 'custom', path: [field], message: error });
        return;
      }
    }
  })
  .transform((body) => ({
    ...body,
    brandName: body.brandName.trim(),
    businessName: body.businessName.trim(),
    registrationNo: normalizeRegistrationNo(body.registrationNo) as string,
    contactName: body.contactName.trim(),
    contactPhone: normalizeMobileNo(body.contactPhone) as string,
    contactEmail: normalizeEmail(body.contactEmail),
    website: body.website?.trim() ?? '',
    introduction: body.introduction.trim(),
  }));

const body = z.discriminatedUnion('kind', [certification, brand], { error: m.kind });

/**
 * GET /api/v1/applications: the caller's applications, newest first.
 * POST /api/v1/applications: a retailer's certification (session required)
 * or a brand's admission (anyone; throttled per address). 201 the application.
 */
export default route({
  GET: method({
    auth: 'required',
    handle: async ({ db, user }) => ({ items: await listMyApplications(db, user) }),
  }),
  POST: method({
    auth: 'optional',
    body,
    status: 201,
    handle: ({ db, user, ip, body: input }) =>
      input.kind === 'certification' ? submitCertification(db, user, input) : submitBrandApplication(db, user, ip, input),
  }),
});
