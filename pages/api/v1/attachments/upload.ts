import { z } from 'zod';
import { ATTACHMENT_PURPOSES } from '@/lib/contract/attachments';
import { apiMessages } from '@/lib/messages/api';
import { DomainError } from '@/lib/server/errors';
import { readMultipart } from '@/lib/server/http/multipart';
import { method, route, validate } from '@/lib/server/http/route';
import { storeAttachment, UPLOAD_MAX_BODY_BYTES } from '@/lib/server/attachments';

export const config = { api: { bodyParser: false } };

const text = apiMessages.attachments;
const purposeSchema = z.enum(ATTACHMENT_PURPOSES as [string, ...string[]], { message: text.purposeInvalid });

/**
 * POST /api/v1/attachments/upload (multipart/form-data: `purpose`, one `file`):
 * 201 with the stored file's key and URL. Documents need a session, except a
 * brand's admission documents; product pictures need a brand user.
 */
export default route({
  POST: method({
    auth: 'optional',
    status: 201,
    handle: async ({ db, user, ip, req }) => {
      const form = await readMultipart(req, UPLOAD_MAX_BODY_BYTES);
      const purpose = validate(purposeSchema, form.fields.purpose) as (typeof ATTACHMENT_PURPOSES)[number];
      const files = form.files.file ?? [];
      if (files.length === 0) throw new DomainError(400, 'VALIDATION', text.fileRequired, 'file');
      if (files.length > 1) throw new DomainError(400, 'VALIDATION', text.oneFileOnly, 'file');
      return storeAttachment(db, user, ip, { purpose, fileName: files[0].name, bytes: files[0].bytes });
    },
  }),
});
