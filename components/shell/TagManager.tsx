import Script from 'next/script';
import { useEffect } from 'react';

/** A Google Tag Manager container id: `GTM-` and its letters and digits. */
const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * NEXT_PUBLIC_GTM_ID when it is a container id, else null (nothing loads).
 * Read literally so Next inlines it at build; read when used so tests can set it.
 */
export function gtmId(): string | null {
  const value = process.env.NEXT_PUBLIC_GTM_ID?.trim();
  return value && GTM_ID_PATTERN.test(value) ? value : null;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Google Tag Manager on every page when NEXT_PUBLIC_GTM_ID is set (.env.example):
 * the container's script loads when the browser is idle after the page has
 * loaded, so it never delays the page, and the site works without it. The
 * `gtm.js` start event is queued first, as Google's own snippet does.
 * `_app` renders it.
 */
export function TagManager() {
  const id = gtmId();
  useEffect(() => {
    if (!id) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }, [id]);
  if (!id) return null;
  return <Script id="google-tag-manager" src={`https://www.googletagmanager.com/gtm.js?id=${id}`} strategy="lazyOnload" />;
}
