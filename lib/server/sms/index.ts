import { demoAllowed, serverEnv, type ServerEnv } from '@/lib/server/env';
import { HttpSmsProvider } from './http';
import { LogSmsProvider } from './log';
import type { SmsProvider } from './types';

export type { SmsProvider } from './types';
export { LogSmsProvider } from './log';
export { HttpSmsProvider, type HttpSmsOptions } from './http';
export { MemorySmsProvider, type SentSms } from './memory';

/**
 * The configured SMS provider (SMS_PROVIDER): `log` (development default),
 * `http` (SMS_HTTP_URL + SMS_HTTP_TOKEN). In production the log provider is
 * refused unless DEMO_MODE=true (../env.ts, demoAllowed).
 */
export function createSmsProvider(env: ServerEnv): SmsProvider {
  if (env.SMS_PROVIDER === 'http') {
    if (!env.SMS_HTTP_URL) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
    return new HttpSmsProvider({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN });
  }
  if (!demoAllowed(env)) {
    throw new Error('SMS_PROVIDER=log writes codes to the log: in production set SMS_PROVIDER=http (or DEMO_MODE=true for a demo shop)');
  }
  return new LogSmsProvider();
}

let override: SmsProvider | null = null;
let configured: SmsProvider | null = null;

/** The provider in use: the override when one is set, else the configured one. */
export function getSmsProvider(): SmsProvider {
  if (override) return override;
  configured ??= createSmsProvider(serverEnv());
  return configured;
}

/** Replaces the provider (tests capture codes with a MemorySmsProvider); null restores the configured one. */
export function setSmsProvider(provider: SmsProvider | null): void {
  override = provider;
}
