import { formatRegistrationNo } from '@/lib/account/registrationNo';
import { formatAmount } from '@/lib/format';
import { statementMessages as text } from '@/lib/orders/statement.messages';
import { site } from '@/lib/site';
import type { Statement, StatementLine, StatementParty } from './model';
import { cell, cellHeight, COLORS, createDocument, finish, FONT, numberPages, type Doc } from '@/lib/server/pdf';

/**
 * Draws statements (./model.ts) as the 거래명세서 Korean buyers file: each
 * statement from a new page, its title and trade date, the 공급자 and
 * 공급받는자 blocks side by side, the 합계금액, the lines (월일, 품목, 규격,
 * 수량, 단가, 금액, 공급가액, 세액) and their 합계, then its notes. Lines
 * that do not fit go on to the next page under the table's head again.
 */

const LEFT = 36;
const WIDTH = 523;
const BOTTOM = 841.89 - 48;

const COLUMNS: Array<{ key: keyof typeof text.columns; width: number; align: 'left' | 'center' | 'right' }> = [
  { key: 'date', width: 34, align: 'center' },
  { key: 'item', width: 143, align: 'left' },
  { key: 'spec', width: 70, align: 'left' },
  { key: 'count', width: 34, align: 'right' },
  { key: 'unitPrice', width: 56, align: 'right' },
  { key: 'amount', width: 64, align: 'right' },
  { key: 'supplyAmount', width: 66, align: 'right' },
  { key: 'vatAmount', width: 56, align: 'right' },
];

const dateWords = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
};

function drawTitle(doc: Doc, statement: Statement): number {
  doc.font(FONT.bold).fontSize(20).fillColor(COLORS.text).text(text.title, LEFT, 40, { width: WIDTH, align: 'center', characterSpacing: 6 });
  doc.font(FONT.regular).fontSize(9).fillColor(COLORS.muted).text(text.copy, LEFT, 66, { width: WIDTH, align: 'center' });
  doc.font(FONT.regular).fontSize(9.5).fillColor(COLORS.text);
  doc.text(`${text.tradeDate}  ${dateWords(statement.tradeDate)}`, LEFT, 88, { width: WIDTH / 2, lineBreak: false });
  doc.text(`${text.orderNo}  ${statement.idOrder}`, LEFT + WIDTH / 2, 88, { width: WIDTH / 2, align: 'right', lineBreak: false });
  return 104;
}

const PARTY_ROWS: Array<{ key: keyof typeof text.party; value: (party: StatementParty) => string }> = [
  { key: 'registrationNo', value: (party) => (party.registrationNo ? formatRegistrationNo(party.registrationNo) : '') },
  { key: 'name', value: (party) => party.name },
  { key: 'ceoName', value: (party) => party.ceoName },
  { key: 'address', value: (party) => party.address },
  { key: 'businessType', value: (party) => party.businessType },
  { key: 'businessItem', value: (party) => party.businessItem },
];

/** The two parties side by side, row by row at the height the taller side needs. */
function drawParties(doc: Doc, statement: Statement, top: number): number {
  const gap = 8;
  const blockWidth = (WIDTH - gap) / 2;
  const labelWidth = 58;
  const blocks = [
    { x: LEFT, title: text.supplier, party: statement.supplier },
    { x: LEFT + blockWidth + gap, title: text.buyer, party: statement.buyer },
  ];
  let y = top;
  for (const block of blocks) cell(doc, block.title, { x: block.x, y, width: blockWidth, height: 18 }, { bold: true, align: 'center', fill: COLORS.fill });
  y += 18;
  for (const row of PARTY_ROWS) {
    const values = blocks.map((block) => row.value(block.party));
    const height = Math.max(18, ...values.map((value) => cellHeight(doc, value, blockWidth - labelWidth, { size: 8.5 })));
    blocks.forEach((block, index) => {
      cell(doc, text.party[row.key], { x: block.x, y, width: labelWidth, height }, { size: 8.5, align: 'center', fill: COLORS.fill });
      cell(doc, values[index], { x: block.x + labelWidth, y, width: blockWidth - labelWidth, height }, { size: 8.5, bold: row.key === 'name' });
    });
    y += height;
  }
  return y + 10;
}

function drawGrandTotal(doc: Doc, statement: Statement, top: number): number {
  const labelWidth = 90;
  cell(doc, text.grandTotal, { x: LEFT, y: top, width: labelWidth, height: 26 }, { bold: true, align: 'center', fill: COLORS.fill, size: 10 });
  cell(
    doc,
    `₩ ${formatAmount(statement.totals.amount)}   ${text.grandTotalSplit(formatAmount(statement.totals.supplyAmount), formatAmount(statement.totals.vatAmount))}`,
    { x: LEFT + labelWidth, y: top, width: WIDTH - labelWidth, height: 26 },
    { bold: true, size: 10.5 },
  );
  return top + 36;
}

function drawTableHead(doc: Doc, top: number): number {
  let x = LEFT;
  for (const column of COLUMNS) {
    cell(doc, text.columns[column.key], { x, y: top, width: column.width, height: 20 }, { bold: true, align: 'center', fill: COLORS.fill, size: 8.5 });
    x += column.width;
  }
  return top + 20;
}

function lineCells(line: StatementLine): string[] {
  const item = line.returnedCount > 0 ? `${line.item}\n${text.returnedNote(line.returnedCount)}` : line.item;
  return [
    line.date,
    item,
    line.spec,
    line.count === null ? '' : formatAmount(line.count),
    line.unitPrice === null ? '' : formatAmount(line.unitPrice),
    formatAmount(line.amount),
    formatAmount(line.supplyAmount),
    formatAmount(line.vatAmount),
  ];
}

function drawRow(doc: Doc, values: string[], top: number, style: { bold?: boolean; fill?: string } = {}): number {
  const height = Math.max(18, ...values.map((value, index) => cellHeight(doc, value, COLUMNS[index].width, { size: 8.5, bold: style.bold })));
  let x = LEFT;
  values.forEach((value, index) => {
    cell(doc, value, { x, y: top, width: COLUMNS[index].width, height }, { size: 8.5, align: COLUMNS[index].align, bold: style.bold, fill: style.fill });
    x += COLUMNS[index].width;
  });
  return top + height;
}

function drawContinued(doc: Doc, statement: Statement): number {
  doc.addPage();
  doc.font(FONT.bold).fontSize(11).fillColor(COLORS.text).text(`${text.title} ${text.copy}`, LEFT, 40, { width: WIDTH, lineBreak: false });
  doc.font(FONT.regular).fontSize(9).text(`${text.supplier} ${statement.supplier.name} · ${text.orderNo} ${statement.idOrder}`, LEFT, 58, { width: WIDTH, lineBreak: false });
  return drawTableHead(doc, 76);
}

function drawNotes(doc: Doc, statement: Statement, top: number): void {
  const notes: string[] = [text.unitPriceNote];
  if (statement.lines.some((line) => line.returnedCount > 0)) notes.push(text.returnedFootnote);
  if (statement.cancelledCount > 0) notes.push(text.cancelledFootnote(statement.cancelledCount));
  let y = top + 8;
  doc.font(FONT.regular).fontSize(8).fillColor(COLORS.muted);
  for (const note of notes) {
    const height = doc.heightOfString(`· ${note}`, { width: WIDTH });
    if (y + height > BOTTOM) {
      doc.addPage();
      y = 40;
      doc.font(FONT.regular).fontSize(8).fillColor(COLORS.muted);
    }
    doc.text(`· ${note}`, LEFT, y, { width: WIDTH });
    y += height + 3;
  }
}

function drawStatement(doc: Doc, statement: Statement): void {
  doc.addPage();
  let y = drawTitle(doc, statement);
  y = drawParties(doc, statement, y);
  y = drawGrandTotal(doc, statement, y);
  y = drawTableHead(doc, y);
  for (const line of statement.lines) {
    const values = lineCells(line);
    const height = Math.max(18, ...values.map((value, index) => cellHeight(doc, value, COLUMNS[index].width, { size: 8.5 })));
    if (y + height > BOTTOM) y = drawContinued(doc, statement);
    y = drawRow(doc, values, y);
  }
  if (y + 20 > BOTTOM) y = drawContinued(doc, statement);
  const { totals } = statement;
  y = drawRow(doc, ['', text.totals, '', '', '', formatAmount(totals.amount), formatAmount(totals.supplyAmount), formatAmount(totals.vatAmount)], y, { bold: true, fill: COLORS.fill });
  drawNotes(doc, statement, y);
}

/** The PDF of one or more statements (one page set each). */
export async function statementPdf(statements: readonly Statement[]): Promise<Buffer> {
  const doc = createDocument(`${text.title} ${text.orderNo} ${statements[0]?.idOrder ?? ''}`.trim(), site.name);
  // Each statement is a document of its own supplier: its pages are numbered apart ("1 / 2" of that brand).
  const firstPages: number[] = [];
  for (const statement of statements) {
    firstPages.push(doc.bufferedPageRange().count);
    drawStatement(doc, statement);
  }
  numberPages(doc, text.issuer(site.name), (index, count) => {
    const own = firstPages.findLastIndex((first) => first <= index);
    const end = firstPages[own + 1] ?? count;
    return text.page(index - firstPages[own] + 1, end - firstPages[own]);
  });
  return finish(doc);
}
