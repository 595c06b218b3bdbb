import { useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { consoleCalls } from '@/lib/admin/client/console';
import { useForm } from '@/lib/client/form';
import { formatWon } from '@/lib/format';
import type { StatementSummary } from '@/lib/settlement/settlement.contract';
import { settlementMessages as m } from '@/lib/settlement/settlement.messages';
import { Actions, Stack } from './Console.styles';

const text = m.console;

/** Asks for the transfer's reference and marks a confirmed statement paid. */
export function PayDialog({ statement, onClose, onDone }: { statement: StatementSummary | null; onClose: () => void; onDone: (id: number) => void }) {
  const referenceRef = useRef<HTMLInputElement>(null);
  const form = useForm({ initial: { reference: '' }, onChange: 'clear', order: ['reference'], validate: ({ reference }) => (reference.trim() ? {} : { reference: m.referenceRequired }) });
  const send = form.handleSubmit(async ({ reference }) => {
    if (!statement) return;
    await consoleCalls.payStatement(statement.id, reference.trim());
    form.reset();
    onDone(statement.id);
  });
  return (
    <Modal open={statement !== null} onClose={onClose} title={statement ? text.payTitle(statement.brandName) : ''} closeLabel={m.close} initialFocus={referenceRef}>
      <form noValidate onSubmit={send}>
        <Stack>
          <p>{statement ? text.payLead(formatWon(statement.payout)) : ''}</p>
          <TextField ref={referenceRef} label={text.reference} {...form.textField('reference')} maxLength={100} required />
          {form.formError ? <p role="alert">{form.formError}</p> : null}
          <Actions>
            <Button type="submit" $size="lg" disabled={form.busy}>
              {text.payConfirm}
            </Button>
          </Actions>
        </Stack>
      </form>
    </Modal>
  );
}
