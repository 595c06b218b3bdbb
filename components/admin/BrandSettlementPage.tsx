import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import Link from '@/components/ui/Link';
import { Lead, Status } from '@/components/ui/listPage';
import { TextField } from '@/components/ui/TextField';
import { consoleCalls } from '@/lib/admin/client/console';
import { useReload } from '@/lib/admin/client/useReload';
import { adminRoutes } from '@/lib/admin/routes';
import { useForm } from '@/lib/client/form';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { formatWon } from '@/lib/format';
import { ADJUSTMENT_MAX, COMMISSION_RATE_MAX_BP, formatRate } from '@/lib/settlement/commission';
import type { BrandSettlement } from '@/lib/settlement/settlement.contract';
import { settlementMessages as m } from '@/lib/settlement/settlement.messages';
import { ConsoleLayout } from './ConsoleLayout';
import { Actions, Panel, Stack } from './Console.styles';
import { ListTable } from './ListTable';

const text = m.console;

export interface BrandSettlementPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  brand: { id: number; name: string };
  settlement: BrandSettlement;
}

/** /admin/settlements/brands/{id}: one brand's commission rate and balance, an adjustment with its reason, and its statements. */
export function BrandSettlementPage({ operator, brand, settlement }: BrandSettlementPageProps) {
  const reload = useReload();
  const [notice, setNotice] = useState('');
  const rate = useForm({
    initial: { rate: String(settlement.rateBp / 100) },
    order: ['rate'],
    validate: ({ rate: value }) => (/^\d{1,2}(\.\d{1,2})?$/.test(value.trim()) && Number(value) <= COMMISSION_RATE_MAX_BP / 100 ? {} : { rate: m.rateInvalid }),
  });
  const adjustment = useForm({
    initial: { amount: '', reason: '' },
    order: ['amount', 'reason'],
    validate: ({ amount, reason }) => ({
      amount: /^-?\d{1,9}$/.test(amount.trim()) && Number(amount) !== 0 && Math.abs(Number(amount)) <= ADJUSTMENT_MAX ? undefined : m.adjustmentInvalid,
      reason: reason.trim() ? undefined : m.reasonRequired,
    }),
  });
  const saveRate = rate.handleSubmit(async ({ rate: value }) => {
    const saved = await consoleCalls.setCommissionRate(brand.id, Number(value));
    setNotice(text.rateSaved(formatRate(saved.rateBp)));
    await reload();
  });
  const adjust = adjustment.handleSubmit(async ({ amount, reason }) => {
    const { balance } = await consoleCalls.adjustSettlement(brand.id, Number(amount), reason.trim());
    adjustment.reset();
    setNotice(text.adjusted(formatWon(balance)));
    await reload();
  });

  return (
    <ConsoleLayout operator={operator} section="settlements" title={text.brandTitle(brand.name)}>
      <Lead>{text.balance(formatWon(settlement.balance))}</Lead>
      <Status role="status">{notice}</Status>
      <Panel aria-labelledby="brand-rate">
        <h2 id="brand-rate">{text.rate}</h2>
        <form noValidate onSubmit={saveRate}>
          <Stack>
            <TextField label={text.rate} hint={text.rateHint} {...rate.textField('rate')} inputMode="decimal" maxLength={5} required />
            {rate.formError ? <p role="alert">{rate.formError}</p> : null}
            <Actions>
              <Button type="submit" $size="lg" disabled={rate.busy}>
                {text.rateSave}
              </Button>
            </Actions>
          </Stack>
        </form>
      </Panel>
      <Panel aria-labelledby="brand-adjust">
        <h2 id="brand-adjust">{text.adjustTitle}</h2>
        <form noValidate onSubmit={adjust}>
          <Stack>
            <TextField label={text.amount} {...adjustment.textField('amount')} inputMode="numeric" maxLength={10} required />
            <TextField label={text.reason} {...adjustment.textField('reason')} maxLength={200} required />
            {adjustment.formError ? <p role="alert">{adjustment.formError}</p> : null}
            <Actions>
              <Button type="submit" $size="lg" $variant="secondary" disabled={adjustment.busy}>
                {text.adjust}
              </Button>
            </Actions>
          </Stack>
        </form>
      </Panel>
      <ListTable label={m.brand.statements} total={settlement.statements.length} columns={[text.columns.id, text.columns.period, text.columns.net, text.columns.payout, text.columns.status]}>
        {settlement.statements.map((statement) => (
          <tr key={statement.id}>
            <td>
              <Link href={adminRoutes.statement(statement.id)}>{statement.id}</Link>
            </td>
            <td>{m.period(statement.firstDate, statement.lastDate)}</td>
            <td className="number">{formatWon(statement.net)}</td>
            <td className="number">{formatWon(statement.payout)}</td>
            <td>{m.statuses[statement.status]}</td>
          </tr>
        ))}
      </ListTable>
    </ConsoleLayout>
  );
}
