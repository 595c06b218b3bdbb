import { applicationFileSchema } from '@/lib/admin/admin.contract';
import { applicationFile } from '@/lib/applications/server/applicationReview';
import { contentDisposition, sendDownload } from '@/lib/server/http/download';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/v1/admin/applications/{id}/files/{key}: a document sent with the application. A picture
 * is shown in the page (inline, sandboxed); a PDF is a download the browser opens.
 */
export default route({
  GET: method({
    auth: 'operator',
    query: applicationFileSchema,
    handle: async ({ db, query, res }) => {
      const file = await applicationFile(db, query.id, query.key);
      const asciiName = `application-${query.id}-${query.key}`;
      if (file.mimeType === 'application/pdf') return sendDownload(res, { ...file, asciiName: `${asciiName}.pdf` });
      res.statusCode = 200;
      res.setHeader('Content-Type', file.mimeType);
      res.setHeader('Content-Length', String(file.data.length));
      res.setHeader('Content-Disposition', contentDisposition(file.fileName, asciiName).replace(/^attachment/, 'inline'));
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      res.end(file.data);
      return undefined;
    },
  }),
});
