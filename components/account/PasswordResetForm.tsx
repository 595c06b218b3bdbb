import Link from '@/components/ui/Link';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { resetPassword } from '@/lib/account/client/signup';
import { useForm } from '@/lib/client/form';
import { emailInput, isValidEmail, isValidPasswordLength } from '@/lib/account/accountFields';
import { routes } from '@/lib/site';
import * as S from './AccountForm.styles';
import { SmsVerification } from './SmsVerification';
import { useSmsProof } from './useSmsProof';
import { accountMessages } from '@/lib/account/account.messages';

const text = accountMessages.resetForm;
const input = accountMessages.input;

type ResetField = 'email' | 'futurePw' | 'futureConfirmPw';

type ResetValues = Record<ResetField, string>;

/** The fields' checks, in their order (the confirmation against the new password). */
function check(values: ResetValues) {
  const errors: Partial<ResetValues> = {};
  if (!values.email.trim()) errors.email = input.emailRequired;
  else if (!isValidEmail(values.email)) errors.email = input.emailInvalid;
  if (!values.futurePw) errors.futurePw = input.passwordRequired;
  else if (!isValidPasswordLength(values.futurePw)) errors.futurePw = input.passwordLength;
  if (!values.futureConfirmPw) errors.futureConfirmPw = input.passwordRequired;
  else if (values.futureConfirmPw !== values.futurePw) errors.futureConfirmPw = input.passwordConfirmMismatch;
  return errors;
}

/**
 * 비밀번호 찾기 (docs/API.md POST /users/password): the e-mail, the account's
 * mobile number proven by SMS (the registration's SMS step, purpose 'reset'),
 * then the new password twice. Done: a Korean confirmation and the way to log in.
 */
export function PasswordResetForm() {
  const form = useForm<ResetValues>({
    initial: { email: '', futurePw: '', futureConfirmPw: '' },
    validate: check,
    order: ['email', 'sms', 'futurePw', 'futureConfirmPw'],
  });
  const [done, setDone] = useState(false);
  const sms = useSmsProof('reset', form.id('sms'));

  const onSubmit = form.handleSubmit(
    async (values) => {
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
        if (sms.refused(failure)) form.focus('sms');
        else form.fail(failure, text.failed);
      }
    },
    { check: () => ({ sms: sms.check() }) },
  );

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
    <S.Form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Field {...S.accountField} label={text.email} {...form.field('email')}>
        {(control) => (
          <S.Input
            {...control}
            {...form.input('email')}
            {...emailInput}
            autoComplete="username"
            placeholder={accountMessages.registerForm.emailPlaceholder}
          />
        )}
      </Field>
      <SmsVerification {...sms.props} />
      <Field
        {...S.accountField}
        label={text.newPassword}
        {...form.field('futurePw')}
        hint={accountMessages.registerForm.passwordHelp}
      >
        {(control) => <S.Input {...control} {...form.input('futurePw')} type="password" autoComplete="new-password" />}
      </Field>
      <Field {...S.accountField} label={text.newPasswordConfirm} {...form.field('futureConfirmPw')}>
        {(control) => <S.Input {...control} {...form.input('futureConfirmPw')} type="password" autoComplete="new-password" />}
      </Field>
      <S.FormError role="alert">{form.formError ?? ''}</S.FormError>
      <Button type="submit" $size="lg" $block disabled={form.busy} aria-busy={form.busy || undefined}>
        {form.busy ? text.submitting : text.submit}
      </Button>
    </S.Form>
  );
}
