import { z } from 'zod';
import { PICTURE_WIDTHS } from '@/lib/contract/pictures';
import { apiMessages } from '@/lib/messages/api';
import { IMMUTABLE_CACHE_CONTROL, etagMatches } from '@/lib/server/http/asset';
import { method, route, validate } from '@/lib/server/http/route';
import { readAttachment } from '@/lib/server/attachments';

export const config = { api: { bodyParser: false } };

const querySchema = z.object({
  w: z
    .enum(PICTURE_WIDTHS.map(String) as [string, ...string[]], {
      message: apiMessages.attachments.widthInvalid(PICTURE_WIDTHS.join(', ')),
    })
    .transform((value) => Number(value) as (typeof PICTURE_WIDTHS)[number])
    .optional(),
});

/**
 * GET /api/v1/attachments/{key}[?w=320|640|1280]: an uploaded file (pictures
 * as re-encoded WebP, PDFs as sent); `w` asks for a product picture in one of
 * the kept widths (another width: 400). Product pictures are public and
 * immutable; documents are their uploader's only (anyone else: 404) and
 * never cached by a shared cache.
 */
export default route({
  GET: method({
    auth: 'optional',
    handle: async ({ db, user, req, res }) => {
      const { w } = validate(querySchema, { w: req.query?.w });
      const file = await readAttachment(db, user, req.query?.key, w ?? null);
      const etag = `"${file.sha256.slice(0, 32)}"`;
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', file.public ? IMMUTABLE_CACHE_CONTROL : 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // Opened directly, a file is shown, never run: no scripts, no plugins, its own origin.
      res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      if (etagMatches(req.headers['if-none-match'], etag)) {
        res.statusCode = 304;
        res.end();
        return undefined;
      }
      res.statusCode = 200;
      res.setHeader('Content-Type', file.mimeType);
      res.setHeader('Content-Length', String(file.data.length));
      // Pictures open in the tab; a PDF is saved (a sandboxed tab could not show it).
      const disposition = file.mimeType === 'application/pdf' ? 'attachment' : 'inline';
      res.setHeader('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
      res.end(file.data);
      return undefined;
    },
  }),
});
