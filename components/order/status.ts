import type { StatusTone } from '@/components/ui/StatusBadge';
import type { OrderStatus } from '@/lib/contract/orders';

/** How an order or line status is coloured: waiting for money, moving, done, or closed. */
export function statusTone(status: OrderStatus): StatusTone {
  if (status === 'pending_payment' || status === 'awaiting_deposit' || status === 'refund_requested') return 'waiting';
  if (status === 'delivered') return 'done';
  if (status === 'cancelled' || status === 'refunded') return 'closed';
  return 'progress';
}
