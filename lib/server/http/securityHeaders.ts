import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { serverEnv, type ServerEnv } from '@/lib/server/env';

/**
 * The security headers of every answer (docs/DECISIONS.md, Security headers),
 * set by the production server (./appServer.ts) before Next sees the request.
 *
 * The Content-Security-Policy lets scripts run only from this site, from the
 * third parties the deployment has configured (chat, card payment, postcode,
 * tag manager), and inline only by hash: Next's bootstrap script of the page
 * (./pageScripts.ts, added by pages/_document.tsx), a prerendered page's
 * inline scripts (the 404 and 500 pages; ./appServer.ts) and React's reveal
 * scripts (./revealScripts.ts). No nonce: a page a cache keeps is the same
 * safe page for every visitor. No 'unsafe-inline' script. Styles may be
 * inline: styled-components writes them at run time.
 */

/** The third parties a deployment has turned on, each only when its setting is present. */
export interface ThirdParties {
  /** Channel Talk chat (NEXT_PUBLIC_CHANNEL_PLUGIN_KEY). */
  chat: boolean;
  /** PortOne's browser SDK and the payment windows it opens (PAYMENT_PROVIDER=portone). */
  portone: boolean;
  /** A card payment script of the provider's own (NEXT_PUBLIC_PAYMENT_SCRIPT_URL), by its origin. */
  paymentScriptOrigin: string | null;
  /** Google Tag Manager (NEXT_PUBLIC_GTM_ID). */
  tagManager: boolean;
  /** Kakao login's authorization server, when Kakao login is on (KAKAO_REST_API_KEY). */
  kakaoAuthOrigin: string | null;
}

const CHAT = { script: ['https://cdn.channel.io'], connect: ['https://*.channel.io', 'wss://*.channel.io'], any: ['https://*.channel.io'] };
const PORTONE = ['https://*.portone.io'];
/** Kakao's postcode search: its script, and the frame it shows when a popup is blocked. */
const POSTCODE = { script: ['https://t1.kakaocdn.net', 'https://t1.daumcdn.net'], frame: ['https://postcode.map.kakao.com', 'https://postcode.map.daum.net'] };
const TAG_MANAGER = { script: ['https://www.googletagmanager.com'], connect: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] };

function originOf(url: string | undefined): string | null {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function thirdPartiesOf(env: ServerEnv = serverEnv(), raw: Partial<Record<string, string>> = process.env): ThirdParties {
  return {
    chat: Boolean(raw.NEXT_PUBLIC_CHANNEL_PLUGIN_KEY?.trim()),
    portone: env.PAYMENT_PROVIDER === 'portone',
    paymentScriptOrigin: originOf(raw.NEXT_PUBLIC_PAYMENT_SCRIPT_URL),
    tagManager: /^GTM-[A-Z0-9]{4,12}$/.test(raw.NEXT_PUBLIC_GTM_ID?.trim() ?? ''),
    kakaoAuthOrigin: env.KAKAO_REST_API_KEY ? originOf(env.KAKAO_AUTH_BASE_URL) : null,
  };
}

/** The CSP source of each inline `<script>` of a built HTML page (JSON blocks excepted: they never run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/i.test(attributes) || /\stype="application\/(ld\+)?json"/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface PolicyInput {
  /** Hashes of the inline scripts every page may run (prerendered pages' and React's reveal scripts). */
  hashes: readonly string[];
  thirdParties: ThirdParties;
  https: boolean;
}

export function contentSecurityPolicy({ hashes, thirdParties: t, https }: PolicyInput): string {
  const when = (on: boolean, sources: readonly string[]) => (on ? sources : []);
  const script = [
    "'self'",
    ...hashes,
    ...POSTCODE.script,
    ...when(t.chat, CHAT.script),
    ...when(t.portone, PORTONE),
    ...(t.paymentScriptOrigin ? [t.paymentScriptOrigin] : []),
    ...when(t.tagManager, TAG_MANAGER.script),
  ];
  const connect = ["'self'", ...when(t.chat, CHAT.connect), ...when(t.portone, PORTONE), ...when(t.tagManager, TAG_MANAGER.connect)];
  const frame = [...POSTCODE.frame, ...when(t.chat, CHAT.any), ...when(t.portone, PORTONE)];
  const image = ["'self'", 'data:', 'blob:', ...when(t.chat, CHAT.any)];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    ['style-src', ["'self'", "'unsafe-inline'", ...when(t.chat, CHAT.any)]],
    ['img-src', image],
    ['font-src', ["'self'", 'data:', ...when(t.chat, CHAT.any)]],
    ['connect-src', connect],
    ['frame-src', frame],
    ['media-src', ["'self'", ...when(t.chat, CHAT.any)]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...(t.kakaoAuthOrigin ? [t.kakaoAuthOrigin] : [])]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

const SCRIPT_SRC = "script-src 'self'";

/** Lets one more inline script (`'sha256-…'`) run under the page policy already set on an answer. */
export function allowScriptSource(res: ServerResponse, source: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string' || !policy.includes(SCRIPT_SRC) || res.headersSent) return;
  res.setHeader('Content-Security-Policy', policy.replace(SCRIPT_SRC, `${SCRIPT_SRC} ${source}`));
}

/**
 * The policy of what is never a page (the API's JSON, pictures and documents,
 * Next's static files): nothing may load or run in it, and nobody may frame it.
 */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Every security header of one answer: a page's or, with `input: null`, a resource's. */
export function securityHeaders(input: PolicyInput | null, https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': input ? contentSecurityPolicy(input) : RESOURCE_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=(), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
