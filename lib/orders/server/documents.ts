import { statementMessages } from '@/lib/orders/statement.messages';
import type { AuthUser } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import type { OrderRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { statementsOf } from './statement/model';
import { receiptOf } from './statement/receipt';
import { receiptPdf } from './statement/receiptPdf';
import { statementSource } from './statement/source';
import { statementPdf } from './statement/statementPdf';
import { findOwnOrder, orderNotFound } from './view';

/**
 * The PDF documents of an order (docs/DECISIONS.md, 거래명세서 and receipts):
 * the 거래명세서, whole or one brand's, for the order's retailer and for a
 * brand its own part; the card receipt for the retailer. What is not the
 * caller's is a 404; an order not paid yet has neither (409).
 */

export interface PdfFile {
  /** The Korean file name (Content-Disposition's filename*). */
  fileName: string;
  /** The same in ASCII, for clients that do not read filename*. */
  asciiName: string;
  data: Buffer;
}

const m = statementMessages.errors;

function paid(order: OrderRow): OrderRow & { paidAt: string } {
  if (!order.paidAt) throw new DomainError(409, 'STATEMENT_NOT_READY', m.notPaid);
  return order as OrderRow & { paidAt: string };
}

async function statementFile(db: Db, order: OrderRow & { paidAt: string }, idBrand: number | undefined): Promise<PdfFile> {
  const source = await statementSource(db, order);
  const group = idBrand === undefined ? null : source.groups.find((entry) => entry.idBrand === idBrand);
  if (idBrand !== undefined && !group) throw new DomainError(404, 'BRAND_NOT_IN_ORDER', m.brandNotInOrder, 'idBrand');
  const statements = statementsOf(source, idBrand);
  if (statements.length === 0) throw new DomainError(409, 'NOTHING_SUPPLIED', m.nothingSupplied);
  return {
    fileName: group ? statementMessages.brandFileName(order.id, group.brandName) : statementMessages.fileName(order.id),
    asciiName: group ? `statement-${order.id}-brand-${group.idBrand}.pdf` : `statement-${order.id}.pdf`,
    data: await statementPdf(statements),
  };
}

/** GET /orders/{idOrder}/statement[?idBrand]: the retailer's 거래명세서, one page set per brand (or one brand's). */
export async function orderStatement(db: Db, user: AuthUser, orderId: number, idBrand?: number): Promise<PdfFile> {
  const order = paid(await findOwnOrder(db, user.id, orderId));
  return statementFile(db, order, idBrand);
}

/** GET /brands/orders/{idOrder}/statement: the brand's own part of a paid order (anything else: 404, as the brand's order detail). */
export async function brandOrderStatement(db: Db, brandId: number, orderId: number): Promise<PdfFile> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('paidAt', 'is not', null)
    .where((eb) => eb.exists(eb.selectFrom('orderShipments').select('id').whereRef('orderShipments.orderId', '=', 'orders.id').where('orderShipments.brandId', '=', brandId)))
    .executeTakeFirst();
  if (!order) throw orderNotFound();
  return statementFile(db, paid(order), brandId);
}

/** GET /orders/{idOrder}/receipt: the card receipt of the retailer's paid card order. */
export async function orderReceipt(db: Db, user: AuthUser, orderId: number): Promise<PdfFile> {
  const order = await findOwnOrder(db, user.id, orderId);
  if (order.paymentMethod !== 'card') throw new DomainError(409, 'RECEIPT_CARD_ONLY', m.receiptCardOnly);
  if (!order.paidAt) throw new DomainError(409, 'RECEIPT_NOT_PAID', m.receiptNotPaid);
  const [payments, buyer] = await Promise.all([
    db.selectFrom('payments').select(['kind', 'status', 'amount', 'providerPaymentId', 'createdAt', 'raw']).where('orderId', '=', order.id).orderBy('id').execute(),
    db.selectFrom('users').select(['businessName', 'registrationNo']).where('id', '=', order.userId).executeTakeFirstOrThrow(),
  ]);
  const payment = payments.find((record) => record.kind === 'payment' && record.status === 'paid');
  if (!payment) throw new DomainError(409, 'RECEIPT_NO_CARD_PAYMENT', m.receiptNoCardPayment);
  const receipt = receiptOf({
    idOrder: order.id,
    goodsAmount: order.goodsAmount,
    deliveryFee: order.deliveryFee,
    creditUsed: order.creditUsed,
    supplyAmount: order.supplyAmount,
    vatAmount: order.vatAmount,
    buyer: { name: buyer.businessName, registrationNo: buyer.registrationNo },
    payment,
    refunds: payments.filter((record) => record.kind === 'refund').map(({ amount, createdAt }) => ({ amount, createdAt })),
  });
  return { fileName: statementMessages.receipt.fileName(order.id), asciiName: `receipt-${order.id}.pdf`, data: await receiptPdf(receipt) };
}
