import { serverEnv } from '../env';
import { DemoPaymentProvider } from './demo';
import { PortOnePaymentProvider, sdkPortOneApi } from './portone';
import type { PaymentProvider } from './types';

export type { PaymentProvider, VerifiedPayment } from './types';
export { DemoPaymentProvider, DECLINED_CARD, luhnValid } from './demo';
export { PortOnePaymentProvider, orderIdOfPayment, type PortOneApi } from './portone';

/** The configured card provider (PAYMENT_PROVIDER): `demo` by default, `portone` with PORTONE_API_SECRET. */
export function createPaymentProvider(): PaymentProvider {
  const env = serverEnv();
  if (env.PAYMENT_PROVIDER === 'portone') {
    if (!env.PORTONE_API_SECRET) throw new Error('PAYMENT_PROVIDER=portone needs PORTONE_API_SECRET');
    return new PortOnePaymentProvider(sdkPortOneApi(env.PORTONE_API_SECRET, env.PORTONE_WEBHOOK_SECRET));
  }
  return new DemoPaymentProvider();
}

let override: PaymentProvider | null = null;
let configured: PaymentProvider | null = null;

export function getPaymentProvider(): PaymentProvider {
  if (override) return override;
  configured ??= createPaymentProvider();
  return configured;
}

/** Replaces the provider (tests inject PortOne with a local stand-in); null restores the configured one. */
export function setPaymentProvider(provider: PaymentProvider | null): void {
  override = provider;
}
