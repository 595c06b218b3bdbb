import Link from '@/components/ui/Link';
import { commonMessages } from '@/lib/messages/common';
import { useRouter } from 'next/router';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Fieldset } from '@/components/ui/Fieldset';
import { FieldError, FieldHint, fieldControlProps, fieldIds } from '@/components/ui/fieldParts';
import { accountKeys } from '@/lib/client/users';
import { register } from '@/lib/account/client/signup';
import { registerWithKakao } from '@/lib/account/client/kakao';
import { useForm } from '@/lib/client/form';
import {
  emailInput,
  formatRegistrationNoInput,
  isValidEmail,
  isValidPasswordLength,
  isValidRegistrationNo,
  normalizeRegistrationNo,
} from '@/lib/account/accountFields';
import { accountRoutes } from '@/lib/account/routes';
import { certificationUrl } from '@/lib/site';
import * as S from './AccountForm.styles';
import { SmsVerification } from './SmsVerification';
import { useSmsProof } from './useSmsProof';
import { accountMessages } from '@/lib/account/account.messages';

const text = accountMessages.registerForm;
const input = accountMessages.input;


export interface RegisterValues {
  email: string;
  password: string;
  passwordConfirm: string;
  businessName: string;
  registrationNo: string;
  referralCode: string;
  termsAgreed: boolean;
  privacyAgreed: boolean;
}

/** The form's fields; `sms` is the phone step (number, code, proof), whose message useSmsProof keeps. */
export type RegisterField = keyof RegisterValues | 'sms';
export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

/** One field's check, as the form runs it when the field is left and again before sending. */
export function checkRegisterField(field: keyof RegisterValues, values: RegisterValues): string | undefined {
  switch (field) {
    case 'email':
      if (!values.email.trim()) return input.emailRequired;
      return isValidEmail(values.email) ? undefined : input.emailInvalid;
    case 'password':
      if (!values.password) return input.passwordRequired;
      return isValidPasswordLength(values.password) ? undefined : input.passwordLength;
    case 'passwordConfirm':
      if (!values.passwordConfirm) return input.passwordRequired;
      return values.passwordConfirm === values.password ? undefined : input.passwordConfirmMismatch;
    case 'businessName':
      if (!values.businessName.trim()) return input.businessNameRequired;
      return values.businessName.trim().length > 100 ? input.businessNameTooLong : undefined;
    case 'registrationNo':
      if (!normalizeRegistrationNo(values.registrationNo)) return input.registrationNoFormat;
      return isValidRegistrationNo(values.registrationNo) ? undefined : input.registrationNoChecksum;
    case 'referralCode':
      return /^[A-Za-z0-9]{0,20}$/.test(values.referralCode.trim()) ? undefined : input.referralCodeInvalid;
    case 'termsAgreed':
      return values.termsAgreed ? undefined : text.consentTermsRequired;
    case 'privacyAgreed':
      return values.privacyAgreed ? undefined : text.consentPrivacyRequired;
  }
}

const ORDER: (keyof RegisterValues)[] = [
  'email',
  'password',
  'passwordConfirm',
  'businessName',
  'registrationNo',
  'referralCode',
  'termsAgreed',
  'privacyAgreed',
];

/** Every field's check, in the order of the form. */
function validateRegister(values: RegisterValues): RegisterErrors {
  return Object.fromEntries(ORDER.map((field) => [field, checkRegisterField(field, values)]));
}

/** A sign-up continuing a Kakao login (docs/DECISIONS.md, Kakao login), read by the page's loader. */
export interface KakaoSignupProps {
  /** The sign-up ticket of the Kakao callback (`?kakao=`). */
  ticket: string;
  /** Kakao's e-mail, prefilled; null when the Kakao account shared none. */
  email: string | null;
  /** Kakao verified the e-mail: it is the account's and cannot be changed. */
  emailVerified: boolean;
}

export interface RegisterFormProps {
  /** From the referral link (`?ref=CODE`). */
  initialReferralCode?: string | null;
  /** The account will be linked to this Kakao login. */
  kakao?: KakaoSignupProps | null;
}

/**
 * The retailer sign-up (docs/API.md POST /users/register). Each field is
 * checked when it is left (not while the visitor is still typing), and again
 * as it changes once it has shown an error, so a fix clears the message at
 * once; the server checks everything again, and its message shows next to the
 * field its answer names. Success stores the session as the login form does
 * and opens the certification page, where new retailers start.
 */
export function RegisterForm({ initialReferralCode, kakao = null }: RegisterFormProps) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const emailLocked = Boolean(kakao?.emailVerified && kakao.email);
  const form = useForm<RegisterValues>({
    initial: {
      email: kakao?.email ?? '',
      password: '',
      passwordConfirm: '',
      businessName: '',
      registrationNo: '',
      referralCode: initialReferralCode ?? '',
      termsAgreed: false,
      privacyAgreed: false,
    },
    validate: validateRegister,
    order: ['email', 'password', 'passwordConfirm', 'businessName', 'registrationNo', 'sms', 'referralCode', 'termsAgreed', 'privacyAgreed'],
  });
  const { values, errors } = form;
  const fieldId = form.id;
  const sms = useSmsProof('register', fieldId('sms'));

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const account = {
          email: values.email.trim(),
          password: values.password,
          businessName: values.businessName.trim(),
          registrationNo: values.registrationNo,
          mobileNo: sms.mobileNo,
          smsToken: sms.smsToken!,
          ...(values.referralCode.trim() ? { referralCode: values.referralCode.trim() } : {}),
        };
        const session = kakao ? await registerWithKakao({ ...account, kakaoTicket: kakao.ticket }) : await register(account);
        const { setToken } = await import('@/lib/client/token');
        setToken(session.token, session.expiresAt);
        await mutate(accountKeys.user, session.user, { revalidate: false });
        await router.replace(certificationUrl());
      } catch (failure) {
        // A refusal that names a field or the phone step sends the visitor back to it.
        if (sms.refused(failure)) {
          form.setFormError(text.checkFields);
          form.focus('sms');
        } else if (form.fail(failure, text.failed)) {
          form.setFormError(text.checkFields);
        }
      }
    },
    { check: () => ({ sms: sms.check() }), onInvalid: () => form.setFormError(text.checkFields) },
  );

  /** A text input of the form: its name, value, change and leave handlers (`format`: as typed). */
  const textInput = (field: 'email' | 'password' | 'passwordConfirm' | 'businessName' | 'registrationNo' | 'referralCode', format?: (value: string) => string) => ({
    ...form.input(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.set(field, format ? format(event.target.value) : event.target.value),
  });

  const allAgreed = values.termsAgreed && values.privacyAgreed;

  return (
    <S.Form noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby={fieldId('form-error')}>
      <Field
        {...S.accountField}
        label={text.email}
        {...form.field('email')}
        hint={
          kakao
            ? emailLocked
              ? accountMessages.kakao.register.emailVerified
              : accountMessages.kakao.register.emailUnverified
            : undefined
        }
      >
        {(control) => (
          <S.Input
            {...control}
            {...textInput('email')}
            {...emailInput}
            autoComplete="email"
            placeholder={text.emailPlaceholder}
            readOnly={emailLocked}
          />
        )}
      </Field>
      <Field {...S.accountField} label={text.password} {...form.field('password')} hint={text.passwordHelp}>
        {(control) => (
          <S.Input
            {...control}
            {...textInput('password')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </Field>
      <Field {...S.accountField} label={text.passwordConfirm} {...form.field('passwordConfirm')}>
        {(control) => (
          <S.Input
            {...control}
            {...textInput('passwordConfirm')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </Field>
      <Field {...S.accountField} label={text.businessName} {...form.field('businessName')}>
        {(control) => (
          <S.Input
            {...control}
            {...textInput('businessName')}
            type="text"
            autoComplete="organization"
            placeholder={text.businessNamePlaceholder}
            maxLength={100}
          />
        )}
      </Field>
      <Field {...S.accountField} label={text.registrationNo} {...form.field('registrationNo')}>
        {(control) => (
          <S.Input
            {...control}
            {...textInput('registrationNo', formatRegistrationNoInput)}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={text.registrationNoPlaceholder}
            maxLength={12}
          />
        )}
      </Field>

      <SmsVerification {...sms.props} />

      <Field
        {...S.accountField}
        label={text.referralCode}
        {...form.field('referralCode')}
        hint={initialReferralCode && values.referralCode === initialReferralCode ? text.referralPrefilled : undefined}
      >
        {(control) => (
          <S.Input
            {...control}
            {...textInput('referralCode', (value) => value.toUpperCase())}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={text.referralCodePlaceholder}
            maxLength={20}
          />
        )}
      </Field>

      <Fieldset variant="boxed" legend={text.consentHeading} legendSize="md" gap="xs">
        <S.Check $strong>
          <input
            type="checkbox"
            checked={allAgreed}
            onChange={(event) => form.setValues({ termsAgreed: event.target.checked, privacyAgreed: event.target.checked })}
          />
          {text.consentAll}
        </S.Check>
        <S.Divider />
        {(
          [
            ['termsAgreed', text.consentTerms, accountRoutes.terms, text.viewTerms],
            ['privacyAgreed', text.consentPrivacy, accountRoutes.privacy, text.viewPrivacy],
          ] as const
        ).map(([field, label, href, view]) => (
          <div key={field}>
            <S.ConsentRow>
              <S.Check>
                <input
                  {...fieldControlProps(fieldId(field), { error: Boolean(errors[field]) })}
                  name={field}
                  type="checkbox"
                  checked={values[field]}
                  onChange={(event) => form.set(field, event.target.checked)}
                />
                {label}
              </S.Check>
              <Link href={href} target="_blank" rel="noopener">
                {view} ({commonMessages.page.opensInNewWindow})
              </Link>
            </S.ConsentRow>
            {errors[field] ? (
              <FieldError id={fieldIds(fieldId(field)).error} aria-live="polite" $size="sm" $plain $reserve>
                {errors[field]}
              </FieldError>
            ) : null}
          </div>
        ))}
      </Fieldset>

      <S.FormError id={fieldId('form-error')} role="alert">
        {form.formError ?? ''}
      </S.FormError>
      <Button type="submit" $size="lg" $block disabled={form.busy} aria-busy={form.busy || undefined}>
        {form.busy ? text.submitting : text.submit}
      </Button>
      <FieldHint $size="sm">{text.nextStep}</FieldHint>
    </S.Form>
  );
}
