import { Button } from '@/components/ui/Button';
import { Lead, Status } from '@/components/ui/listPage';
import { consoleMessages } from '@/lib/admin/admin.messages';
import { consoleCalls } from '@/lib/admin/client/console';
import { useConsoleAction } from '@/lib/admin/client/useConsoleAction';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { notificationMessages } from '@/lib/notifications/notifications.messages';
import { ConsoleLayout } from './ConsoleLayout';
import { ListTable } from './ListTable';

const text = notificationMessages.console;

export interface OutboxPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  parked: { id: number; channel: string; kind: string; recipient: string; subject: string; attempts: number; lastError: string; availableAt: string }[];
}

/** /admin/outbox, 발송 실패: the messages the worker gave up on, each with its last error, put back in the queue with one button. */
export function OutboxPage({ operator, parked }: OutboxPageProps) {
  const { notice, busy, run } = useConsoleAction();
  const retry = (id: number) => run(async () => (await consoleCalls.retryMessage(id), text.retried(id)));

  return (
    <ConsoleLayout operator={operator} section="outbox">
      <Lead>{text.lead}</Lead>
      <Status role="status">{notice}</Status>
      <ListTable label={consoleMessages.nav.outbox} total={parked.length} columns={Object.values(text.columns)} empty={text.empty}>
        {parked.map((message) => (
          <tr key={message.id}>
            <td>{message.id}</td>
            <td>{text.channels[message.channel] ?? message.channel}</td>
            <td>{message.recipient}</td>
            <td className="wrap">{message.subject}</td>
            <td className="wrap">{message.lastError}</td>
            <td>
              <Button type="button" $size="md" aria-label={text.retryLabel(message.id)} disabled={busy} onClick={() => void retry(message.id)}>
                {text.retry}
              </Button>
            </td>
          </tr>
        ))}
      </ListTable>
    </ConsoleLayout>
  );
}
