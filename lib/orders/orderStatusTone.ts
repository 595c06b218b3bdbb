import type { OrderStatus } from '@/lib/orders/orders.contract';

/**
 * The tones of the kit's StatusBadge (components/ui/StatusBadge.tsx, `StatusTone`), spelled
 * again here since lib never imports components; TypeScript checks the two agree where a
 * badge is given a tone.
 */
export type OrderStatusTone = 'progress' | 'waiting' | 'done' | 'closed';

/** How an order or line status is coloured: waiting for money or a return, moving, delivered, or closed. */
export function orderStatusTone(status: OrderStatus): OrderStatusTone {
  if (status === 'pending_payment' || status === 'awaiting_deposit' || status === 'refund_requested') return 'waiting';
  if (status === 'delivered') return 'done';
  if (status === 'cancelled' || status === 'refunded') return 'closed';
  return 'progress';
}
