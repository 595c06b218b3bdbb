import { orderStatusTone } from '@/lib/orders/orderStatusTone';

describe('orderStatusTone', () => {
  it.each([
    ['pending_payment', 'waiting'],
    ['awaiting_deposit', 'waiting'],
    ['refund_requested', 'waiting'],
    ['preparing', 'progress'],
    ['shipping', 'progress'],
    ['delivered', 'done'],
    ['cancelled', 'closed'],
    ['refunded', 'closed'],
  ] as const)('%s is shown as %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });
});
