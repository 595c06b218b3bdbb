import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Fieldset } from '@/components/ui/Fieldset';
import { FieldError, FieldHint, fieldControlProps, fieldIds } from '@/components/ui/fieldParts';
import { accountKeys } from '@/lib/client/users';
import { register } from '@/lib/account/client/signup';
import { registerWithKakao } from '@/lib/account/client/kakao';
import { isApiError } from '@/lib/client/errors';
import {
  formatRegistrationNoInput,
  isValidEmail,
  isValidPasswordLength,
  isValidRegistrationNo,
  normalizeRegistrationNo,
} from '@/lib/account/accountFields';
import { accountRoutes } from '@/lib/account/routes';
import { routes } from '@/lib/site';
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

/** The API's `field` names -> the form's (the phone step's: useSmsProof). */
function formField(apiField: string | undefined): keyof RegisterValues | null {
  return ORDER.includes(apiField as keyof RegisterValues) ? (apiField as keyof RegisterValues) : null;
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
  const id = useId();
  const emailLocked = Boolean(kakao?.emailVerified && kakao.email);
  const [values, setValues] = useState<RegisterValues>({
    email: kakao?.email ?? '',
    password: '',
    passwordConfirm: '',
    businessName: '',
    registrationNo: '',
    referralCode: initialReferralCode ?? '',
    termsAgreed: false,
    privacyAgreed: false,
  });
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const fieldId = (field: RegisterField) => `${id}-${field}`;
  const sms = useSmsProof('register', fieldId('sms'));

  function update<K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    setFormError(null);
    setErrors((current) => {
      const updated = { ...current };
      // A field that shows an error is re-checked as it changes; the confirmation follows the password.
      if (current[field]) updated[field] = checkRegisterField(field, next);
      if (field === 'password' && current.passwordConfirm) updated.passwordConfirm = checkRegisterField('passwordConfirm', next);
      return updated;
    });
  }

  function leave(field: keyof RegisterValues) {
    const value = values[field];
    // An empty field the visitor merely passed through is not an error yet.
    if (typeof value === 'string' && value === '') return;
    setErrors((current) => ({ ...current, [field]: checkRegisterField(field, values) }));
  }

  function inputProps(field: keyof RegisterValues) {
    return { name: field, onBlur: () => leave(field) } as const;
  }

  function focus(field: RegisterField) {
    document.getElementById(fieldId(field))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found: RegisterErrors = {};
    for (const field of ORDER) {
      const error = checkRegisterField(field, values);
      if (error) found[field] = error;
    }
    const smsError = sms.check();
    setErrors(found);
    const first = (['email', 'password', 'passwordConfirm', 'businessName', 'registrationNo', 'sms', 'referralCode', 'termsAgreed', 'privacyAgreed'] as const).find(
      (field) => (field === 'sms' ? smsError : found[field]),
    );
    if (first) {
      setFormError(text.checkFields);
      focus(first);
      return;
    }
    setFormError(null);
    setSubmitting(true);
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
      await router.replace(routes.apply);
    } catch (failure) {
      const message = isApiError(failure) ? failure.message : text.failed;
      const field = isApiError(failure) ? formField(failure.field) : null;
      if (sms.refused(failure)) {
        setFormError(text.checkFields);
        focus('sms');
      } else if (field) {
        setErrors((current) => ({ ...current, [field]: message }));
        setFormError(text.checkFields);
        focus(field);
      } else {
        setFormError(message);
      }
      setSubmitting(false);
    }
  }

  const allAgreed = values.termsAgreed && values.privacyAgreed;

  return (
    <S.Form noValidate onSubmit={onSubmit} aria-describedby={`${id}-form-error`}>
      <Field
        {...S.accountField}
        label={text.email}
        id={fieldId('email')}
        error={errors.email}
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
            {...inputProps('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={text.emailPlaceholder}
            value={values.email}
            readOnly={emailLocked}
            onChange={(event) => update('email', event.target.value)}
          />
        )}
      </Field>
      <Field {...S.accountField} label={text.password} id={fieldId('password')} error={errors.password} hint={text.passwordHelp}>
        {(control) => (
          <S.Input
            {...control}
            {...inputProps('password')}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
          />
        )}
      </Field>
      <Field {...S.accountField} label={text.passwordConfirm} id={fieldId('passwordConfirm')} error={errors.passwordConfirm}>
        {(control) => (
          <S.Input
            {...control}
            {...inputProps('passwordConfirm')}
            type="password"
            autoComplete="new-password"
            value={values.passwordConfirm}
            onChange={(event) => update('passwordConfirm', event.target.value)}
          />
        )}
      </Field>
      <Field {...S.accountField} label={text.businessName} id={fieldId('businessName')} error={errors.businessName}>
        {(control) => (
          <S.Input
            {...control}
            {...inputProps('businessName')}
            type="text"
            autoComplete="organization"
            placeholder={text.businessNamePlaceholder}
            maxLength={100}
            value={values.businessName}
            onChange={(event) => update('businessName', event.target.value)}
          />
        )}
      </Field>
      <Field {...S.accountField} label={text.registrationNo} id={fieldId('registrationNo')} error={errors.registrationNo}>
        {(control) => (
          <S.Input
            {...control}
            {...inputProps('registrationNo')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={text.registrationNoPlaceholder}
            maxLength={12}
            value={values.registrationNo}
            onChange={(event) => update('registrationNo', formatRegistrationNoInput(event.target.value))}
          />
        )}
      </Field>

      <SmsVerification {...sms.props} />

      <Field
        {...S.accountField}
        label={text.referralCode}
        id={fieldId('referralCode')}
        error={errors.referralCode}
        hint={initialReferralCode && values.referralCode === initialReferralCode ? text.referralPrefilled : undefined}
      >
        {(control) => (
          <S.Input
            {...control}
            {...inputProps('referralCode')}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={text.referralCodePlaceholder}
            maxLength={20}
            value={values.referralCode}
            onChange={(event) => update('referralCode', event.target.value.toUpperCase())}
          />
        )}
      </Field>

      <Fieldset variant="boxed" legend={text.consentHeading} legendSize="md" gap="xs">
        <S.Check $strong>
          <input
            type="checkbox"
            checked={allAgreed}
            onChange={(event) => {
              const agreed = event.target.checked;
              setValues((current) => ({ ...current, termsAgreed: agreed, privacyAgreed: agreed }));
              if (agreed) setErrors((current) => ({ ...current, termsAgreed: undefined, privacyAgreed: undefined }));
            }}
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
                  onChange={(event) => {
                    update(field, event.target.checked);
                    if (event.target.checked) setErrors((current) => ({ ...current, [field]: undefined }));
                  }}
                />
                {label}
              </S.Check>
              <Link href={href} target="_blank" rel="noopener">
                {view} {text.opensInNewWindow}
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

      <S.FormError id={`${id}-form-error`} role="alert">
        {formError ?? ''}
      </S.FormError>
      <Button type="submit" $size="lg" $block disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? text.submitting : text.submit}
      </Button>
      <FieldHint $size="sm">{text.nextStep}</FieldHint>
    </S.Form>
  );
}
