import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useRef, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { isApiError } from '@/lib/client/errors';
import { useForm } from '@/lib/client/form';
import { accountKeys } from '@/lib/client/users';
import { login } from '@/lib/account/client/credentials';
import { safeReturnUrl } from '@/lib/contract/returnUrl';
import { alertMessage, preloadAlerts } from '@/lib/client/alerts';
import { accountRoutes } from '@/lib/account/routes';
import { routes } from '@/lib/site';
import { emailInput, isValidEmail } from '@/lib/account/accountFields';
import * as S from './LoginForm.styles';
import { accountMessages } from '@/lib/account/account.messages';

const text = accountMessages.loginForm;
const input = accountMessages.input;

type LoginField = 'email' | 'password';
type FieldErrors = Partial<Record<LoginField, string>>;

/** Client checks before the call, in the order of the fields. */
export function validateLogin(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = input.emailRequired;
  else if (!isValidEmail(email)) errors.email = input.emailInvalid;
  if (!password) errors.password = input.passwordRequired;
  return errors;
}

/** Why the server refused a form sent before the script ran (lib/account/server/loginForm.ts). */
export interface LoginServerError {
  message: string;
  /** The field the message belongs to; null: the form as a whole. */
  field: LoginField | null;
}

export interface LoginFormProps {
  /** Where to go after logging in; only a same-site relative path is honoured (else '/'). */
  returnUrl?: string | null;
  /** The e-mail of a form the server refused (never the password). */
  initialEmail?: string | null;
  serverError?: LoginServerError | null;
  /** Kakao login is configured on the server: show its button (docs/DECISIONS.md, Kakao login). */
  kakaoLogin?: boolean;
}

/** Where the Kakao button starts the login (a full page load: the server redirects to Kakao). */
export const KAKAO_LOGIN_PATH = '/api/v1/users/kakao';

/**
 * Login by e-mail and password (docs/DECISIONS.md): stores the session token in the
 * `token` cookie (path /) and goes on to `returnUrl` when it is a same-site
 * relative path, otherwise to '/'. Field checks show next to their field;
 * a refused login (wrong password, throttled) shows in the form and in the
 * modal alert with the confirm button, as every message does (docs/DECISIONS.md).
 *
 * Sent before the script has started, the form posts natively to the login
 * page with the returnUrl in its action; the server logs in and redirects, or
 * renders the form again with `initialEmail` and `serverError`
 * (pages/register/login.tsx).
 */
export function LoginForm({ returnUrl, initialEmail, serverError, kakaoLogin = false }: LoginFormProps) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const rememberRef = useRef<HTMLInputElement>(null);
  // The inputs stay uncontrolled: what is typed before the script runs is read on submit.
  const form = useForm<Record<LoginField, string>>({
    initial: { email: initialEmail ?? '', password: '' },
    validate: ({ email, password }) => validateLogin(email, password),
    onChange: 'clear',
    order: ['email', 'password'],
    errors: serverError?.field ? { [serverError.field]: serverError.message } : {},
    formError: serverError && !serverError.field ? serverError.message : null,
  });
  const { errors } = form;

  const ids = {
    email: form.id('email'),
    password: form.id('password'),
    formError: form.id('form-error'),
    rememberHint: form.id('remember-hint'),
    kakaoHint: form.id('kakao-hint'),
  };

  async function send({ email, password }: Record<LoginField, string>) {
    try {
      const remember = rememberRef.current?.checked ?? false;
      const session = await login({ email: email.trim(), password, remember });
      // js-cookie loads with the first login, not with the page (see preload).
      const { setToken } = await import('@/lib/client/token');
      // Without 로그인 상태 유지 the cookie ends with the browser (and the session within a day).
      setToken(session.token, remember ? session.expiresAt : undefined);
      // The shell needs the user at once; GET /users would answer the same.
      await mutate(accountKeys.user, session.user, { revalidate: false });
      await router.replace(safeReturnUrl(returnUrl));
    } catch (error) {
      const field = form.fail(error, text.failed);
      await alertMessage(isApiError(error) ? error.message : text.failed, 'error');
      form.focus(field === 'email' ? 'email' : 'password');
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const read = () => ({ email: emailRef.current?.value ?? '', password: passwordRef.current?.value ?? '' });
    void form.handleSubmit(send, { read })(event);
  }

  /** A focused form is about to be sent: fetch the alert and cookie code meanwhile. */
  function preload() {
    preloadAlerts();
    import('@/lib/client/token').catch(() => undefined);
  }

  const returnQuery = returnUrl ? `?returnUrl=${encodeURIComponent(safeReturnUrl(returnUrl))}` : '';
  const registerHref = `${routes.register}${returnQuery}`;

  return (
    <S.Form method="post" action={`${routes.login}${returnQuery}`} noValidate onSubmit={onSubmit} onFocus={preload}>
      <Field {...S.accountField} label={text.email} id={ids.email} error={errors.email}>
        {(control) => (
          <S.Input
            {...control}
            ref={emailRef}
            name="email"
            {...emailInput}
            autoComplete="username"
            placeholder={text.emailPlaceholder}
            defaultValue={initialEmail ?? undefined}
            onChange={(event) => form.set('email', event.target.value)}
          />
        )}
      </Field>
      <Field {...S.accountField} label={text.password} id={ids.password} error={errors.password}>
        {(control) => (
          <S.Input
            {...control}
            ref={passwordRef}
            name="password"
            type="password"
            autoComplete="current-password"
            onChange={(event) => form.set('password', event.target.value)}
          />
        )}
      </Field>
      <S.Remember>
        <input ref={rememberRef} name="remember" type="checkbox" value="on" aria-describedby={ids.rememberHint} />
        <span>
          {text.remember}
          <small id={ids.rememberHint}>{text.rememberHint}</small>
        </span>
      </S.Remember>
      <S.FormError id={ids.formError} role="alert">
        {form.formError ?? ''}
      </S.FormError>
      <Button type="submit" $size="lg" $block disabled={form.busy} aria-busy={form.busy || undefined}>
        {form.busy ? text.submitting : text.submit}
      </Button>
      <S.Forgot>
        <Link href={accountRoutes.passwordReset}>{text.forgotPassword}</Link>
      </S.Forgot>
      {kakaoLogin ? (
        <>
          <S.Or>{accountMessages.kakao.divider}</S.Or>
          <S.KakaoLink href={`${KAKAO_LOGIN_PATH}${returnQuery}`} aria-describedby={ids.kakaoHint}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M12 3C6.48 3 2 6.54 2 10.9c0 2.8 1.86 5.27 4.66 6.67l-.95 3.5c-.08.3.26.55.52.37l4.16-2.76c.53.06 1.07.1 1.61.1 5.52 0 10-3.54 10-7.9S17.52 3 12 3z"
              />
            </svg>
            {accountMessages.kakao.button}
          </S.KakaoLink>
          <S.KakaoHint id={ids.kakaoHint}>{accountMessages.kakao.buttonHint}</S.KakaoHint>
        </>
      ) : null}
      <S.Footer>
        {text.noAccount} <Link href={registerHref}>{text.toRegister}</Link>
      </S.Footer>
    </S.Form>
  );
}
