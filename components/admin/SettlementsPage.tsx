import { useRouter } from 'next/router';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import Link from '@/components/ui/Link';
import { FilterChips, Lead, Status } from '@/components/ui/listPage';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { consoleMessages } from '@/lib/admin/admin.messages';
import { consoleCalls } from '@/lib/admin/client/console';
import { useConsoleAction } from '@/lib/admin/client/useConsoleAction';
import { adminRoutes } from '@/lib/admin/routes';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { formatWon } from '@/lib/format';
import type { StatementStatus, StatementSummary } from '@/lib/settlement/settlement.contract';
import { settlementMessages as m } from '@/lib/settlement/settlement.messages';
import { ConsoleLayout } from './ConsoleLayout';
import { Actions } from './Console.styles';
import { ListTable } from './ListTable';
import { PayDialog } from './PayDialog';

const text = m.console;
const STATUSES: (StatementStatus | undefined)[] = [undefined, 'scheduled', 'confirmed', 'paid'];

export interface SettlementsPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  status: StatementStatus | null;
  statements: StatementSummary[];
}

/**
 * /admin/settlements[?status=]: every brand's statements, newest period first; make the ended
 * periods' statements, confirm one, mark one paid with the transfer's reference, and download
 * the confirmed ones' payout list.
 */
export function SettlementsPage({ operator, status, statements }: SettlementsPageProps) {
  const { query } = useRouter();
  const { notice, setNotice, busy, run: act, reload } = useConsoleAction();
  const [paying, setPaying] = useState<StatementSummary | null>(null);

  return (
    <ConsoleLayout
      operator={operator}
      section="settlements"
      actions={
        <Button type="button" $size="lg" disabled={busy} onClick={() => void act(async () => text.ran((await consoleCalls.settle()).created))}>
          {text.run}
        </Button>
      }
    >
      <Lead>{text.lead}</Lead>
      <Actions>
        <a href="/api/v1/admin/settlements/payouts" download>
          {text.payouts}
        </a>
      </Actions>
      <FilterChips aria-label={text.filterLabel}>
        {STATUSES.map((choice) => (
          <Link key={choice ?? 'all'} href={adminRoutes.settlements(choice)} aria-current={(choice ?? null) === status ? 'page' : undefined}>
            {choice ? m.statuses[choice] : text.all}
          </Link>
        ))}
      </FilterChips>
      <Status role="status">{notice || (query.paid ? text.paid(Number(query.paid)) : '')}</Status>
      <ListTable label={m.brand.statements} total={statements.length} columns={Object.values(text.columns)}>
        {statements.map((statement) => (
          <tr key={statement.id}>
            <td>
              <Link href={adminRoutes.statement(statement.id)}>{statement.id}</Link>
            </td>
            <td>
              <Link href={adminRoutes.brandSettlement(statement.brandId)}>{statement.brandName}</Link>
            </td>
            <td>{m.period(statement.firstDate, statement.lastDate)}</td>
            <td className="number">{formatWon(statement.net)}</td>
            <td className="number">{formatWon(statement.payout)}</td>
            <td>
              <StatusBadge $tone={statement.status === 'paid' ? 'closed' : statement.status === 'confirmed' ? 'progress' : 'waiting'}>{m.statuses[statement.status]}</StatusBadge>
            </td>
            <td>
              {statement.status === 'scheduled' ? (
                <Button type="button" $size="md" aria-label={text.confirmLabel(statement.id)} disabled={busy} onClick={() => void act(async () => (await consoleCalls.confirmStatement(statement.id), text.confirmed(statement.id)))}>
                  {text.confirm}
                </Button>
              ) : statement.status === 'confirmed' ? (
                <Button type="button" $size="md" $variant="secondary" aria-label={text.payLabel(statement.id)} disabled={busy} onClick={() => setPaying(statement)}>
                  {text.pay}
                </Button>
              ) : (
                consoleMessages.none
              )}
            </td>
          </tr>
        ))}
      </ListTable>
      <PayDialog
        statement={paying}
        onClose={() => setPaying(null)}
        onDone={async (id) => {
          setPaying(null);
          setNotice(text.paid(id));
          await reload();
        }}
      />
    </ConsoleLayout>
  );
}
