import { formatKstDateTime } from '@/lib/kstDate';
import { cell, cellHeight, COLORS, createDocument, finish, FONT, numberPages, type Doc } from '@/lib/server/pdf';
import { formatWon } from '@/lib/format';
import { site } from '@/lib/site';
import type { StatementDetail } from '@/lib/settlement/settlement.contract';
import { settlementMessages as m } from '@/lib/settlement/settlement.messages';
import { ENTRY_COLUMNS, entryCells, statementRows } from '@/lib/settlement/statementRows';
import type { DownloadFile } from '@/lib/server/http/download';

/**
 * A statement as a PDF (the brand centre's and the console's 정산서): who and which period, its
 * figures (the payout in bold), then every entry of the period in a table that runs on to as many
 * pages as it needs, its heads repeated; each page numbered.
 */

const LEFT = 36;
const WIDTH = 595.28 - 72;
const BOTTOM = 841.89 - 60;
/** 일시, 구분, 주문번호, 상품, 수수료율, 금액, 메모 (of entryCells), in points. */
const COLUMN_WIDTHS = [78, 86, 44, 130, 44, 70, WIDTH - 452];

function heads(doc: Doc, y: number): number {
  let x = LEFT;
  const height = Math.max(...ENTRY_COLUMNS.map((title, i) => cellHeight(doc, title, COLUMN_WIDTHS[i], { bold: true, size: 8 })));
  ENTRY_COLUMNS.forEach((title, i) => {
    cell(doc, title, { x, y, width: COLUMN_WIDTHS[i], height }, { bold: true, size: 8, fill: COLORS.fill, align: 'center' });
    x += COLUMN_WIDTHS[i];
  });
  return y + height;
}

export async function statementPdf({ statement, entries }: StatementDetail): Promise<DownloadFile> {
  const period = m.period(statement.firstDate, statement.lastDate);
  const doc = createDocument(`${m.pdf.title} ${statement.brandName} ${period}`, site.name);
  doc.addPage();
  doc.font(FONT.bold).fontSize(18).fillColor(COLORS.text).text(m.pdf.title, LEFT, 40, { width: WIDTH, align: 'center' });
  let y = 74;
  for (const [label, value] of [
    [m.pdf.brand, statement.brandName],
    [m.pdf.period, period],
    [m.pdf.status, m.statuses[statement.status]],
    ...(statement.paidAt ? [[m.pdf.paidAt, `${formatKstDateTime(statement.paidAt)} (${statement.paidReference})`]] : []),
  ]) {
    cell(doc, label, { x: LEFT, y, width: 110, height: 20 }, { fill: COLORS.fill, bold: true });
    cell(doc, value, { x: LEFT + 110, y, width: WIDTH - 110, height: 20 });
    y += 20;
  }
  y += 14;
  for (const [label, amount] of statementRows(statement)) {
    const bold = label === m.figures.payout;
    cell(doc, label, { x: LEFT, y, width: 200, height: 20 }, { bold, fill: bold ? COLORS.fill : undefined });
    cell(doc, formatWon(amount), { x: LEFT + 200, y, width: 140, height: 20 }, { bold, align: 'right', fill: bold ? COLORS.fill : undefined });
    y += 20;
  }
  y += 18;
  doc.font(FONT.bold).fontSize(11).fillColor(COLORS.text).text(m.brand.entries, LEFT, y);
  y = heads(doc, y + 18);
  for (const entry of entries) {
    const cells = entryCells(entry);
    const height = Math.max(...cells.map((text, i) => cellHeight(doc, text, COLUMN_WIDTHS[i], { size: 8 })));
    if (y + height > BOTTOM) {
      doc.addPage();
      y = heads(doc, 40);
    }
    let x = LEFT;
    cells.forEach((text, i) => {
      cell(doc, text, { x, y, width: COLUMN_WIDTHS[i], height }, { size: 8, align: i === 2 || i === 4 || i === 5 ? 'right' : 'left' });
      x += COLUMN_WIDTHS[i];
    });
    y += height;
  }
  numberPages(doc, m.pdf.footer(site.name), (index, count) => m.pdf.page(index + 1, count));
  return {
    fileName: `정산서_${statement.brandName}_${statement.firstDate}_${statement.lastDate}.pdf`,
    asciiName: `statement-${statement.id}.pdf`,
    mimeType: 'application/pdf',
    data: await finish(doc),
  };
}
