import type { ApiResponse } from './route';

/**
 * Sends a generated file as a download: its type and length, and a
 * Content-Disposition with an ASCII `filename` for old clients and the real
 * (Korean) name in `filename*` (RFC 5987: UTF-8, percent-encoded). Never
 * cached by a shared cache: documents are their owner's.
 */
export interface DownloadFile {
  /** The name the browser saves it under (Korean allowed). */
  fileName: string;
  /** Its ASCII stand-in for old clients. */
  asciiName: string;
  mimeType: string;
  data: Buffer;
}

/** An Excel workbook (.xlsx): the statements, the payout list, the brand's shipping file. */
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function sendDownload(res: ApiResponse, file: DownloadFile): undefined {
  res.statusCode = 200;
  res.setHeader('Content-Type', file.mimeType);
  res.setHeader('Content-Length', String(file.data.length));
  res.setHeader('Content-Disposition', contentDisposition(file.fileName, file.asciiName));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(file.data);
  // route() sends nothing more once the response has been written.
  return undefined;
}

/** `attachment; filename="<ascii>"; filename*=UTF-8''<percent-encoded name>`. */
export function contentDisposition(fileName: string, asciiName: string): string {
  const ascii = asciiName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
