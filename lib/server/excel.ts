import ExcelJS from 'exceljs';
import { z } from 'zod';
import { DomainError } from '@/lib/server/errors';
import { XLSX_MIME_TYPE, type DownloadFile } from '@/lib/server/http/download';

/**
 * The site's Excel files (exceljs): writing them (a workbook, table sheets, the download) and
 * reading those members upload (the brand centre's shipping and product files: the workbook
 * opened or a 400 with the feature's own message, a cell's text as the member sees it).
 */

/** Opens an uploaded .xlsx; anything else is a 400 VALIDATION on `file` with `notExcel`. */
export async function openWorkbook(file: Buffer, notExcel: string): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new DomainError(400, 'VALIDATION', notExcel, 'file');
  }
  if (book.worksheets.length === 0) throw new DomainError(400, 'VALIDATION', notExcel, 'file');
  return book;
}

/** A cell's text, trimmed: rich text and hyperlinks as their text, a formula as its result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('').trim();
  if (typeof value === 'object' && 'text' in value) return String(value.text).trim();
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '').trim();
  return String(value).trim();
}

/** A new workbook, written by the site. */
export function newWorkbook(): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  book.creator = '도매마켓';
  return book;
}

/** A sheet that is a table: these columns (header, width, an optional key to fill rows by) under a bold header row. */
export function addTableSheet(book: ExcelJS.Workbook, name: string, columns: Partial<ExcelJS.Column>[], options?: Partial<ExcelJS.AddWorksheetOptions>): ExcelJS.Worksheet {
  const sheet = book.addWorksheet(name, options);
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/** A workbook as the file a member downloads (`fileName` may be Korean; `asciiName` stands in for old clients). */
export async function xlsxFile(book: ExcelJS.Workbook, fileName: string, asciiName: string): Promise<DownloadFile> {
  return { fileName, asciiName, mimeType: XLSX_MIME_TYPE, data: Buffer.from(await book.xlsx.writeBuffer()) };
}

/** The body of an upload call: an .xlsx as base64 (up to about 2 MB) and whether to apply it or only check it. */
export function workbookUploadSchema(fileRequired: string, tooLarge: string) {
  return z.object({
    file: z.string({ error: fileRequired }).min(1, { error: fileRequired }).max(3_000_000, { error: tooLarge }),
    apply: z.boolean().default(false),
  });
}

/** The request body limit of an upload call (the base64 file and its JSON). */
export const WORKBOOK_UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
