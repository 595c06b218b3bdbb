import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { consoleOrderMessages } from '@/lib/admin/admin.messages';
import { consoleCalls } from '@/lib/admin/client/console';
import { useReload } from '@/lib/admin/client/useReload';
import { useForm } from '@/lib/client/form';
import { formatWon } from '@/lib/format';
import type { CancelOrderResult, OrderDetail } from '@/lib/orders/orders.contract';
import { Actions, ChoiceSet, Panel, Stack } from './Console.styles';

const text = consoleOrderMessages.cancel;

/**
 * An operator cancels lines of a retailer's order on their behalf: the lines
 * not yet shipped (all of them for an unpaid order), a reason, the refund
 * shown first (a dry run), then the cancellation.
 */
export function OrderCancelForm({ order, onDone }: { order: OrderDetail; onDone: (message: string) => void }) {
  const reload = useReload();
  const cancellable = order.brands.flatMap((brand) => brand.items.filter((line) => line.cancellable).map((line) => ({ ...line, brandName: brand.brandName })));
  const wholeOnly = order.paidAt === null;
  const [picked, setPicked] = useState<number[]>(cancellable.map((line) => line.id));
  const [preview, setPreview] = useState<CancelOrderResult | null>(null);
  const form = useForm({ initial: { reason: '' }, onChange: 'clear', order: ['reason'] });

  const body = (reason: string, dryRun: boolean) => ({ itemIds: wholeOnly ? undefined : picked, reason: reason.trim(), dryRun });
  const send = form.handleSubmit(async ({ reason }) => {
    if (picked.length === 0) {
      form.setFormError(text.pickOne);
      return;
    }
    if (!preview) {
      setPreview(await consoleCalls.cancelOrder(order.idOrder, body(reason, true)));
      return;
    }
    const done = await consoleCalls.cancelOrder(order.idOrder, body(reason, false));
    setPreview(null);
    form.reset();
    onDone(text.done(formatWon(done.refundAmount)));
    await reload();
  });

  function toggle(id: number, on: boolean) {
    setPreview(null);
    setPicked((current) => (on ? [...current, id] : current.filter((entry) => entry !== id)));
  }

  return (
    <Panel aria-labelledby="cancel-for">
      <h2 id="cancel-for">{text.title}</h2>
      <p>{text.lead}</p>
      <form noValidate onSubmit={send}>
        <Stack>
          <ChoiceSet>
            <legend>{text.lines}</legend>
            {wholeOnly ? <p>{text.unpaidWhole}</p> : null}
            {cancellable.map((line) => (
              <label key={line.id}>
                <input type="checkbox" checked={picked.includes(line.id)} disabled={wholeOnly} onChange={(event) => toggle(line.id, event.target.checked)} />
                {line.brandName} · {line.name} {[line.color, line.size].filter(Boolean).join(' / ')} · {formatWon(line.lineTotal)}
              </label>
            ))}
          </ChoiceSet>
          <TextField label={text.reason} {...form.textField('reason')} onChange={(event) => { setPreview(null); form.set('reason', event.target.value); }} maxLength={500} required />
          {preview ? <p role="status">{text.previewed(formatWon(preview.cancelledAmount), formatWon(preview.refundAmount), formatWon(preview.creditReturned))}</p> : null}
          {form.formError ? <p role="alert">{form.formError}</p> : null}
          <Actions>
            <Button type="submit" $size="lg" $variant={preview ? 'primary' : 'secondary'} disabled={form.busy}>
              {preview ? text.confirm : text.preview}
            </Button>
          </Actions>
        </Stack>
      </form>
    </Panel>
  );
}

