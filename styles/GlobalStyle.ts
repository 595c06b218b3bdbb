/**
 * Global styles of the storefront. Pretendard is self-hosted from the
 * `pretendard` package: its dynamic-subset stylesheet declares ~90 small woff2
 * slices with `unicode-range` and `font-display: swap`, so a page downloads only
 * the glyph ranges it shows and text renders at once in the fallback font.
 * Next allows importing a node_modules stylesheet from any module; it is
 * bundled with the fonts next to the app's CSS.
 */
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-width: 320px;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
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
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }

  /* sweetalert2 modals in the site's font and colours */
  .swal2-popup {
    font-family: ${({ theme }) => theme.fonts.body};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  .swal2-title {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    word-break: keep-all;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
