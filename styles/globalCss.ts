/**
 * Global styles of the storefront (reset, body type, focus ring, sweetalert2
 * theming, the overlays' entrance animations), built from the theme's constants and written into the server HTML by
 * `_document` as one <style> element: the page is styled before any script
 * runs, and no JavaScript is shipped for rules that never change. (A
 * styled-components `createGlobalStyle` would send this CSS and its runtime
 * code to every page's first-load JS.) The type is the system's (fonts.body).
 */
import { colors, fontSizes, fonts, layout, media, radii, space, zIndex } from './theme';

/** The global stylesheet of the light theme, as `_document` writes it. */
export const globalCss = `
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* What the keyboard focuses (or a link's #target) stops below the sticky header, not under it
       (WCAG 2.4.11; e2e/keyboard.spec.ts): the header is 72 px on a desktop, up to 101 px on a
       phone with the member row. */
    scroll-padding-top: 88px;
  }

  ${media.belowMobile} {
    html {
      scroll-padding-top: 112px;
    }
  }

  /* A demo shop's notice above every page (pages/_document.tsx). */
  .demo-notice {
    background: ${colors.primarySoft};
    color: ${colors.text};
    border-bottom: 1px solid ${colors.border};
    font-size: ${fontSizes.sm};
    line-height: 1.5;
    text-align: center;
  }

  .demo-notice p {
    max-width: ${layout.contentWidth};
    margin: 0 auto;
    padding: ${space.xs} ${layout.gutterMobile};
  }

  body {
    margin: 0;
    min-width: 320px;
    font-family: ${fonts.body};
    font-size: ${fontSizes.md};
    line-height: 1.5;
    color: ${colors.text};
    background: ${colors.background};
    word-break: keep-all;
    overflow-wrap: anywhere;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  h1, h2, h3, h4, h5, h6, p, ul, ol, dl, dd, figure {
    margin: 0;
  }

  ul, ol {
    padding: 0;
    list-style: none;
  }

  a {
    color: inherit;
    text-decoration: none;
  }

  img, svg, video {
    display: block;
    max-width: 100%;
  }

  .icon {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.8;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  button {
    cursor: pointer;
    background: none;
    border: 0;
    padding: 0;
  }

  :focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: 2px;
  }

  /* sweetalert2 modals in the site's font and colours */
  .swal2-popup {
    font-family: ${fonts.body};
    border-radius: ${radii.lg};
  }

  .swal2-title {
    font-size: ${fontSizes.lg};
    font-weight: 600;
    line-height: 1.5;
    color: ${colors.text};
    word-break: keep-all;
  }

  /* Entrance of the side menu and of dialogs (components/shell/SideMenu.tsx, components/ui/Modal.tsx) */
  @keyframes shell-fade-in {
    from { opacity: 0; }
    to { opacity: 1; }
  }

  @keyframes shell-rise {
    from { transform: translateY(16px); opacity: 0; }
    to { transform: none; opacity: 1; }
  }

  @keyframes shell-slide-in {
    from { transform: translateX(-100%); }
    to { transform: none; }
  }

  /* The route progress bar (lib/client/routeProgress.ts, nprogress 0.2.0) in the primary colour */
  #nprogress {
    pointer-events: none;
  }

  #nprogress .bar {
    position: fixed;
    z-index: ${zIndex.dialog + 1};
    top: 0;
    left: 0;
    width: 100%;
    height: 3px;
    background: ${colors.primary};
  }

  #nprogress .peg {
    display: block;
    position: absolute;
    right: 0;
    width: 100px;
    height: 100%;
    box-shadow: 0 0 10px ${colors.primary}, 0 0 5px ${colors.primary};
    opacity: 1;
    transform: rotate(3deg) translate(0, -4px);
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`
    .replace(/\/\*[^]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .trim();
