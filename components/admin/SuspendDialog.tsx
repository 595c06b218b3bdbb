import { useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { memberMessages as text } from '@/lib/admin/admin.messages';
import { consoleCalls } from '@/lib/admin/client/console';
import { useForm } from '@/lib/client/form';
import { Actions, Stack } from './Console.styles';

export interface SuspendDialogProps {
  /** The member to suspend (their user id and the name the list shows), or null: closed. */
  member: { userId: number; name: string } | null;
  onClose: () => void;
  onDone: (name: string) => void;
}

/** Asks why a member is suspended, says what follows, and suspends them. */
export function SuspendDialog({ member, onClose, onDone }: SuspendDialogProps) {
  const reasonRef = useRef<HTMLInputElement>(null);
  const form = useForm({ initial: { reason: '' }, onChange: 'clear', order: ['reason'] });
  const send = form.handleSubmit(async ({ reason }) => {
    if (!member) return;
    await consoleCalls.suspend(member.userId, reason.trim());
    form.reset();
    onDone(member.name);
  });
  return (
    <Modal open={member !== null} onClose={onClose} title={member ? text.dialogTitle(member.name) : ''} closeLabel={text.close} initialFocus={reasonRef}>
      <form noValidate onSubmit={send}>
        <Stack>
          <p>{text.dialogLead}</p>
          <TextField ref={reasonRef} label={text.reason} {...form.textField('reason')} maxLength={500} required />
          {form.formError ? <p role="alert">{form.formError}</p> : null}
          <Actions>
            <Button type="submit" $size="lg" disabled={form.busy}>
              {text.confirm}
            </Button>
          </Actions>
        </Stack>
      </form>
    </Modal>
  );
}
