#!/usr/bin/env node
/**
 * Generates the storefront's brand files in public/ without any network:
 *   logo.svg, icon.svg            written as SVG text
 *   og-image.png (1200x627)       sharing image (docs/DECISIONS.md)
 *   apple-touch-icon.png (180)    home-screen icon
 *   favicon.ico (16 + 32)         ICO holding PNG images
 * The PNGs are screenshots of HTML by Debian's Chromium in headless mode
 * (CHROME_PATH overrides /usr/bin/chromium), with Pretendard from node_modules.
 * The results are committed; run again only when the design changes:
 *   node scripts/brand-assets.mjs
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';

// Colours of styles/theme.ts (light theme).
const PRIMARY = '#1d3fbb';
const PRIMARY_DARK = '#15308f';
const ACCENT = '#e8412c';
const TEXT = '#1a1a1a';

/** The mark: a wholesale carton on the brand colour. */
function markSvg(size, { rounded = true } = {}) {
  const r = rounded ? 14 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${r}" fill="${PRIMARY}"/>
  <path d="M32 12 52 22v20L32 52 12 42V22z" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
  <path d="M12 22l20 10 20-10M32 32v20" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
  <path d="M22 17l20 10" stroke="${ACCENT}" stroke-width="4" stroke-linecap="round"/>
</svg>`;
}

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="168" height="40" viewBox="0 0 168 40" role="img" aria-label="도매마켓">
  <title>도매마켓</title>
  <g transform="translate(0 2) scale(0.5625)">
    <rect width="64" height="64" rx="14" fill="${PRIMARY}"/>
    <path d="M32 12 52 22v20L32 52 12 42V22z" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
    <path d="M12 22l20 10 20-10M32 32v20" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
    <path d="M22 17l20 10" stroke="${ACCENT}" stroke-width="4" stroke-linecap="round"/>
  </g>
  <text x="46" y="28" fill="${TEXT}" font-size="22" font-weight="800" letter-spacing="-0.5"
    font-family="'Pretendard Variable', Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif">도매마켓</text>
</svg>
`;

const fontFace = (weight, file) => `@font-face { font-family: 'Pretendard'; font-weight: ${weight};
  src: url('${pathToFileURL(path.join(root, 'node_modules/pretendard/dist/web/static/woff2', file)).href}') format('woff2'); }`;

const pageCss = `${fontFace(500, 'Pretendard-Medium.woff2')}
${fontFace(800, 'Pretendard-ExtraBold.woff2')}
html, body { margin: 0; padding: 0; overflow: hidden; }
body { font-family: 'Pretendard', 'Noto Sans CJK KR', sans-serif; }`;

const ogHtml = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><style>${pageCss}
.card { width: 1200px; height: 627px; box-sizing: border-box; padding: 88px 96px;
  background: linear-gradient(135deg, ${PRIMARY} 0%, ${PRIMARY_DARK} 100%); color: #fff;
  display: flex; flex-direction: column; justify-content: space-between; position: relative; }
.brand { display: flex; align-items: center; gap: 24px; font-size: 44px; font-weight: 800; letter-spacing: -1px; }
.brand svg rect { fill: #fff; } .brand svg path[stroke="#fff"] { stroke: ${PRIMARY}; }
h1 { margin: 0; font-size: 76px; line-height: 1.18; font-weight: 800; letter-spacing: -2px; }
p { margin: 0; font-size: 32px; font-weight: 500; opacity: .88; }
.badge { position: absolute; right: 96px; top: 88px; background: ${ACCENT}; color: #fff; border-radius: 999px;
  padding: 14px 30px; font-size: 30px; font-weight: 800; }
</style></head><body><div class="card">
  <div class="brand">${markSvg(88)}<span>도매마켓</span></div>
  <div class="badge">60일 무료 반품</div>
  <div><h1>소매점을 위한<br>B2B 도매 플랫폼</h1></div>
  <p>인기 브랜드 상품을 도매가로 · 브랜드별 최소 주문 · 60일 무료 반품</p>
</div></body></html>`;

const iconHtml = (size) => `<!doctype html><html><head><meta charset="utf-8"><style>${pageCss}
svg { display: block; }</style></head><body>${markSvg(size, { rounded: size > 64 ? false : true })}</body></html>`;

function screenshot(html, width, height, out) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-assets-'));
  const page = path.join(dir, 'page.html');
  fs.writeFileSync(page, html);
  execFileSync(
    chrome,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--force-device-scale-factor=1',
      '--default-background-color=00000000',
      `--window-size=${width},${height}`,
      `--screenshot=${out}`,
      pathToFileURL(page).href,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  const size = pngSize(fs.readFileSync(out));
  if (size.width !== width || size.height !== height) {
    throw new Error(`${out}: expected ${width}x${height}, got ${size.width}x${size.height}`);
  }
}

function pngSize(buffer) {
  if (buffer.toString('ascii', 1, 4) !== 'PNG') throw new Error('not a PNG');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/** An ICO file whose entries are PNG images (read by every current browser). */
function ico(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const entries = [];
  let offset = 6 + 16 * pngs.length;
  for (const png of pngs) {
    const { width, height } = pngSize(png);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(width >= 256 ? 0 : width, 0);
    entry.writeUInt8(height >= 256 ? 0 : height, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...pngs]);
}

fs.mkdirSync(publicDir, { recursive: true });
fs.writeFileSync(path.join(publicDir, 'logo.svg'), logoSvg);
fs.writeFileSync(path.join(publicDir, 'icon.svg'), `${markSvg(64)}\n`);

screenshot(ogHtml, 1200, 627, path.join(publicDir, 'og-image.png'));
screenshot(iconHtml(180), 180, 180, path.join(publicDir, 'apple-touch-icon.png'));

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'favicon-'));
const icons = [16, 32].map((size) => {
  const file = path.join(tmp, `${size}.png`);
  screenshot(iconHtml(size), size, size, file);
  return fs.readFileSync(file);
});
fs.writeFileSync(path.join(publicDir, 'favicon.ico'), ico(icons));
fs.rmSync(tmp, { recursive: true, force: true });

for (const name of ['logo.svg', 'icon.svg', 'og-image.png', 'apple-touch-icon.png', 'favicon.ico']) {
  console.log(`public/${name}  ${fs.statSync(path.join(publicDir, name)).size} bytes`);
}
