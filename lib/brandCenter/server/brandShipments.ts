import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import type { BulkShipment, BulkShipmentPreview } from '@/lib/brandCenter/brandOrders.contract';
import { formatKstDateTime, kstIsoDate } from '@/lib/kstDate';
import { shipBrandGroupIn } from '@/lib/orders/server/lifecycle';
import type { Db } from '@/lib/server/db';
import type { DownloadFile } from '@/lib/server/http/download';
import { DomainError } from '@/lib/server/errors';
import { addTableSheet, cellText, newWorkbook, openWorkbook, xlsxFile } from '@/lib/server/excel';
import { shipBrandOrderSchema, toShipGroups } from './brandOrders';

/**
 * Shipping many orders at once (issue 22): the brand downloads its groups waiting to ship as an
 * Excel file, fills in 택배사 and 운송장 번호, and uploads it back. Every filled row is checked as
 * the one-order form checks it (the carrier, the number's form, a group of the brand's still
 * waiting, once in the file) and shown before anything changes; only a file without a refused row
 * ships, every row in one transaction, each retailer told as one shipment would tell them.
 */

const m = brandOrderMessages.bulk;
const SHEET = '발송';
/** The columns of the file, in order; 택배사 and 운송장 번호 are the brand's to fill. */
const COLUMNS = [m.columns.order, m.columns.paidAt, m.columns.recipient, m.columns.phone, m.columns.address, m.columns.items, m.columns.carrier, m.columns.trackingNo] as const;
const CARRIER_COLUMN = 7;
const TRACKING_COLUMN = 8;
/** The most rows an upload may hold. */
export const BULK_ROWS_MAX = 500;

export async function toShipWorkbook(db: Db, brandId: number, now: Date): Promise<DownloadFile> {
  const book = newWorkbook();
  const sheet = addTableSheet(book, SHEET, COLUMNS.map((header, index) => ({ header, width: [10, 18, 12, 15, 40, 40, 14, 18][index] })));
  for (const group of await toShipGroups(db, brandId)) {
    sheet.addRow([group.orderId, group.paidAt ? formatKstDateTime(group.paidAt) : '', group.recipient, group.recipientPhone, `(${group.postcode}) ${group.address} ${group.addressDetail}`.trim(), group.items, '', '']);
  }
  // The tracking number as text, so a leading zero survives.
  sheet.getColumn(TRACKING_COLUMN).numFmt = '@';
  const today = kstIsoDate(now);
  return xlsxFile(book, `발송할_주문_${today}.xlsx`, `to-ship-${today}.xlsx`);
}

/** The filled rows of an uploaded file (a row with neither carrier nor number is left for later). */
async function readRows(file: Buffer): Promise<{ row: number; orderText: string; carrier: string; trackingNo: string }[]> {
  const book = await openWorkbook(file, m.notExcel);
  const sheet = book.getWorksheet(SHEET) ?? book.worksheets[0];
  const rows: { row: number; orderText: string; carrier: string; trackingNo: string }[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const carrier = cellText(row.getCell(CARRIER_COLUMN).value);
    const trackingNo = cellText(row.getCell(TRACKING_COLUMN).value);
    if (!carrier && !trackingNo) return;
    rows.push({ row: index, orderText: cellText(row.getCell(1).value), carrier, trackingNo });
  });
  if (rows.length > BULK_ROWS_MAX) throw new DomainError(400, 'VALIDATION', m.tooMany(BULK_ROWS_MAX), 'file');
  return rows;
}

/** Every filled row with what is wrong with it, if anything. */
export async function previewShipments(db: Db, brandId: number, file: Buffer): Promise<BulkShipmentPreview> {
  const rows = await readRows(file);
  const waiting = new Set((await toShipGroups(db, brandId)).map((group) => group.orderId));
  const seen = new Set<number>();
  const checked: BulkShipment[] = rows.map((row) => {
    const idOrder = /^\d+$/.test(row.orderText) ? Number(row.orderText) : null;
    const base = { row: row.row, idOrder, carrier: row.carrier, trackingNo: row.trackingNo };
    if (idOrder === null || !waiting.has(idOrder)) return { ...base, error: m.notWaiting };
    if (seen.has(idOrder)) return { ...base, error: m.twice };
    seen.add(idOrder);
    const parsed = shipBrandOrderSchema.safeParse({ carrier: row.carrier, trackingNo: row.trackingNo });
    if (!parsed.success) return { ...base, error: parsed.error.issues[0].message };
    return { ...base, carrier: parsed.data.carrier, trackingNo: parsed.data.trackingNo, error: null };
  });
  return { rows: checked, ready: checked.filter((row) => row.error === null).length, refused: checked.filter((row) => row.error !== null).length };
}

/** Ships every row of a file with no refused row, in one transaction; otherwise nothing (409 with the preview). */
export async function applyShipments(db: Db, brandId: number, file: Buffer, now: Date): Promise<{ shipped: number }> {
  const preview = await previewShipments(db, brandId, file);
  if (preview.refused > 0) throw new DomainError(409, 'ROWS_REFUSED', m.refusedRows(preview.refused), 'file', { preview });
  if (preview.ready === 0) throw new DomainError(400, 'VALIDATION', m.nothingFilled, 'file');
  await db.transaction().execute(async (trx) => {
    for (const row of preview.rows) await shipBrandGroupIn(trx, row.idOrder!, brandId, { carrier: row.carrier, trackingNo: row.trackingNo }, now);
  });
  return { shipped: preview.ready };
}
