import { useState } from 'react';
import { isApiError } from '@/lib/client/errors';
import type { SmsPurpose } from '@/lib/account/account.contract';
import { accountMessages } from '@/lib/account/account.messages';
import type { SmsVerificationProps } from './SmsVerification';

export interface SmsProof {
  /** The number as typed (010-1234-5678), sent with the proof. */
  mobileNo: string;
  /** The proof of a verified code, or null. */
  smsToken: string | null;
  /** Before sending: the step's message when no code was verified yet (also shown on the step). */
  check(): string | undefined;
  /**
   * After a refusal: a refused proof is dropped, so the step starts over, and
   * a message naming the number or the proof shows on the step. True when it did.
   */
  refused(failure: unknown): boolean;
  /** For `<SmsVerification {...sms.props} />`. */
  props: SmsVerificationProps;
}

/**
 * The phone step of a form that needs SMS proof (registration, the password
 * reset): the number, the proof and the step's message, which a new number or
 * a verified code clears. SmsVerification does the sending and verifying.
 */
export function useSmsProof(purpose: SmsPurpose, mobileInputId: string): SmsProof {
  const [mobileNo, setMobileNo] = useState('');
  const [smsToken, setSmsToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  return {
    mobileNo,
    smsToken,
    check() {
      const message = smsToken ? undefined : accountMessages.input.smsTokenRequired;
      setError(message ?? null);
      return message;
    },
    refused(failure) {
      if (!isApiError(failure)) return false;
      if (failure.code === 'SMS_PROOF_INVALID') setSmsToken(null);
      if (failure.field !== 'mobileNo' && failure.field !== 'smsToken') return false;
      setError(failure.message);
      return true;
    },
    props: {
      purpose,
      mobileNo,
      onMobileNoChange: (next) => {
        setMobileNo(next);
        setError(null);
      },
      smsToken,
      onSmsTokenChange: (token) => {
        setSmsToken(token);
        if (token) setError(null);
      },
      error,
      mobileInputId,
    },
  };
}
