import { useRouter } from 'next/router';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { signInMessages as text } from '@/lib/admin/admin.messages';
import { consoleCalls } from '@/lib/admin/client/console';
import { adminRoutes } from '@/lib/admin/routes';
import { consoleReturnUrl } from '@/lib/admin/returnUrl';
import { useForm } from '@/lib/client/form';
import { isApiError } from '@/lib/client/errors';
import { AuthFrame } from './AuthFrame';

export interface SignInPageProps {
  returnUrl: string | null;
}

/**
 * /admin/login: the e-mail and password, then the code of the operator's
 * authenticator app (or a recovery code) on the same page. A second step that
 * ran out (ten minutes, five wrong codes) goes back to the first.
 */
export function SignInPage({ returnUrl }: SignInPageProps) {
  const router = useRouter();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const credentials = useForm({ initial: { email: '', password: '' }, onChange: 'clear', order: ['email', 'password'] });
  const code = useForm({ initial: { code: '' }, onChange: 'clear', order: ['code'] });

  const sendPassword = credentials.handleSubmit(async ({ email, password }) => {
    await consoleCalls.signIn(email.trim(), password);
    setStep('code');
  });

  const sendCode = code.handleSubmit(async (values) => {
    try {
      const { recoveryCodesLeft } = await consoleCalls.submitCode(values.code.trim());
      const next = consoleReturnUrl(returnUrl);
      await router.replace(recoveryCodesLeft <= 3 ? `${adminRoutes.account}?recovery=${recoveryCodesLeft}` : next);
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 429)) {
        credentials.reset();
        code.reset();
        setStep('password');
        credentials.setFormError(error.message);
        return;
      }
      throw error;
    }
  });

  if (step === 'code') {
    return (
      <AuthFrame title={text.codeTitle}>
        <p>{text.codeLead}</p>
        <form noValidate onSubmit={sendCode}>
          <TextField
            label={text.code}
            {...code.textField('code')}
            autoComplete="one-time-code"
            inputMode="text"
            autoCapitalize="none"
            maxLength={20}
            required
            autoFocus
          />
          {code.formError ? <p role="alert">{code.formError}</p> : null}
          <Button type="submit" $size="lg" $block disabled={code.busy}>
            {text.signIn}
          </Button>
          <Button type="button" $variant="ghost" $size="lg" $block onClick={() => setStep('password')}>
            {text.back}
          </Button>
        </form>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={text.title}>
      <p>{text.lead}</p>
      <form noValidate onSubmit={sendPassword}>
        <TextField label={text.email} {...credentials.textField('email')} type="email" autoComplete="username" maxLength={254} required />
        <TextField label={text.password} {...credentials.textField('password')} type="password" autoComplete="current-password" maxLength={200} required />
        {credentials.formError ? <p role="alert">{credentials.formError}</p> : null}
        <Button type="submit" $size="lg" $block disabled={credentials.busy}>
          {text.next}
        </Button>
      </form>
    </AuthFrame>
  );
}
