import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { consoleOrderMessages } from '@/lib/admin/admin.messages';
import { consoleCalls } from '@/lib/admin/client/console';
import { useReload } from '@/lib/admin/client/useReload';
import { useForm } from '@/lib/client/form';
import { formatWon } from '@/lib/format';
import type { OrderDetail } from '@/lib/orders/orders.contract';
import { Actions, Panel, Stack } from './Console.styles';
import { space } from '@/styles/theme';

const text = consoleOrderMessages.refundFor;

/** An operator asks for a free refund of delivered lines on the retailer's behalf: how many of each, and why. */
export function OrderRefundForm({ order, onDone }: { order: OrderDetail; onDone: (message: string) => void }) {
  const reload = useReload();
  const refundable = order.brands.flatMap((brand) => brand.items.filter((line) => line.refundableCount > 0).map((line) => ({ ...line, brandName: brand.brandName })));
  const [counts, setCounts] = useState<Record<number, number>>({});
  const form = useForm({ initial: { reason: '' }, onChange: 'clear', order: ['reason'] });
  const send = form.handleSubmit(async ({ reason }) => {
    const items = Object.entries(counts)
      .filter(([, count]) => count > 0)
      .map(([idItem, count]) => ({ idItem: Number(idItem), count }));
    if (items.length === 0) {
      form.setFormError(text.pickOne);
      return;
    }
    const request = await consoleCalls.requestRefund(order.idOrder, items, reason.trim());
    setCounts({});
    form.reset();
    onDone(text.done(formatWon(request.refundAmount)));
    await reload();
  });
  return (
    <Panel aria-labelledby="refund-for">
      <h2 id="refund-for">{text.title}</h2>
      <p>{text.lead}</p>
      <form noValidate onSubmit={send}>
        <Stack>
          <Counts>
            {refundable.map((line) => (
              <label key={line.id}>
                <span>{text.count(`${line.brandName} · ${line.name}`, line.refundableCount)}</span>
                <input
                  type="number"
                  min={0}
                  max={line.refundableCount}
                  value={counts[line.id] ?? 0}
                  onChange={(event) => setCounts((current) => ({ ...current, [line.id]: Math.max(0, Math.min(line.refundableCount, Math.floor(Number(event.target.value) || 0))) }))}
                />
              </label>
            ))}
          </Counts>
          <TextField label={text.reason} {...form.textField('reason')} maxLength={500} required />
          {form.formError ? <p role="alert">{form.formError}</p> : null}
          <Actions>
            <Button type="submit" $variant="secondary" $size="lg" disabled={form.busy}>
              {text.submit}
            </Button>
          </Actions>
        </Stack>
      </form>
    </Panel>
  );
}

const Counts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};

  label {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space.md};
    min-height: 44px;
  }

  input {
    width: 88px;
    height: 44px;
    padding: 0 ${space.sm};
  }
`;
