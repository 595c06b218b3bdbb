import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { resetPassword } from '@/lib/account/client/signup';
import { isApiError } from '@/lib/client/errors';
import { isValidEmail, isValidPasswordLength } from '@/lib/account/accountFields';
import { routes } from '@/lib/site';
import * as S from './AccountForm.styles';
import { SmsVerification } from './SmsVerification';
import { useSmsProof } from './useSmsProof';
import { accountMessages } from '@/lib/account/account.messages';

const text = accountMessages.resetForm;
const input = accountMessages.input;

type ResetField = 'email' | 'futurePw' | 'futureConfirmPw';
type Errors = Partial<Record<ResetField, string>>;

function check(field: ResetField, values: { email: string; futurePw: string; futureConfirmPw: string }) {
  switch (field) {
    case 'email':
      if (!values.email.trim()) return input.emailRequired;
      return isValidEmail(values.email) ? undefined : input.emailInvalid;
    case 'futurePw':
      if (!values.futurePw) return input.passwordRequired;
      return isValidPasswordLength(values.futurePw) ? undefined : input.passwordLength;
    case 'futureConfirmPw':
      if (!values.futureConfirmPw) return input.passwordRequired;
      return values.futureConfirmPw === values.futurePw ? undefined : input.passwordConfirmMismatch;
  }
}

/**
 * 비밀번호 찾기 (docs/API.md POST /users/password): the e-mail, the account's
 * mobile number proven by SMS (the registration's SMS step, purpose 'reset'),
 * then the new password twice. Done: a Korean confirmation and the way to log in.
 */
export function PasswordResetForm() {
  const id = useId();
  const [values, setValues] = useState({ email: '', futurePw: '', futureConfirmPw: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  const fieldId = (field: ResetField | 'sms') => `${id}-${field}`;
  const sms = useSmsProof('reset', fieldId('sms'));

  function update(field: ResetField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setFormError(null);
    setErrors((current) => {
      const updated = { ...current };
      if (current[field]) updated[field] = check(field, next);
      if (field === 'futurePw' && current.futureConfirmPw) updated.futureConfirmPw = check('futureConfirmPw', next);
      return updated;
    });
  }

  function leave(field: ResetField) {
    if (values[field] === '') return;
    setErrors((current) => ({ ...current, [field]: check(field, values) }));
  }

  function props(field: ResetField) {
    return {
      name: field,
      value: values[field],
      onBlur: () => leave(field),
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
    } as const;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found: Errors = {
      email: check('email', values),
      futurePw: check('futurePw', values),
      futureConfirmPw: check('futureConfirmPw', values),
    };
    const smsError = sms.check();
    setErrors(found);
    const first = (['email', 'sms', 'futurePw', 'futureConfirmPw'] as const).find((field) => (field === 'sms' ? smsError : found[field]));
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      await resetPassword({
        email: values.email.trim(),
        mobileNo: sms.mobileNo,
        smsToken: sms.smsToken!,
        futurePw: values.futurePw,
        futureConfirmPw: values.futureConfirmPw,
      });
      setDone(true);
    } catch (failure) {
      const message = isApiError(failure) ? failure.message : text.failed;
      const apiField = isApiError(failure) ? failure.field : undefined;
      const field: ResetField | null = apiField === 'email' || apiField === 'futurePw' || apiField === 'futureConfirmPw' ? apiField : null;
      if (sms.refused(failure)) {
        document.getElementById(fieldId('sms'))?.focus();
      } else if (field) {
        setErrors((current) => ({ ...current, [field]: message }));
        document.getElementById(fieldId(field))?.focus();
      } else {
        setFormError(message);
      }
    } finally {
      setSubmitting(false);
    }
  }

  if (done) {
    return (
      <S.Done role="status">
        <h2>{text.doneHeading}</h2>
        <p>{accountMessages.passwordReset.done}</p>
        <Link href={routes.login}>{text.toLogin}</Link>
      </S.Done>
    );
  }

  return (
    <S.Form noValidate onSubmit={onSubmit}>
      <Field {...S.accountField} label={text.email} id={fieldId('email')} error={errors.email}>
        {(control) => (
          <S.Input
            {...control}
            {...props('email')}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={accountMessages.registerForm.emailPlaceholder}
          />
        )}
      </Field>
      <SmsVerification {...sms.props} />
      <Field
        {...S.accountField}
        label={text.newPassword}
        id={fieldId('futurePw')}
        error={errors.futurePw}
        hint={accountMessages.registerForm.passwordHelp}
      >
        {(control) => <S.Input {...control} {...props('futurePw')} type="password" autoComplete="new-password" />}
      </Field>
      <Field {...S.accountField} label={text.newPasswordConfirm} id={fieldId('futureConfirmPw')} error={errors.futureConfirmPw}>
        {(control) => <S.Input {...control} {...props('futureConfirmPw')} type="password" autoComplete="new-password" />}
      </Field>
      <S.FormError role="alert">{formError ?? ''}</S.FormError>
      <Button type="submit" $size="lg" $block disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? text.submitting : text.submit}
      </Button>
    </S.Form>
  );
}
