import Script from 'next/script';
import { paymentScriptUrl } from '@/lib/site';

/**
 * The card payment provider's browser script (docs/DECISIONS.md), on every page when
 * NEXT_PUBLIC_PAYMENT_SCRIPT_URL is set; loaded when the browser is idle so it
 * never delays the page, and a failure to load does not break it. `_app` renders it.
 */
export function PaymentScript() {
  const src = paymentScriptUrl();
  if (!src) return null;
  return <Script id="payment-provider" src={src} strategy="lazyOnload" />;
}
