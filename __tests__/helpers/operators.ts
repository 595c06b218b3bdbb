import { inviteOperator, acceptInvitation } from '@/lib/admin/server/operators';
import { totpCodeAt } from '@/lib/admin/server/totp';
import type { OperatorRole } from '@/lib/contract/operators';
import { COMMAND_ACTOR } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import type { Db } from '@/lib/server/db';
import { OPERATOR_COOKIE } from '@/lib/server/auth/operatorSessions';

/** An operator's password in tests (10 characters or more, as the console asks). */
export const OPERATOR_PASSWORD = 'console-pass-1';

/** The TOTP code of `secret` `steps` 30-second steps from the services' now (a code is good once: take the next step for the next sign-in). */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return totpCodeAt(secret, new Date(serviceNow().getTime() + steps * 30_000));
}

export interface TestOperator {
  id: number;
  email: string;
  secret: string;
  recoveryCodes: string[];
  /** `admin_token=…` of a signed-in session. */
  cookie: string;
}

let seq = 0;

/** An invited operator who accepted at once: password OPERATOR_PASSWORD, TOTP enrolled, signed in. */
export async function signedInOperator(db: Db, role: OperatorRole = 'admin', email = `op${++seq}-${process.pid}@ops.kr`): Promise<TestOperator> {
  const now = serviceNow();
  const invitation = await inviteOperator(db, COMMAND_ACTOR, { email, name: `운영자 ${seq}`, role }, now);
  const row = await db.selectFrom('operators').select('totpSecret').where('id', '=', invitation.operatorId).executeTakeFirstOrThrow();
  const secret = row.totpSecret!;
  const accepted = await acceptInvitation(
    db,
    { token: invitation.token, password: OPERATOR_PASSWORD, code: await totpCode(secret) },
    { ip: '127.0.0.1', userAgent: 'jest' },
    now,
  );
  return { id: invitation.operatorId, email, secret, recoveryCodes: accepted.recoveryCodes, cookie: `${OPERATOR_COOKIE}=${accepted.sessionToken}` };
}
