import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { BrandOrderDetail } from '@/lib/brandCenter/brandOrders.contract';
import { alertMessage, confirmDialog } from '@/lib/client/alerts';
import { deliverBrandOrder } from '@/lib/brandCenter/client/brandOrders';
import { isApiError } from '@/lib/client/errors';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { commonMessages } from '@/lib/messages/common';

const text = brandOrderMessages.deliver;

/** 배송완료 처리 of a shipped group, after a confirm (it starts the retailer's 60-day free refund); a refusal is alerted in Korean. */
export function OrderDeliverButton({ idOrder, onDelivered }: { idOrder: number; onDelivered: (order: BrandOrderDetail) => void }) {
  const [busy, setBusy] = useState(false);

  async function deliver() {
    if (!(await confirmDialog(text.confirm))) return;
    setBusy(true);
    try {
      onDelivered(await deliverBrandOrder(idOrder));
    } catch (error) {
      await alertMessage(isApiError(error) ? error.message : commonMessages.network.offline, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" $size="lg" $variant="secondary" disabled={busy} onClick={deliver} aria-label={`${brandOrderMessages.orders.orderNo(idOrder)} ${text.button}`}>
      {text.button}
    </Button>
  );
}
