import Link from '@/components/ui/Link';
import { Button } from '@/components/ui/Button';
import { Lead, Status } from '@/components/ui/listPage';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { consoleMessages, depositMessages as text } from '@/lib/admin/admin.messages';
import { consoleCalls } from '@/lib/admin/client/console';
import { useConsoleAction } from '@/lib/admin/client/useConsoleAction';
import { adminRoutes } from '@/lib/admin/routes';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { formatWon } from '@/lib/format';
import { formatKstDateTime } from '@/lib/kstDate';
import type { AwaitingDeposit } from '@/lib/orders/orders.contract';
import { ConsoleLayout } from './ConsoleLayout';
import { ListTable } from './ListTable';

export interface DepositsPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  now: string;
  items: AwaitingDeposit[];
}

/**
 * /admin/deposits: 무통장입금 orders waiting for their money, the oldest
 * deadline first, overdue ones marked; each confirmed with one button (a second
 * press, or another operator's, changes nothing).
 */
export function DepositsPage({ operator, now, items }: DepositsPageProps) {
  const { notice, busy, run } = useConsoleAction();
  const confirm = (id: number) => run(async () => ((await consoleCalls.confirmDeposit(id)).confirmed ? text.confirmed(id) : text.already(id)));

  return (
    <ConsoleLayout operator={operator} section="deposits">
      <Lead>{text.lead}</Lead>
      <Status role="status">{notice}</Status>
      <ListTable label={text.title} total={items.length} columns={[text.columns.order, text.columns.buyer, text.columns.amount, text.columns.holder, text.columns.deadline, text.columns.action]} empty={text.empty}>
        {items.map((item) => {
          const overdue = item.deadline !== null && item.deadline < now;
          return (
            <tr key={item.id}>
              <td>
                <Link href={adminRoutes.order(item.id)}>{item.id}</Link>
              </td>
              <td className="wrap">
                {item.buyer}
                <br />
                {item.email}
              </td>
              <td className="number">{formatWon(item.amount)}</td>
              <td>{item.depositHolder || text.noHolder}</td>
              <td>
                {item.deadline ? formatKstDateTime(item.deadline) : consoleMessages.none} {overdue ? <StatusBadge $tone="waiting">{text.overdue}</StatusBadge> : null}
              </td>
              <td>
                <Button type="button" $size="md" aria-label={text.confirmLabel(item.id)} disabled={busy} onClick={() => void confirm(item.id)}>
                  {text.confirm}
                </Button>
              </td>
            </tr>
          );
        })}
      </ListTable>
    </ConsoleLayout>
  );
}
