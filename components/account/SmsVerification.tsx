import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { sendSmsCode, verifySmsCode } from '@/lib/account/client/signup';
import { isApiError } from '@/lib/client/errors';
import { formatMobileNoInput, isValidMobileNo } from '@/lib/account/accountFields';
import type { SmsPurpose } from '@/lib/account/account.contract';
import * as S from './AccountForm.styles';
import { accountMessages } from '@/lib/account/account.messages';

const text = accountMessages.smsStep;
const input = accountMessages.input;

/** The server's limits (lib/account/server/smsCodes.ts): one code a minute, each good for 3 minutes. */
export const SMS_RESEND_COOLDOWN_S = 60;
export const SMS_CODE_TTL_S = 180;

export interface SmsVerificationProps {
  purpose: SmsPurpose;
  /** The number as shown (formatted as typed). */
  mobileNo: string;
  onMobileNoChange: (mobileNo: string) => void;
  /** The proof of a verified code, or null; a new number drops it. */
  smsToken: string | null;
  onSmsTokenChange: (smsToken: string | null) => void;
  /** A message of the form's for this step (a submit before verifying, the server's refusal). */
  error?: string | null;
  /** The number input's id, so the form can focus it when it names this step's error. */
  mobileInputId?: string;
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Phone verification by SMS, one component for registration and the password
 * reset: the number (formatted 010-0000-0000 as typed, checked when the field
 * is left), "인증번호 받기", a resend only after the 60-second cool-down with
 * the seconds shown, the code's visible 3-minute timer, and "확인", whose
 * mismatch answer carries the remaining tries. On a server without an SMS
 * gateway the answer says where the code is (docs/DECISIONS.md), shown as a
 * development notice.
 */
export function SmsVerification({
  purpose,
  mobileNo,
  onMobileNoChange,
  smsToken,
  onSmsTokenChange,
  error,
  mobileInputId,
}: SmsVerificationProps) {
  const id = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [devNotice, setDevNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const verified = smsToken !== null;
  const ticking = sentAt !== null && !verified;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking, sentAt]);

  const elapsed = sentAt === null ? Infinity : Math.max(0, (now - sentAt) / 1000);
  const cooldown = Math.max(0, Math.ceil(SMS_RESEND_COOLDOWN_S - elapsed));
  const codeLeft = Math.max(0, Math.ceil(SMS_CODE_TTL_S - elapsed));
  const expired = sentAt !== null && codeLeft === 0;

  const ids = {
    mobile: mobileInputId ?? `${id}-mobile`,
    code: `${id}-code`,
  };
  const shownMobileError = error ?? mobileError;

  function changeNumber(raw: string) {
    const next = formatMobileNoInput(raw);
    onMobileNoChange(next);
    if (mobileError && isValidMobileNo(next)) setMobileError(null);
    if (verified || sentAt !== null) {
      // A code or proof belongs to the number it was sent to.
      onSmsTokenChange(null);
      setSentAt(null);
      setSentTo(null);
      setCode('');
      setCodeError(null);
      setDevNotice(null);
    }
  }

  async function send() {
    if (busy || cooldown > 0) return;
    if (!isValidMobileNo(mobileNo)) {
      setMobileError(input.mobileNoInvalid);
      return;
    }
    setMobileError(null);
    setBusy('send');
    try {
      const answer = await sendSmsCode({ mobileNo, purpose });
      setSentAt(Date.now());
      setNow(Date.now());
      setSentTo(mobileNo);
      setCode('');
      setCodeError(null);
      setDevNotice(
        answer.devCode ? text.devCode(answer.devCode) : answer.codeInServerLog ? text.devServerLog : null,
      );
      codeRef.current?.focus();
    } catch (failure) {
      setMobileError(isApiError(failure) ? failure.message : text.failed);
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    if (busy || verified) return;
    if (expired) {
      setCodeError(text.expired);
      return;
    }
    if (!/^\d{6}$/.test(code)) {
      setCodeError(input.smsCodeFormat);
      codeRef.current?.focus();
      return;
    }
    setBusy('verify');
    try {
      const proof = await verifySmsCode({ mobileNo, purpose, code });
      setCodeError(null);
      setDevNotice(null);
      onSmsTokenChange(proof.smsToken);
    } catch (failure) {
      setCodeError(isApiError(failure) ? failure.message : text.failed);
      codeRef.current?.focus();
    } finally {
      setBusy(null);
    }
  }

  const sendLabel = busy === 'send' ? text.sending : sentAt === null ? text.send : cooldown > 0 ? text.resendIn(cooldown) : text.resend;

  return (
    <>
      <ActionField
        label={text.mobileNo}
        id={ids.mobile}
        error={shownMobileError}
        input={{
          name: 'mobileNo',
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'tel-national',
          placeholder: text.mobileNoPlaceholder,
          maxLength: 13,
          value: mobileNo,
          onChange: (event) => changeNumber(event.target.value),
          onBlur: () => setMobileError(mobileNo && !isValidMobileNo(mobileNo) ? input.mobileNoInvalid : null),
        }}
        action={
          <S.ActionButton
            type="button"
            $variant="secondary"
            $size="lg"
            onClick={() => void send()}
            disabled={verified || busy !== null || cooldown > 0}
            aria-busy={busy === 'send' || undefined}
          >
            {sendLabel}
          </S.ActionButton>
        }
      />

      {devNotice && !verified ? <S.DevNotice role="note">{devNotice}</S.DevNotice> : null}

      {sentAt !== null && !verified ? (
        <ActionField
          label={text.code}
          id={ids.code}
          error={codeError}
          hint={
            expired ? (
              text.expired
            ) : (
              <>
                <S.Timer role="timer" aria-live="off">
                  {text.remaining(clock(codeLeft))}
                </S.Timer>{' '}
                {purpose === 'reset' ? text.resetSent : text.sentTo(sentTo ?? mobileNo)}
              </>
            )
          }
          input={{
            ref: codeRef,
            name: 'smsCode',
            type: 'text',
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            placeholder: text.codePlaceholder,
            maxLength: 6,
            value: code,
            onChange: (event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
              if (codeError) setCodeError(null);
            },
            onKeyDown: (event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void verify();
              }
            },
          }}
          action={
            <Button type="button" $size="lg" onClick={() => void verify()} disabled={busy !== null} aria-busy={busy === 'verify' || undefined}>
              {busy === 'verify' ? text.verifying : text.verify}
            </Button>
          }
        />
      ) : null}

      {verified ? (
        <S.Success role="status">
          {text.verified}
        </S.Success>
      ) : null}
    </>
  );
}

/** A field of the step: its input and, beside it, the button that acts on it (인증번호 받기, 확인). */
function ActionField({
  label,
  id,
  error,
  hint,
  input: inputProps,
  action,
}: {
  label: string;
  id: string;
  error: string | null;
  hint?: ReactNode;
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  action: ReactNode;
}) {
  return (
    <Field {...S.accountField} label={label} id={id} error={error} hint={hint}>
      {(control) => (
        <S.InputRow>
          <S.Input {...control} {...inputProps} />
          {action}
        </S.InputRow>
      )}
    </Field>
  );
}
