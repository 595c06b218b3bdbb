import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DefinitionList } from '@/components/ui/DefinitionList';
import { Status } from '@/components/ui/listPage';
import { consoleMessages, operatorRoleLabels, operatorsPageMessages as text, signInMessages } from '@/lib/admin/admin.messages';
import { consoleCalls } from '@/lib/admin/client/console';
import { isApiError } from '@/lib/client/errors';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { ConsoleLayout } from './ConsoleLayout';
import { Panel } from './Console.styles';
import { RecoveryCodes } from './RecoveryCodes';

export interface AccountPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  /** Recovery codes left, when the sign-in just spent one and few are left. */
  recoveryLeft: number | null;
}

/** /admin/account: the signed-in operator, and new recovery codes (shown once; the old ones stop working). */
export function AccountPage({ operator, recoveryLeft }: AccountPageProps) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState(recoveryLeft === null ? '' : signInMessages.lowRecoveryCodes(recoveryLeft));
  const [busy, setBusy] = useState(false);

  async function renew() {
    setBusy(true);
    try {
      setCodes((await consoleCalls.renewRecoveryCodes()).recoveryCodes);
      setNotice(text.renewed);
    } catch (error) {
      setNotice(isApiError(error) ? error.message : consoleMessages.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConsoleLayout operator={operator} section="account">
      <Status role="status">{notice}</Status>
      <Panel aria-labelledby="me">
        <h2 id="me">{text.myAccount}</h2>
        <DefinitionList
          rows={[
            { label: text.name, value: operator.name },
            { label: text.email, value: operator.email },
            { label: text.role, value: operatorRoleLabels[operator.role] },
          ]}
        />
      </Panel>
      <Panel aria-labelledby="recovery">
        <h2 id="recovery">{text.renew}</h2>
        {codes ? (
          <RecoveryCodes codes={codes} />
        ) : (
          <>
            <p>{text.renewLead}</p>
            <Button type="button" $variant="secondary" $size="lg" disabled={busy} onClick={() => void renew()}>
              {text.renew}
            </Button>
          </>
        )}
      </Panel>
    </ConsoleLayout>
  );
}
