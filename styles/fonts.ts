/**
 * Pretendard, self-hosted from the `pretendard` package: its dynamic-subset
 * stylesheet declares ~90 small woff2 slices with `unicode-range` and
 * `font-display: swap`, so a page downloads only the glyph ranges it shows and
 * text renders at once in the fallback font. Next allows importing a
 * node_modules stylesheet from any module; it is bundled with the fonts next
 * to the app's CSS. Imported once, by `_app`.
 */
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
