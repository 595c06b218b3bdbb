import { footerMessages } from '@/lib/messages/footer';

/**
 * A card order's receipt as data (docs/DECISIONS.md, 거래명세서 and
 * receipts): the marketplace sells and takes the card payment, so its operator
 * (the footer's company details) is the 판매처; the amounts are the order's as
 * stored, in sums a retailer can redo: 공급가액 + 부가세 = 상품·배송 합계;
 * 상품·배송 합계 - 적립금 = 카드 결제 금액; 카드 결제 금액 - 취소(환불) = 최종 결제 금액.
 */

export interface ReceiptSource {
  idOrder: number;
  goodsAmount: number;
  deliveryFee: number;
  creditUsed: number;
  supplyAmount: number;
  vatAmount: number;
  buyer: { name: string; registrationNo: string };
  /** The card payment as recorded (payments, kind 'payment', paid). */
  payment: { amount: number; providerPaymentId: string | null; createdAt: string; raw: string };
  refunds: Array<{ amount: number; createdAt: string }>;
}

export interface Receipt {
  idOrder: number;
  merchant: { name: string; ceoName: string; registrationNo: string; mailOrderNo: string; address: string };
  buyer: { name: string; registrationNo: string };
  approvedAt: string;
  /** The masked card number the provider reported, when it did. */
  cardNumber: string | null;
  transactionId: string;
  supplyAmount: number;
  vatAmount: number;
  /** Goods + delivery: supplyAmount + vatAmount. */
  grossAmount: number;
  creditUsed: number;
  /** grossAmount - creditUsed: what the card was charged. */
  charged: number;
  refunds: Array<{ amount: number; createdAt: string }>;
  /** charged - the refunds. */
  net: number;
}

function cardNumberOf(raw: string): string | null {
  try {
    const card = (JSON.parse(raw) as { card?: unknown }).card;
    return typeof card === 'string' && /^[\d*-]{4,25}$/.test(card) ? card : null;
  } catch {
    return null;
  }
}

export function receiptOf(source: ReceiptSource): Receipt {
  const operator = footerMessages.operator;
  const refunded = source.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return {
    idOrder: source.idOrder,
    merchant: { name: operator.companyName, ceoName: operator.ceo, registrationNo: operator.registrationNo, mailOrderNo: operator.mailOrderNo, address: operator.address },
    buyer: source.buyer,
    approvedAt: source.payment.createdAt,
    cardNumber: cardNumberOf(source.payment.raw),
    transactionId: source.payment.providerPaymentId ?? '',
    supplyAmount: source.supplyAmount,
    vatAmount: source.vatAmount,
    grossAmount: source.goodsAmount + source.deliveryFee,
    creditUsed: source.creditUsed,
    charged: source.payment.amount,
    refunds: source.refunds,
    net: source.payment.amount - refunded,
  };
}
