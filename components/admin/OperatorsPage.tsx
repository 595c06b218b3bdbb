import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Lead, Status } from '@/components/ui/listPage';
import { TableHead } from '@/components/ui/TableHead';
import { TextField } from '@/components/ui/TextField';
import type { Invitation, OperatorSummary, OperatorUpdateInput } from '@/lib/admin/admin.contract';
import { consoleMessages, operatorRoleLabels, operatorStatusLabels, operatorsPageMessages as text } from '@/lib/admin/admin.messages';
import { consoleCalls } from '@/lib/admin/client/console';
import { useConsoleAction } from '@/lib/admin/client/useConsoleAction';
import { adminRoutes } from '@/lib/admin/routes';
import { useForm } from '@/lib/client/form';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { formatKstDateTime } from '@/lib/kstDate';
import styled from 'styled-components';
import { ConsoleLayout } from './ConsoleLayout';
import { Actions, ChoiceSet, Panel, Secret, Stack } from './Console.styles';
import { TableBox } from './TableBox';
import { space } from '@/styles/theme';

export interface OperatorsPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  operators: OperatorSummary[];
  /** The site's origin, for the invitation links shown (null: the page's own). */
  siteUrl: string | null;
}

/**
 * /admin/operators (관리자): the operators with their role and status; invite
 * one (the link is shown once, to send them), make one 관리자 or 운영자,
 * disable or enable, or reset a lost second factor (a new link). Nobody
 * changes their own account here.
 */
export function OperatorsPage({ operator, operators, siteUrl }: OperatorsPageProps) {
  const { notice, setNotice, busy, run, reload } = useConsoleAction();
  const [link, setLink] = useState<{ message: string; url: string } | null>(null);
  const form = useForm({ initial: { email: '', name: '', role: 'staff' as 'admin' | 'staff' }, onChange: 'clear', order: ['email', 'name'] });
  const origin = siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const linkOf = (invitation: Invitation) => `${origin}${adminRoutes.invitation(invitation.token)}`;

  const invite = form.handleSubmit(async (values) => {
    const invitation = await consoleCalls.invite({ email: values.email.trim(), name: values.name.trim(), role: values.role });
    setLink({ message: text.invited(values.email.trim()), url: linkOf(invitation) });
    setNotice('');
    form.reset();
    await reload();
  });

  const update = (target: OperatorSummary, input: OperatorUpdateInput) => run(async () => (await consoleCalls.updateOperator(target.id, input), text.updated));

  async function reset(target: OperatorSummary) {
    if (!window.confirm(text.confirmReset(target.name))) return;
    await run(async () => {
      const invitation = await consoleCalls.resetOperator(target.id);
      setLink({ message: text.resetDone(target.email), url: linkOf(invitation) });
      return '';
    });
  }

  return (
    <ConsoleLayout operator={operator} section="operators">
      <Lead>{text.lead}</Lead>
      <Status role="status">{notice}</Status>
      {link ? (
        <Panel aria-labelledby="invitation-link">
          <h2 id="invitation-link">{text.linkLabel}</h2>
          <p>{link.message}</p>
          <Secret>{link.url}</Secret>
        </Panel>
      ) : null}
      <TableBox label={text.title}>
        <table>
          <TableHead columns={[text.columns.name, text.columns.email, text.columns.role, text.columns.status, text.columns.lastLogin, text.columns.actions]} />
          <tbody>
            {operators.map((row) => {
              const self = row.id === operator.id;
              return (
                <tr key={row.id}>
                  <td>
                    {row.name} {self ? text.you : null}
                  </td>
                  <td>{row.email}</td>
                  <td>{operatorRoleLabels[row.role]}</td>
                  <td>{operatorStatusLabels[row.status]}</td>
                  <td>{row.lastLoginAt ? formatKstDateTime(row.lastLoginAt) : consoleMessages.none}</td>
                  <td>
                    {self ? null : (
                      <Actions>
                        {row.status !== 'invited' ? (
                          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void update(row, { role: row.role === 'admin' ? 'staff' : 'admin' })}>
                            {row.role === 'admin' ? text.makeStaff : text.makeAdmin}
                          </Button>
                        ) : null}
                        <Button type="button" $variant="secondary" disabled={busy} onClick={() => void update(row, { status: row.status === 'disabled' ? 'active' : 'disabled' })}>
                          {row.status === 'disabled' ? text.enable : text.disable}
                        </Button>
                        {row.status !== 'disabled' ? (
                          <Button type="button" $variant="ghost" disabled={busy} onClick={() => void reset(row)}>
                            {text.reset}
                          </Button>
                        ) : null}
                      </Actions>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableBox>
      <Invite aria-labelledby="invite">
        <h2 id="invite">{text.invite}</h2>
        <form noValidate onSubmit={invite}>
          <Stack>
            <TextField label={text.email} {...form.textField('email')} type="email" autoComplete="off" maxLength={254} required />
            <TextField label={text.name} {...form.textField('name')} maxLength={30} required />
            <ChoiceSet className="inline">
              <legend>{text.role}</legend>
              {(['staff', 'admin'] as const).map((role) => (
                <label key={role}>
                  <input type="radio" name="role" value={role} checked={form.values.role === role} onChange={() => form.set('role', role)} />
                  {operatorRoleLabels[role]}
                </label>
              ))}
            </ChoiceSet>
            {form.formError ? <p role="alert">{form.formError}</p> : null}
            <Actions>
              <Button type="submit" $size="lg" disabled={form.busy}>
                {text.send}
              </Button>
            </Actions>
          </Stack>
        </form>
      </Invite>
    </ConsoleLayout>
  );
}

const Invite = styled(Panel)`
  margin-top: ${space.xl};
`;

