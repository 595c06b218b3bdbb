/**
 * Site-wide constants of the storefront shell: the site's name, routes, external
 * links and third-party settings (the operator's details, text the footer shows,
 * are in lib/messages/footer.ts). Values that differ
 * per deployment can be overridden with NEXT_PUBLIC_* variables (.env.example);
 * each is read literally so Next inlines it at build.
 * Settings a test or a deployment switches on/off are functions, read when used.
 */

function env(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export const site = {
  name: '도매마켓',
  nameEn: 'DOMAE MARKET',
  tagline: '소매점을 위한 도매 마켓 · 60일 무료 반품',
  supportEmail: env(process.env.NEXT_PUBLIC_SUPPORT_EMAIL, 'help@domae.market'),
  links: {
    discountPolicy: env(
      process.env.NEXT_PUBLIC_DISCOUNT_POLICY_URL,
      'https://domae-market.notion.site/discount-policy',
    ),
    instagram: env(process.env.NEXT_PUBLIC_INSTAGRAM_URL, 'https://www.instagram.com/domae.market/'),
  },
} as const;

/** Internal routes the shell links to (docs/DECISIONS.md). */
export const routes = {
  home: '/',
  search: '/search',
  flashSale: '/flash-sale',
  wishlist: '/page/account/favorite',
  mypage: '/page/account/mypage',
  referral: '/page/account/referral',
  cart: '/cart',
  login: '/register/login',
  register: '/register/register',
  faq: '/faq-retail',
  freeRefunds: '/free-refunds',
  apply: '/page/apply',
  /** A brand user's MY (docs/DECISIONS.md, Brand centre). */
  brandCenter: '/brand-center',
} as const;

/**
 * The login page that brings the visitor back to `returnTo` (path + query)
 * afterwards, the one builder of that URL:
 * - 'link' (default), the LOGIN links of the shell and the product page:
 *   `/register/login/?returnUrl=<encoded path>`, the form the storefront publishes;
 * - 'redirect', the server's 302 for logged-in-only pages (lib/server/auth/guard.ts):
 *   `/register/login?returnUrl=<encoded path>`, the page's own path, since Next
 *   would answer the trailing-slash form with one more redirect (308) first.
 */
export function loginHref(returnTo: string, form: 'link' | 'redirect' = 'link'): string {
  const path = form === 'link' ? `${routes.login}/` : routes.login;
  return `${path}?returnUrl=${encodeURIComponent(returnTo)}`;
}

/** Certification page for uncertified retailers (docs/DECISIONS.md); default our own, /page/certification. */
export function certificationUrl(): string {
  return env(process.env.NEXT_PUBLIC_CERTIFICATION_URL, '/page/certification');
}

/**
 * What an uncertified retailer may open while the certification is pending
 * (docs/DECISIONS.md, Uncertified retailers): the certification page, brand
 * admission (/apply, /page/apply), and what a retailer reads before trusting
 * the shop: the FAQ, the notices, the 60-day refund policy, the terms and the
 * privacy policy; and their own messages (/notifications: a certification's decision).
 */
const READABLE_UNCERTIFIED = /^\/(page\/certification|page\/apply|apply|faq-retail|free-refunds|notices(\/\d+)?|notifications|terms|privacy)\/?$/;

/**
 * Where the page wrapper sends an uncertified retailer (userGroups 'inValid',
 * not a brand user) who asks for `path` (path and query): the certification
 * page with `?id=<user id>`, or null when the page may be read (or the
 * visitor is anyone else).
 */
export function certificationRedirect(user: { id: number; userGroups: string; userType: string } | null, path: string): string | null {
  if (!user || user.userGroups !== 'inValid' || user.userType === 'brand') return null;
  if (READABLE_UNCERTIFIED.test(path.split(/[?#]/)[0] ?? '')) return null;
  const base = certificationUrl();
  return `${base}${base.includes('?') ? '&' : '?'}id=${encodeURIComponent(String(user.id))}`;
}

/** Channel Talk plugin key; chat is off when unset. */
export function channelPluginKey(): string | null {
  return process.env.NEXT_PUBLIC_CHANNEL_PLUGIN_KEY?.trim() || null;
}

/** Card payment provider's browser script; not loaded when unset. */
export function paymentScriptUrl(): string | null {
  return process.env.NEXT_PUBLIC_PAYMENT_SCRIPT_URL?.trim() || null;
}
