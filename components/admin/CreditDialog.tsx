import { useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { adminMemberMessages, memberMessages as text } from '@/lib/admin/admin.messages';
import { consoleCalls } from '@/lib/admin/client/console';
import { useForm } from '@/lib/client/form';
import { formatWon } from '@/lib/format';
import { Actions, Stack } from './Console.styles';

export interface CreditDialogProps {
  /** The retailer whose credit to adjust, with their balance now, or null: closed. */
  member: { userId: number; name: string; balance: number } | null;
  onClose: () => void;
  onDone: (name: string, balance: number) => void;
}

/** Adds to or takes from a retailer's referral credit, with the reason they will read. */
export function CreditDialog({ member, onClose, onDone }: CreditDialogProps) {
  const amountRef = useRef<HTMLInputElement>(null);
  const form = useForm<{ amount: string; reason: string }>({
    initial: { amount: '', reason: '' },
    onChange: 'clear',
    order: ['amount', 'reason'],
    validate: ({ amount }): { amount?: string } => (/^-?\d{1,8}$/.test(amount.trim()) && Number(amount) !== 0 ? {} : { amount: adminMemberMessages.creditAmount }),
  });
  const send = form.handleSubmit(async ({ amount, reason }) => {
    if (!member) return;
    const { balance } = await consoleCalls.adjustCredit(member.userId, Number(amount.trim()), reason.trim());
    form.reset();
    onDone(member.name, balance);
  });
  return (
    <Modal open={member !== null} onClose={onClose} title={member ? text.adjustTitle(member.name) : ''} closeLabel={text.close} initialFocus={amountRef}>
      <form noValidate onSubmit={send}>
        <Stack>
          <p>{member ? text.adjustLead(formatWon(member.balance)) : ''}</p>
          <TextField ref={amountRef} label={text.amount} {...form.textField('amount')} inputMode="numeric" maxLength={9} required />
          <TextField label={text.adjustReason} {...form.textField('reason')} maxLength={200} required />
          {form.formError ? <p role="alert">{form.formError}</p> : null}
          <Actions>
            <Button type="submit" $size="lg" disabled={form.busy}>
              {text.adjustConfirm}
            </Button>
          </Actions>
        </Stack>
      </form>
    </Modal>
  );
}
