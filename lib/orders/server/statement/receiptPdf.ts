import { formatWon } from '@/lib/format';
import { formatKstDate, formatKstDateTime } from '@/lib/kstDate';
import { formatRegistrationNo } from '@/lib/account/registrationNo';
import { statementMessages } from '@/lib/orders/statement.messages';
import { site } from '@/lib/site';
import type { Receipt } from './receipt';
import { COLORS, createDocument, finish, FONT, numberPages, type Doc } from '@/lib/server/pdf';

/** Draws a card receipt (./receipt.ts) as a slip in the middle of an A4 page: who sold, who bought, the payment, the sums. */

const text = statementMessages.receipt;
const WIDTH = 320;
const LEFT = (595.28 - WIDTH) / 2;

function heading(doc: Doc, title: string, y: number): number {
  doc.font(FONT.bold).fontSize(10).fillColor(COLORS.text).text(title, LEFT, y, { width: WIDTH, lineBreak: false });
  doc.lineWidth(0.8).strokeColor(COLORS.rule).moveTo(LEFT, y + 16).lineTo(LEFT + WIDTH, y + 16).stroke();
  return y + 22;
}

function row(doc: Doc, label: string, value: string, y: number, style: { bold?: boolean; size?: number } = {}): number {
  const size = style.size ?? 9;
  const valueWidth = WIDTH - 110;
  doc.font(FONT.regular).fontSize(size).fillColor(COLORS.muted).text(label, LEFT, y, { width: 105, lineBreak: false });
  doc.font(style.bold ? FONT.bold : FONT.regular).fontSize(size).fillColor(COLORS.text);
  const height = doc.heightOfString(value, { width: valueWidth });
  doc.text(value, LEFT + 110, y, { width: valueWidth, align: 'right' });
  return y + Math.max(height, size + 2) + 5;
}

function rule(doc: Doc, y: number, dashed = true): number {
  doc.lineWidth(0.5).strokeColor(COLORS.thin);
  if (dashed) doc.dash(2, { space: 2 });
  doc.moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).stroke();
  doc.undash();
  return y + 6;
}

export async function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const doc = createDocument(`${text.title} ${statementMessages.orderNo} ${receipt.idOrder}`, site.name);
  doc.addPage();
  doc.font(FONT.bold).fontSize(18).fillColor(COLORS.text).text(text.title, LEFT, 48, { width: WIDTH, align: 'center' });
  let y = 88;

  y = heading(doc, text.merchant, y);
  y = row(doc, text.merchantName, receipt.merchant.name, y, { bold: true });
  y = row(doc, text.ceoName, receipt.merchant.ceoName, y);
  y = row(doc, text.registrationNo, receipt.merchant.registrationNo, y);
  y = row(doc, text.mailOrderNo, receipt.merchant.mailOrderNo, y);
  y = row(doc, text.address, receipt.merchant.address, y);

  y = heading(doc, text.buyer, y + 8);
  y = row(doc, text.buyerName, receipt.buyer.name, y, { bold: true });
  y = row(doc, text.registrationNo, formatRegistrationNo(receipt.buyer.registrationNo), y);

  y = heading(doc, text.payment, y + 8);
  y = row(doc, text.orderNo, String(receipt.idOrder), y);
  y = row(doc, text.approvedAt, formatKstDateTime(receipt.approvedAt), y);
  y = row(doc, text.method, text.card, y);
  if (receipt.cardNumber) y = row(doc, text.cardNumber, receipt.cardNumber, y);
  if (receipt.transactionId) y = row(doc, text.transactionId, receipt.transactionId, y);

  y = heading(doc, text.orderAmounts, y + 8);
  y = row(doc, text.supplyAmount, formatWon(receipt.supplyAmount), y);
  y = row(doc, text.vatAmount, formatWon(receipt.vatAmount), y);
  y = rule(doc, y);
  y = row(doc, text.grossAmount, formatWon(receipt.grossAmount), y, { bold: true });
  if (receipt.creditUsed > 0) y = row(doc, text.creditUsed, `-${formatWon(receipt.creditUsed)}`, y);
  y = rule(doc, y);
  y = row(doc, text.charged, formatWon(receipt.charged), y, { bold: true, size: 11 });
  if (receipt.refunds.length > 0) {
    for (const refund of receipt.refunds) y = row(doc, text.refundLine(formatKstDate(refund.createdAt)), `-${formatWon(refund.amount)}`, y);
    y = rule(doc, y);
    y = row(doc, text.net, formatWon(receipt.net), y, { bold: true, size: 11 });
  }
  y = rule(doc, y + 4, false);
  doc.font(FONT.regular).fontSize(8).fillColor(COLORS.muted).text(text.note, LEFT, y + 4, { width: WIDTH });
  numberPages(doc, statementMessages.issuer(site.name), (index, count) => statementMessages.page(index + 1, count));
  return finish(doc);
}
