import { serverEnv } from '@/lib/server/env';

/**
 * The card provider pages pay with (PAYMENT_PROVIDER; docs/DECISIONS.md
 * "Orders and payment"): the demo provider's test card form, or PortOne's
 * payment window with the shop's store and channel. Checkout uses it, and
 * every page that resumes a waiting card payment.
 */
export function cardProvider(): { provider: 'demo' } | { provider: 'portone'; storeId: string; channelKey: string } {
  const env = serverEnv();
  if (env.PAYMENT_PROVIDER !== 'portone') return { provider: 'demo' };
  return { provider: 'portone', storeId: env.PORTONE_STORE_ID ?? '', channelKey: env.PORTONE_CHANNEL_KEY ?? '' };
}
