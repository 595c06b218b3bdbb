import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { invitationMessages as text, operatorRoleLabels } from '@/lib/admin/admin.messages';
import type { OperatorRole } from '@/lib/admin/admin.contract';
import { consoleCalls } from '@/lib/admin/client/console';
import { adminRoutes } from '@/lib/admin/routes';
import { useForm } from '@/lib/client/form';
import { formatKstDateTime } from '@/lib/kstDate';
import { AuthFrame } from './AuthFrame';
import { Secret } from './Console.styles';
import { RecoveryCodes } from './RecoveryCodes';
import { colors, space } from '@/styles/theme';

export interface InvitationPageProps {
  token: string;
  /** null: the link is unknown, used or expired. */
  invitation: { email: string; name: string; role: OperatorRole; secret: string; qrSvg: string; expiresAt: string } | null;
}

/** The secret in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * /admin/invite/{token}: an invited operator (or one whose second factor was
 * reset) sets a password and adds the console to their authenticator app,
 * proving it with a code; then their recovery codes are shown, once.
 */
export function InvitationPage({ token, invitation }: InvitationPageProps) {
  const router = useRouter();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm({ initial: { password: '', passwordConfirm: '', code: '' }, onChange: 'clear', order: ['password', 'passwordConfirm', 'code'] });

  if (!invitation) {
    return (
      <AuthFrame title={text.title}>
        <p role="alert">{text.invalid}</p>
      </AuthFrame>
    );
  }

  if (codes) {
    return (
      <AuthFrame title={text.recoveryTitle}>
        <p>{text.recoveryLead}</p>
        <RecoveryCodes codes={codes} />
        <Button type="button" $size="lg" $block onClick={() => void router.replace(adminRoutes.home)}>
          {text.toConsole}
        </Button>
      </AuthFrame>
    );
  }

  const send = form.handleSubmit(async (values) => {
    const { recoveryCodes } = await consoleCalls.acceptInvitation({ token, ...values, code: values.code.trim() });
    setCodes(recoveryCodes);
  });

  return (
    <AuthFrame title={text.title}>
      <p>{text.lead(invitation.name, operatorRoleLabels[invitation.role])}</p>
      <p>{text.expires(formatKstDateTime(invitation.expiresAt))}</p>
      <form noValidate onSubmit={send}>
        <TextField label={text.email} value={invitation.email} readOnly autoComplete="username" name="email" />
        <TextField label={text.password} {...form.textField('password')} type="password" autoComplete="new-password" maxLength={64} required />
        <TextField label={text.passwordConfirm} {...form.textField('passwordConfirm')} type="password" autoComplete="new-password" maxLength={64} required />
        <h2>{text.appStep}</h2>
        <p>{text.appLead}</p>
        {/* The server drew this SVG (qrcode) from the otpauth:// address; nothing of a user is in it. */}
        <Qr role="img" aria-label={text.qrLabel} dangerouslySetInnerHTML={{ __html: invitation.qrSvg }} />
        <div>
          <p className="label">{text.secret}</p>
          <Secret>{grouped(invitation.secret)}</Secret>
        </div>
        <TextField label={text.code} {...form.textField('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
        {form.formError ? <p role="alert">{form.formError}</p> : null}
        <Button type="submit" $size="lg" $block disabled={form.busy}>
          {text.submit}
        </Button>
      </form>
    </AuthFrame>
  );
}

const Qr = styled.div`
  width: 200px;
  height: 200px;
  margin: 0 auto;
  padding: ${space.sm};
  background: ${colors.background};

  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;
