import type { OrderDetail } from '@/lib/orders/orders.contract';
import { freeRefundMessages } from '@/lib/orders/freeRefund.messages';

/** A delivered line that can be returned free of charge now, as the request form lists it. */
export interface RefundCandidateLine {
  id: number;
  name: string;
  brandName: string;
  options: string;
  unitPrice: number;
  /** Units that may still be returned (the server's refundableCount). */
  refundableCount: number;
  refundableUntil: string;
}

/** An order with returnable lines. */
export interface RefundCandidate {
  idOrder: number;
  createdAt: string;
  title: string;
  address: OrderDetail['address'];
  lines: RefundCandidateLine[];
}

/** The orders' lines that can be returned now (refundableCount > 0), newest order first; orders without any are left out. */
export function refundCandidatesOf(orders: OrderDetail[]): RefundCandidate[] {
  return orders
    .map((order) => {
      const lines = order.brands.flatMap((group) =>
        group.items
          .filter((line) => line.refundableCount > 0 && line.refundableUntil !== null)
          .map((line) => ({
            id: line.id,
            name: line.name,
            brandName: group.brandName,
            options: [line.color, line.size].filter(Boolean).join(' / '),
            unitPrice: line.unitPrice,
            refundableCount: line.refundableCount,
            refundableUntil: line.refundableUntil as string,
          })),
      );
      const first = order.brands[0]?.items[0];
      const count = order.brands.reduce((sum, group) => sum + group.items.length, 0);
      const title = first ? freeRefundMessages.request.orderTitle(first.name, count - 1) : '';
      return { idOrder: order.idOrder, createdAt: order.createdAt, title, address: order.address, lines };
    })
    .filter((candidate) => candidate.lines.length > 0);
}
