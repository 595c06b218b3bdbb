import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import type { ConsoleOrderDetail } from '@/lib/admin/admin.contract';
import { consoleOrderMessages } from '@/lib/admin/admin.messages';
import { consoleCalls } from '@/lib/admin/client/console';
import { useReload } from '@/lib/admin/client/useReload';
import { useForm } from '@/lib/client/form';
import { formatKstDateTime } from '@/lib/kstDate';
import { Actions, Panel, Stack } from './Console.styles';

const text = consoleOrderMessages.notes;

/** Operators' notes on an order, newest first, and a new one. */
export function OrderNotes({ idOrder, notes }: { idOrder: number; notes: ConsoleOrderDetail['notes'] }) {
  const reload = useReload();
  const form = useForm({ initial: { body: '' }, onChange: 'clear', order: ['body'] });
  const send = form.handleSubmit(async ({ body }) => {
    await consoleCalls.addOrderNote(idOrder, body.trim());
    form.reset();
    await reload();
  });
  return (
    <Panel aria-labelledby="order-notes">
      <h2 id="order-notes">{text.title}</h2>
      <p>{text.lead}</p>
      {notes.length === 0 ? <p>{text.empty}</p> : null}
      <ul>
        {notes.map((note) => (
          <li key={note.id}>
            <p>{note.body}</p>
            <small>{text.by(note.author, formatKstDateTime(note.createdAt))}</small>
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={send}>
        <Stack>
          <TextField label={text.body} {...form.textField('body')} maxLength={1000} required />
          {form.formError ? <p role="alert">{form.formError}</p> : null}
          <Actions>
            <Button type="submit" $variant="secondary" $size="lg" disabled={form.busy}>
              {text.add}
            </Button>
          </Actions>
        </Stack>
      </form>
    </Panel>
  );
}
