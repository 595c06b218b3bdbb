/**
 * The light theme of the storefront (docs/DECISIONS.md): colours, type, spacing and
 * the breakpoints every styled component reads (never literals in components).
 * Components import these constants into their templates (`${colors.text}`),
 * never a function of props for them: a template without functions is static,
 * so styled-components makes its CSS once, not on every render.
 */

/** Window widths in px. `mobile` is the spec's exact breakpoint (docs/DECISIONS.md). */
export const breakpoints = {
  /** At or above: desktop category bar and sub-menu; below: hamburger + side menu. */
  mobile: 750,
  /** Desktop footer and wide header layout from here on (docs/DECISIONS.md "medium width"). */
  medium: 1024,
  /** Content width of the desktop design. */
  wide: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/**
 * Media queries for styled-components templates, e.g.
 * `${media.belowMobile} { display: none; }`.
 * `desktop` matches >= 750 px and `belowMobile` <= 749 px, so exactly one applies.
 */
export const media = {
  /** >= 750 px */
  desktop: `@media (min-width: ${breakpoints.mobile}px)`,
  /** <= 749 px */
  belowMobile: `@media (max-width: ${breakpoints.mobile - 1}px)`,
  /** >= 1024 px */
  medium: `@media (min-width: ${breakpoints.medium}px)`,
  /** <= 1023 px */
  belowMedium: `@media (max-width: ${breakpoints.medium - 1}px)`,
  /** >= 1280 px */
  wide: `@media (min-width: ${breakpoints.wide}px)`,
} as const;

/*
 * Every text colour here reads at 4.5:1 or more (WCAG AA, normal text) on
 * every light surface (background, surface, surfaceStrong, footer,
 * accentSoft, primarySoft), and white reads at 4.5:1 or more on primary,
 * primaryDark, accent, topBar and text: __tests__/styles/theme.test.ts checks
 * each pair.
 */
export const colors = {
  /** Brand colour: buttons, links that act, focus ring. */
  primary: '#1d3fbb',
  primaryDark: '#15308f',
  primarySoft: '#eef2fd',
  /** Discount / season highlight, badge: text on light surfaces, or a background under white text. */
  accent: '#c8321f',
  accentSoft: '#fff1ee',
  text: '#1a1a1a',
  textSecondary: '#555b66',
  /** The lightest text: hints, placeholders, breadcrumbs, footer details. */
  textMuted: '#666c76',
  textInverse: '#ffffff',
  background: '#ffffff',
  surface: '#f6f7f9',
  surfaceStrong: '#eceef2',
  border: '#e3e5e9',
  borderStrong: '#c9cdd4',
  topBar: '#111827',
  footer: '#f6f7f9',
  overlay: 'rgba(17, 24, 39, 0.48)',
  success: '#157a41',
  danger: '#c5281c',
  /** Kakao's login button background (Kakao's design guide), under `text`. */
  kakao: '#fee500',
} as const;

/**
 * The phone's own Korean fonts (Apple SD Gothic Neo on iOS and macOS, the
 * system font on Android, Noto Sans CJK KR on Linux and ChromeOS, Malgun
 * Gothic on Windows): no web font is downloaded. Pretendard's Korean glyphs
 * weighed ~290 kB per page on a phone and held back its first paint
 * (scripts/lighthouse.mjs); it is still used where a visitor has it installed.
 * A Korean font named before the Latin-only ones matters: when the first font
 * found has no Hangul, the browser looks for one for every run of text, which
 * on Linux doubled the layout time of a page (docs/DECISIONS.md, Speed).
 */
export const fonts = {
  body:
    "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', " +
    "'Noto Sans CJK KR', 'Noto Sans KR', 'Malgun Gothic', system-ui, Roboto, 'Helvetica Neue', 'Segoe UI', " +
    "'Apple Color Emoji', 'Segoe UI Emoji', sans-serif",
} as const;

export const fontSizes = {
  xs: '11px',
  sm: '12px',
  md: '14px',
  base: '15px',
  lg: '16px',
  xl: '18px',
  xxl: '22px',
} as const;

export const space = {
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
} as const;

export const layout = {
  /** Max content width; the page gutters sit outside it. */
  contentWidth: `${breakpoints.wide}px`,
  gutterMobile: '16px',
  gutterDesktop: '24px',
  topBarHeight: '36px',
  headerHeightMobile: '56px',
  headerHeightDesktop: '72px',
  categoryBarHeight: '48px',
  sideMenuWidth: '320px',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px' } as const;

export const shadows = {
  header: '0 1px 0 #e3e5e9',
  dropdown: '0 8px 24px rgba(17, 24, 39, 0.12)',
  drawer: '4px 0 24px rgba(17, 24, 39, 0.18)',
} as const;

export const zIndex = { header: 100, overlay: 900, drawer: 910, dialog: 1000 } as const;
