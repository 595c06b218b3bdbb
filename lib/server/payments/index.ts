import { demoAllowed, serverEnv, type ServerEnv } from '@/lib/server/env';
import { DemoPaymentProvider } from './demo';
import { PortOnePaymentProvider, sdkPortOneApi } from './portone';
import type { PaymentProvider } from './types';

export type { PaymentProvider, VerifiedPayment } from './types';
export { DemoPaymentProvider, DECLINED_CARD, luhnValid } from './demo';
export { PortOnePaymentProvider, orderIdOfPayment, type PortOneApi } from './portone';

/**
 * The configured card provider (PAYMENT_PROVIDER): `portone` with PORTONE_API_SECRET, or `demo`
 * (the default), which approves any test card and is refused in production unless DEMO_MODE=true.
 */
export function createPaymentProvider(env: ServerEnv = serverEnv()): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'portone') {
    if (!env.PORTONE_API_SECRET) throw new Error('PAYMENT_PROVIDER=portone needs PORTONE_API_SECRET');
    return new PortOnePaymentProvider(sdkPortOneApi(env.PORTONE_API_SECRET, env.PORTONE_WEBHOOK_SECRET));
  }
  if (!demoAllowed(env)) {
    throw new Error('PAYMENT_PROVIDER=demo approves any test card: in production set PAYMENT_PROVIDER=portone (or DEMO_MODE=true for a demo shop)');
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
