import { z } from 'zod';

/**
 * Server settings, parsed once from the environment (see .env.example).
 * Read through `serverEnv()` so tests can change process.env between files.
 */
/** An http(s) URL without credentials, kept as its origin; empty counts as unset. */
const siteUrlSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
      } catch {
        return false;
      }
    })
    .transform((value) => new URL(value).origin)
    .optional(),
);

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A trimmed string; empty counts as unset. */
const optionalText = z.preprocess(blankToUndefined, z.string().trim().max(500).optional());

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** An absolute http(s) URL; empty counts as unset. */
const optionalUrl = z.preprocess(blankToUndefined, z.string().trim().refine(isHttpUrl).optional());

/** An http(s) base URL without a trailing slash, with a default. */
const baseUrl = (fallback: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(isHttpUrl)
      .transform((value) => value.replace(/\/+$/, ''))
      .default(fallback),
  );

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().optional(),
  /**
   * Demo mode (docs/DECISIONS.md, Demo mode): simulated card payments, SMS codes in the log and
   * seeded accounts with a public password. A production server refuses each of them unless this
   * is true (productionProblems); `npm start` turns it on for the local demo.
   */
  DEMO_MODE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Seed the demo catalogue and accounts when the database is empty (unset: wherever demo data is allowed). */
  DB_AUTO_SEED: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /**
   * Trust X-Forwarded-For (client address), X-Forwarded-Proto and
   * X-Forwarded-Host (the site's origin when SITE_URL is unset): only behind
   * a proxy that sets them.
   */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** `log` writes SMS codes to the server log (development, demo mode). */
  SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  /** Card payments: `demo` (no network, a test card form; development and demo mode) or `portone` (PortOne V2). */
  PAYMENT_PROVIDER: z.enum(['demo', 'portone']).default('demo'),
  PORTONE_API_SECRET: z.string().optional(),
  PORTONE_WEBHOOK_SECRET: z.string().optional(),
  /** The store and channel the checkout page's PortOne browser SDK pays with (public values, sent to the page). */
  PORTONE_STORE_ID: z.string().optional(),
  PORTONE_CHANNEL_KEY: z.string().optional(),
  /** The account bank-transfer orders are paid into (shown with the deposit deadline). */
  BANK_ACCOUNT: z.string().default('123456-04-123456'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Public origin of the site (`https://www.example.kr`), for absolute share
   * URLs (og:image, og:url, canonical). Read at request time; unset, each
   * request's own origin is used (./http/origin.ts).
   */
  SITE_URL: siteUrlSchema,
  /** The older, build-time name of SITE_URL, still honoured when SITE_URL is unset. */
  NEXT_PUBLIC_SITE_URL: siteUrlSchema,
  /**
   * Kakao login (docs/DECISIONS.md, Kakao login): the app's REST API key
   * (OAuth client id). Unset or empty, Kakao login is off: no button, and
   * /api/v1/users/kakao answers 404.
   */
  KAKAO_REST_API_KEY: optionalText,
  /** The client secret, when the app has "Client Secret" turned on in Kakao Developers. */
  KAKAO_CLIENT_SECRET: optionalText,
  /** The callback registered at Kakao; default <site origin>/api/v1/users/kakao/callback. */
  KAKAO_REDIRECT_URI: optionalUrl,
  /** Kakao's authorization server (authorize and token); replaced by a local stand-in in tests. */
  KAKAO_AUTH_BASE_URL: baseUrl('https://kauth.kakao.com'),
  /** Kakao's API server (the user's profile). */
  KAKAO_API_BASE_URL: baseUrl('https://kapi.kakao.com'),
  /**
   * The 국세청 business-status check beside applications in the console (the public data
   * portal's 사업자등록정보 상태조회 service key). Unset: only the registration number's
   * check digit is checked, and the console says so.
   */
  NTS_SERVICE_KEY: optionalText,
  NTS_API_URL: baseUrl('https://api.odcloud.kr/api/nts-businessman/v1/status'),
  /**
   * Mail (docs/DECISIONS.md, Notifications): an SMTP server's URL (`smtps://user:pass@smtp.example.kr`)
   * sends the site's e-mail; unset, each message is written as an .eml file into MAIL_DIR, where a
   * local install reads them.
   */
  SMTP_URL: optionalText,
  MAIL_DIR: z.string().default('data/mail'),
  MAIL_FROM: z.string().default('도매마켓 <no-reply@domae.market>'),
  /**
   * 알림톡 (docs/DECISIONS.md, Notifications): `solapi` sends through SOLAPI (알림톡 with an SMS
   * fallback) with the key, secret and 발신번호 below; `log` writes each message to the server log
   * (development, demo mode); `off` sends none. Unset: `log` where demo behaviour is allowed, else `off`.
   */
  ALIMTALK_PROVIDER: z.enum(['solapi', 'log', 'off']).optional(),
  SOLAPI_API_KEY: optionalText,
  SOLAPI_API_SECRET: optionalText,
  /** The 발신번호 registered with SOLAPI, for the SMS fallback and SMS-only messages. */
  SOLAPI_SENDER: optionalText,
  /** The 카카오 채널's pfId; without it every message goes as SMS/LMS. */
  SOLAPI_PFID: optionalText,
  /** Each message kind's approved 알림톡 template, JSON: {"order_placed":"KA01TP…", …}; a kind without one goes as SMS/LMS. */
  SOLAPI_TEMPLATES: z.preprocess(blankToUndefined, z.string().trim().max(10_000).optional()),
  /** The outbox worker inside the web server (`npm start`); `off` when `npm run worker` runs apart. */
  OUTBOX_WORKER: z.enum(['on', 'off']).default('on'),
});

export type ServerEnv = z.infer<typeof schema>;

let cached: { source: NodeJS.ProcessEnv; env: ServerEnv } | null = null;

export function serverEnv(): ServerEnv {
  if (cached && cached.source === process.env) return cached.env;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid server environment: ${fields}`);
  }
  const env = parsed.data;
  cached = { source: process.env, env };
  return env;
}

/**
 * Whether demo behaviour is allowed: simulated payments, SMS codes in the log, demo data seeded
 * with a known password. Always outside production (development, tests); in production only
 * in demo mode.
 */
export function demoAllowed(env: ServerEnv = serverEnv()): boolean {
  return env.NODE_ENV !== 'production' || env.DEMO_MODE;
}

/** Whether an empty database gets the demo catalogue and accounts (DB_AUTO_SEED, by default where demo data is allowed). */
export function autoSeedsDemo(env: ServerEnv = serverEnv()): boolean {
  return env.DB_AUTO_SEED ?? demoAllowed(env);
}

/**
 * What keeps a production server from starting (scripts/serve.ts refuses with these lines):
 * a demo default outside demo mode (mail written to a folder among them), or no configured site address (a request's Host header
 * must never shape the site's absolute URLs). Empty when the settings are safe, and always
 * empty outside production.
 */
export function productionProblems(env: ServerEnv = serverEnv()): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.DEMO_MODE) {
    if (env.PAYMENT_PROVIDER === 'demo') {
      problems.push('PAYMENT_PROVIDER is demo (or unset): the demo provider approves any test card. Set PAYMENT_PROVIDER=portone with PORTONE_API_SECRET.');
    }
    if (env.SMS_PROVIDER === 'log') {
      problems.push('SMS_PROVIDER is log (or unset): verification codes would be written to the log, not sent. Set SMS_PROVIDER=http with SMS_HTTP_URL.');
    }
    if (env.DB_AUTO_SEED) {
      problems.push('DB_AUTO_SEED=true seeds demo accounts whose password is public. Remove it.');
    }
    if (!env.SMTP_URL) {
      problems.push('SMTP_URL is not set: e-mail (order confirmations, statements, invitations) would be written to MAIL_DIR, not sent. Set SMTP_URL to the mail server.');
    }
  }
  if (env.PAYMENT_PROVIDER === 'portone' && !env.PORTONE_API_SECRET) problems.push('PAYMENT_PROVIDER=portone needs PORTONE_API_SECRET.');
  if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL) problems.push('SMS_PROVIDER=http needs SMS_HTTP_URL.');
  if (env.ALIMTALK_PROVIDER === 'solapi' && !(env.SOLAPI_API_KEY && env.SOLAPI_API_SECRET && env.SOLAPI_SENDER)) {
    problems.push('ALIMTALK_PROVIDER=solapi needs SOLAPI_API_KEY, SOLAPI_API_SECRET and SOLAPI_SENDER.');
  }
  if (!(env.SITE_URL ?? env.NEXT_PUBLIC_SITE_URL)) {
    problems.push('SITE_URL is not set: the site\'s public address (https://www.example.kr) is needed for its absolute URLs.');
  }
  return problems;
}

export interface KakaoConfig {
  clientId: string;
  clientSecret: string | null;
  /** null: <site origin>/api/v1/users/kakao/callback, worked out per request. */
  redirectUri: string | null;
  authBaseUrl: string;
  apiBaseUrl: string;
}

/** Kakao login's settings, or null when KAKAO_REST_API_KEY is unset (Kakao login off). */
export function kakaoConfig(): KakaoConfig | null {
  const env = serverEnv();
  if (!env.KAKAO_REST_API_KEY) return null;
  return {
    clientId: env.KAKAO_REST_API_KEY,
    clientSecret: env.KAKAO_CLIENT_SECRET ?? null,
    redirectUri: env.KAKAO_REDIRECT_URI ?? null,
    authBaseUrl: env.KAKAO_AUTH_BASE_URL,
    apiBaseUrl: env.KAKAO_API_BASE_URL,
  };
}

/** The configured public origin of the site (SITE_URL, else NEXT_PUBLIC_SITE_URL), or null. */
export function configuredSiteUrl(): string | null {
  const env = serverEnv();
  return env.SITE_URL ?? env.NEXT_PUBLIC_SITE_URL ?? null;
}
