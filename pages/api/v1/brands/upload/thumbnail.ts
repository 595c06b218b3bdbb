import { z } from 'zod';
import { apiMessages } from '@/lib/messages/api';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { DomainError } from '@/lib/server/errors';
import { readMultipart } from '@/lib/server/http/multipart';
import { method, route, validate } from '@/lib/server/http/route';
import { UPLOAD_MAX_BODY_BYTES } from '@/lib/server/attachments';
import { uploadBrandPicture } from '@/lib/brandCenter/server/brandProducts';

export const config = { api: { bodyParser: false } };

const targetSchema = z.enum(['product', 'logo'], { message: brandProductsMessages.errors.targetInvalid }).default('product');

/**
 * POST /api/v1/brands/upload/thumbnail (multipart/form-data: one `file`,
 * optional `target` product | logo): 201 { key, url, target }. A brand user
 * only; 'logo' also becomes the brand's logo.
 */
export default route({
  POST: method({
    auth: 'brand',
    status: 201,
    handle: async ({ db, user, brand, ip, req }) => {
      const form = await readMultipart(req, UPLOAD_MAX_BODY_BYTES);
      const target = validate(targetSchema, form.fields.target);
      const files = form.files.file ?? [];
      if (files.length === 0) throw new DomainError(400, 'VALIDATION', apiMessages.attachments.fileRequired, 'file');
      if (files.length > 1) throw new DomainError(400, 'VALIDATION', apiMessages.attachments.oneFileOnly, 'file');
      return uploadBrandPicture(db, user, ip, brand.id, { name: files[0].name, bytes: files[0].bytes }, target);
    },
  }),
});
