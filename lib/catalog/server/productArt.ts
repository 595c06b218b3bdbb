import { findCategory, mainCategoryOf } from '@/lib/catalog/categories';

/**
 * Product pictures and brand logos drawn as SVG, locally and without network
 * or binary dependencies: a pastel background, a simple motif for the
 * product's category, and a short Korean label (or the brand's initial).
 * Pure functions: the same input always gives the same bytes, so the route
 * can answer with a long immutable cache and a stable ETag.
 */

export const IMAGE_FONT_STACK =
  "Pretendard, 'Pretendard Variable', 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif";

export interface ProductImageInput {
  productId: number;
  /** 1-based picture number of the product. */
  index: number;
  name: string;
  categoryId: number;
}

export interface BrandLogoInput {
  brandId: number;
  name: string;
}

interface Palette {
  bg: string;
  blob: string;
  accent: string;
  ink: string;
}

const PALETTES: readonly Palette[] = [
  { bg: '#FDE2E4', blob: '#FAD2E1', accent: '#E5989B', ink: '#6D4C5A' },
  { bg: '#E2ECE9', blob: '#CDE5DC', accent: '#7FB7A4', ink: '#3E5F55' },
  { bg: '#DFE7FD', blob: '#CDDAFD', accent: '#8FA8E8', ink: '#3F4D7A' },
  { bg: '#FFF1E6', blob: '#FDE2C8', accent: '#F0A868', ink: '#7A4E2D' },
  { bg: '#F0EFEB', blob: '#E3E0D8', accent: '#B5A894', ink: '#5B5346' },
  { bg: '#EDE7F6', blob: '#DCD0F0', accent: '#A68BD8', ink: '#4E3F73' },
  { bg: '#FFF8D6', blob: '#FCEFB4', accent: '#E9C46A', ink: '#6B5A22' },
  { bg: '#E3F2FD', blob: '#CFE7FA', accent: '#74B3E0', ink: '#2F5673' },
  { bg: '#E8F5E1', blob: '#D3EDC6', accent: '#95C47E', ink: '#44613A' },
  { bg: '#FCE8F0', blob: '#F6D5E3', accent: '#D98BB0', ink: '#6A3F57' },
];

const LEAF = '#8DBF8B';
const LEAF_DARK = '#6FA56D';
const FLAME = '#F6B26B';
const GOLD = '#F6C85F';

type Motif = (c: Palette) => string;

const steam = (c: Palette, x: number) =>
  `<path d="M${x - 20} -40 C${x + 5} -58 ${x - 35} -74 ${x - 10} -96 M${x + 16} -40 C${x + 41} -58 ${x + 1} -74 ${x + 26} -96" fill="none" stroke="${c.accent}" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`;

function starPath(outer: number, inner: number, points = 5): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / points) * i - Math.PI / 2;
    parts.push(`${(Math.cos(angle) * radius).toFixed(1)} ${(Math.sin(angle) * radius).toFixed(1)}`);
  }
  return `M${parts.join(' L')} Z`;
}

/** Motifs drawn around (0, 0) in a box of about 200 x 200. */
const MOTIFS: Record<string, Motif> = {
  house: (c) =>
    `<path d="M-88 -4 L0 -82 L88 -4 Z" fill="${c.ink}"/><rect x="-66" y="-12" width="132" height="92" rx="6" fill="${c.accent}"/><rect x="-15" y="30" width="30" height="50" rx="4" fill="#fff"/><rect x="-50" y="8" width="26" height="22" rx="3" fill="#fff"/><rect x="24" y="8" width="26" height="22" rx="3" fill="#fff"/>`,
  lamp: (c) =>
    `<circle cx="0" cy="-40" r="70" fill="#fff" opacity="0.45"/><path d="M-58 -20 L-30 -88 H30 L58 -20 Z" fill="${c.accent}"/><rect x="-5" y="-20" width="10" height="82" fill="${c.ink}"/><ellipse cx="0" cy="68" rx="46" ry="12" fill="${c.ink}"/>`,
  clock: (c) =>
    `<circle r="86" fill="${c.accent}"/><circle r="68" fill="#fff"/><circle cx="0" cy="-56" r="4" fill="${c.accent}"/><circle cx="56" cy="0" r="4" fill="${c.accent}"/><circle cx="0" cy="56" r="4" fill="${c.accent}"/><circle cx="-56" cy="0" r="4" fill="${c.accent}"/><path d="M0 0 V-44 M0 0 L32 18" stroke="${c.ink}" stroke-width="8" stroke-linecap="round"/><circle r="7" fill="${c.ink}"/>`,
  frame: (c) =>
    `<rect x="-80" y="-92" width="160" height="184" rx="6" fill="${c.ink}"/><rect x="-64" y="-76" width="128" height="152" fill="#fff"/><path d="M-64 76 L-20 10 L10 40 L34 16 L64 50 V76 Z" fill="${c.accent}"/><circle cx="30" cy="-34" r="16" fill="${c.accent}" opacity="0.7"/>`,
  mirror: (c) =>
    `<ellipse rx="64" ry="90" fill="${c.accent}"/><ellipse rx="50" ry="76" fill="#fff" opacity="0.85"/><path d="M-24 -38 L6 -62 M-30 -10 L20 -48" stroke="${c.accent}" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`,
  box: (c) =>
    `<path d="M-80 -30 H80 L70 80 H-70 Z" fill="${c.accent}"/><rect x="-88" y="-52" width="176" height="28" rx="8" fill="${c.ink}"/><rect x="-24" y="0" width="48" height="14" rx="7" fill="#fff"/>`,
  plant: (c) =>
    `<path d="M0 8 C-10 -40 -60 -50 -72 -82 C-20 -82 5 -40 0 8 Z" fill="${LEAF}"/><path d="M0 8 C10 -50 50 -60 68 -94 C20 -92 -5 -50 0 8 Z" fill="${LEAF}"/><path d="M0 8 C-4 -30 -4 -70 0 -104 C8 -70 8 -30 0 8 Z" fill="${LEAF_DARK}"/><path d="M-50 22 H50 L38 92 H-38 Z" fill="${c.accent}"/><rect x="-58" y="8" width="116" height="22" rx="6" fill="${c.ink}"/>`,
  rug: (c) =>
    `<path d="M-100 -48 H-90 M-100 -24 H-90 M-100 0 H-90 M-100 24 H-90 M-100 48 H-90 M90 -48 H100 M90 -24 H100 M90 0 H100 M90 24 H100 M90 48 H100" stroke="${c.ink}" stroke-width="5" stroke-linecap="round"/><rect x="-90" y="-62" width="180" height="124" rx="16" fill="${c.accent}"/><rect x="-70" y="-42" width="140" height="84" rx="10" fill="none" stroke="#fff" stroke-width="6"/><circle r="15" fill="#fff"/>`,
  cushion: (c) =>
    `<path d="M-80 -70 Q0 -92 80 -70 Q96 0 80 70 Q0 92 -80 70 Q-96 0 -80 -70 Z" fill="${c.accent}"/><path d="M-42 -36 Q0 -14 42 -36 M-42 36 Q0 14 42 36" stroke="#fff" stroke-width="5" fill="none" opacity="0.6"/><circle r="10" fill="${c.ink}"/>`,
  vase: (c) =>
    `<path d="M-24 -84 H24 V-62 C72 -40 72 60 40 88 H-40 C-72 60 -72 -40 -24 -62 Z" fill="${c.accent}"/><ellipse cx="0" cy="-84" rx="28" ry="8" fill="${c.ink}"/><path d="M-48 6 H48" stroke="#fff" stroke-width="8" opacity="0.7"/>`,
  mug: (c) =>
    `${steam(c, -10)}<path d="M52 -8 h14 a30 30 0 0 1 0 60 h-14" fill="none" stroke="${c.ink}" stroke-width="14"/><rect x="-66" y="-26" width="122" height="112" rx="18" fill="${c.accent}"/><rect x="-66" y="12" width="122" height="16" fill="#fff" opacity="0.75"/>`,
  plate: (c) =>
    `<circle r="88" fill="${c.accent}"/><circle r="64" fill="#fff"/><circle r="42" fill="${c.accent}" opacity="0.3"/><circle cx="-16" cy="-14" r="9" fill="${c.ink}" opacity="0.6"/><circle cx="18" cy="6" r="12" fill="${c.ink}" opacity="0.5"/>`,
  cutlery: (c) =>
    `<ellipse cx="-34" cy="-52" rx="24" ry="34" fill="${c.accent}"/><rect x="-40" y="-24" width="12" height="114" rx="6" fill="${c.accent}"/><path d="M14 -92 V-44 Q34 -16 54 -44 V-92 M34 -92 V-48" stroke="${c.ink}" stroke-width="8" fill="none" stroke-linecap="round"/><rect x="28" y="-28" width="12" height="118" rx="6" fill="${c.ink}"/>`,
  tumbler: (c) =>
    `<rect x="12" y="-126" width="10" height="40" rx="5" fill="${c.ink}"/><rect x="-42" y="-76" width="84" height="166" rx="20" fill="${c.accent}"/><rect x="-48" y="-96" width="96" height="30" rx="10" fill="${c.ink}"/><rect x="-42" y="-10" width="84" height="22" fill="#fff" opacity="0.7"/>`,
  placemat: (c) =>
    `<rect x="-96" y="-66" width="192" height="132" rx="14" fill="${c.accent}"/><circle r="46" fill="#fff"/><circle r="30" fill="${c.accent}" opacity="0.35"/><rect x="-80" y="-36" width="8" height="72" rx="4" fill="${c.ink}"/><rect x="72" y="-36" width="8" height="72" rx="4" fill="${c.ink}"/>`,
  bear: (c) =>
    `<circle cx="0" cy="-74" r="22" fill="none" stroke="${c.ink}" stroke-width="8"/><rect x="-4" y="-54" width="8" height="24" fill="${c.ink}"/><circle cx="-42" cy="-10" r="21" fill="${c.accent}"/><circle cx="42" cy="-10" r="21" fill="${c.accent}"/><circle cx="0" cy="32" r="60" fill="${c.accent}"/><circle cx="-21" cy="22" r="6" fill="${c.ink}"/><circle cx="21" cy="22" r="6" fill="${c.ink}"/><ellipse cx="0" cy="46" rx="17" ry="12" fill="#fff"/><circle cx="0" cy="42" r="5" fill="${c.ink}"/>`,
  key: (c) =>
    `<circle cx="-46" cy="0" r="38" fill="none" stroke="${c.accent}" stroke-width="16"/><rect x="-10" y="-8" width="104" height="16" rx="8" fill="${c.accent}"/><rect x="58" y="6" width="12" height="26" rx="3" fill="${c.accent}"/><rect x="78" y="6" width="12" height="18" rx="3" fill="${c.accent}"/><circle cx="-46" cy="0" r="10" fill="${c.ink}"/>`,
  note: (c) =>
    `<rect x="-66" y="-88" width="140" height="176" rx="10" fill="${c.accent}"/><rect x="-32" y="-58" width="82" height="30" rx="6" fill="#fff"/><circle cx="-66" cy="-66" r="7" fill="${c.ink}"/><circle cx="-66" cy="-38" r="7" fill="${c.ink}"/><circle cx="-66" cy="-10" r="7" fill="${c.ink}"/><circle cx="-66" cy="18" r="7" fill="${c.ink}"/><circle cx="-66" cy="46" r="7" fill="${c.ink}"/><circle cx="-66" cy="74" r="7" fill="${c.ink}"/>`,
  pencil: (c) =>
    `<g transform="rotate(-45)"><rect x="-88" y="-17" width="138" height="34" rx="4" fill="${c.accent}"/><path d="M50 -17 L92 0 L50 17 Z" fill="#F3D9B1"/><path d="M79 -5 L92 0 L79 5 Z" fill="${c.ink}"/><rect x="-102" y="-17" width="16" height="34" rx="4" fill="${c.ink}"/></g>`,
  star: (c) =>
    `<path d="${starPath(92, 42)}" fill="${c.accent}" stroke="#fff" stroke-width="10" stroke-linejoin="round"/><circle cx="-14" cy="-6" r="6" fill="${c.ink}"/><circle cx="14" cy="-6" r="6" fill="${c.ink}"/>`,
  memo: (c) =>
    `<rect x="-70" y="-70" width="140" height="140" rx="8" fill="${c.accent}" opacity="0.5" transform="rotate(8)"/><rect x="-70" y="-70" width="140" height="140" rx="8" fill="#fff" stroke="${c.accent}" stroke-width="6"/><path d="M-44 -30 H44 M-44 0 H44 M-44 30 H20" stroke="${c.ink}" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`,
  envelope: (c) =>
    `<rect x="-92" y="-60" width="184" height="120" rx="10" fill="${c.accent}"/><path d="M-92 -52 L0 14 L92 -52" fill="none" stroke="#fff" stroke-width="8" stroke-linejoin="round"/><path d="M0 20 C-14 8 -26 22 0 40 C26 22 14 8 0 20 Z" fill="${c.ink}"/>`,
  folder: (c) =>
    `<path d="M-90 -62 H-30 L-14 -46 H90 V76 H-90 Z" fill="${c.ink}"/><rect x="-90" y="-36" width="180" height="112" rx="8" fill="${c.accent}"/><rect x="-30" y="-8" width="60" height="14" rx="7" fill="#fff" opacity="0.8"/>`,
  candle: (c) =>
    `<path d="M0 -96 C22 -70 14 -50 0 -44 C-14 -50 -22 -70 0 -96 Z" fill="${FLAME}"/><rect x="-3" y="-46" width="6" height="16" fill="${c.ink}"/><rect x="-56" y="-32" width="112" height="122" rx="14" fill="${c.accent}"/><rect x="-56" y="10" width="112" height="34" fill="#fff" opacity="0.75"/>`,
  diffuser: (c) =>
    `<path d="M-6 -20 L-40 -104 M0 -20 L0 -114 M6 -20 L40 -104" stroke="${c.ink}" stroke-width="5" stroke-linecap="round"/><path d="M-16 -30 H16 V-10 C62 0 62 90 40 90 H-40 C-62 90 -62 0 -16 -10 Z" fill="${c.accent}"/><rect x="-30" y="30" width="60" height="30" rx="4" fill="#fff" opacity="0.8"/>`,
  incense: (c) =>
    `<path d="M36 -54 C12 -70 62 -86 36 -100 C16 -112 52 -126 38 -138" fill="none" stroke="${c.ink}" stroke-width="5" stroke-linecap="round" opacity="0.45"/><path d="M-2 72 L32 -44" stroke="${c.accent}" stroke-width="8" stroke-linecap="round"/><ellipse cx="0" cy="80" rx="70" ry="14" fill="${c.ink}"/>`,
  ring: (c) =>
    `<circle cx="0" cy="26" r="62" fill="none" stroke="${c.accent}" stroke-width="18"/><path d="M-30 -46 L-15 -68 H15 L30 -46 L0 -14 Z" fill="${c.ink}"/><path d="M-15 -68 L0 -46 L15 -68" stroke="#fff" stroke-width="3" fill="none" opacity="0.6"/>`,
  necklace: (c) =>
    `<path d="M-82 -84 Q0 64 82 -84" fill="none" stroke="${c.accent}" stroke-width="9" stroke-dasharray="1 14" stroke-linecap="round"/><path d="M0 2 C-16 -18 -46 -6 -30 22 L0 54 L30 22 C46 -6 16 -18 0 2 Z" fill="${c.ink}"/>`,
  bow: (c) =>
    `<path d="M0 0 L-82 -52 Q-98 0 -82 52 Z" fill="${c.accent}"/><path d="M0 0 L82 -52 Q98 0 82 52 Z" fill="${c.accent}"/><path d="M-8 10 L-30 80 M8 10 L30 80" stroke="${c.accent}" stroke-width="12" stroke-linecap="round"/><circle r="18" fill="${c.ink}"/>`,
  beads: (c) =>
    Array.from({ length: 14 }, (_, i) => {
      const angle = (Math.PI * 2 * i) / 14;
      const fill = i % 3 === 0 ? c.ink : c.accent;
      return `<circle cx="${(Math.cos(angle) * 70).toFixed(1)}" cy="${(Math.sin(angle) * 70).toFixed(1)}" r="15" fill="${fill}"/>`;
    }).join(''),
  tote: (c) =>
    `<path d="M-44 -40 C-44 -104 44 -104 44 -40" fill="none" stroke="${c.ink}" stroke-width="10"/><path d="M-76 -40 H76 L86 90 H-86 Z" fill="${c.accent}"/><rect x="-30" y="4" width="60" height="40" rx="6" fill="#fff" opacity="0.8"/>`,
  pouch: (c) =>
    `<rect x="-92" y="-52" width="184" height="118" rx="26" fill="${c.accent}"/><path d="M-80 -30 H80" stroke="${c.ink}" stroke-width="8" stroke-dasharray="6 6"/><rect x="60" y="-36" width="14" height="32" rx="4" fill="${c.ink}"/>`,
  backpack: (c) =>
    `<path d="M-26 -80 C-26 -112 26 -112 26 -80" fill="none" stroke="${c.ink}" stroke-width="9"/><rect x="-64" y="-82" width="128" height="168" rx="40" fill="${c.accent}"/><rect x="-42" y="16" width="84" height="56" rx="14" fill="#fff" opacity="0.75"/><rect x="-20" y="-40" width="40" height="10" rx="5" fill="${c.ink}"/>`,
  crossbag: (c) =>
    `<path d="M-92 -104 L64 -14" stroke="${c.ink}" stroke-width="8" stroke-linecap="round"/><rect x="-62" y="-22" width="132" height="98" rx="18" fill="${c.accent}"/><path d="M-62 4 Q4 46 70 4" fill="none" stroke="#fff" stroke-width="6" opacity="0.7"/><circle cx="4" cy="25" r="7" fill="${c.ink}"/>`,
  phone: (c) =>
    `<rect x="-54" y="-96" width="108" height="192" rx="22" fill="${c.accent}"/><rect x="-42" y="-84" width="42" height="46" rx="12" fill="${c.ink}"/><circle cx="-29" cy="-72" r="8" fill="#fff"/><circle cx="-13" cy="-52" r="8" fill="#fff"/><path d="M-10 36 C-22 20 -40 34 -10 58 C20 34 2 20 -10 36 Z" fill="#fff" opacity="0.8"/>`,
  grip: (c) =>
    `<circle r="80" fill="${c.accent}"/><circle r="62" fill="none" stroke="#fff" stroke-width="6" opacity="0.6"/><circle cx="-24" cy="-14" r="9" fill="${c.ink}"/><circle cx="24" cy="-14" r="9" fill="${c.ink}"/><path d="M-32 20 Q0 50 32 20" stroke="${c.ink}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  cable: (c) =>
    `<path d="M-92 72 C-40 -60 40 120 70 -26" fill="none" stroke="${c.accent}" stroke-width="12" stroke-linecap="round"/><rect x="52" y="-84" width="36" height="58" rx="8" fill="${c.ink}"/><rect x="60" y="-104" width="20" height="22" rx="3" fill="${c.ink}"/><path d="M-98 64 L-86 82" stroke="${c.ink}" stroke-width="16" stroke-linecap="round"/>`,
  shirt: (c) =>
    `<path d="M-36 -86 L-96 -56 L-76 -10 L-56 -20 V86 H56 V-20 L76 -10 L96 -56 L36 -86 C26 -60 -26 -60 -36 -86 Z" fill="${c.accent}"/><path d="M-36 -86 C-26 -60 26 -60 36 -86" fill="none" stroke="${c.ink}" stroke-width="6"/>`,
  pajama: (c) =>
    `<path d="M-36 -86 L-96 -56 L-76 -10 L-56 -20 V86 H56 V-20 L76 -10 L96 -56 L36 -86 L0 -50 Z" fill="${c.accent}"/><path d="M0 -50 V86" stroke="${c.ink}" stroke-width="4"/><circle cx="12" cy="-20" r="6" fill="#fff"/><circle cx="12" cy="14" r="6" fill="#fff"/><circle cx="12" cy="48" r="6" fill="#fff"/>`,
  sock: (c) =>
    `<path d="M-22 -92 H30 V18 C30 40 46 50 62 60 C84 76 72 102 46 96 L-6 80 C-26 74 -22 56 -22 40 Z" fill="${c.accent}"/><rect x="-22" y="-92" width="52" height="26" fill="${c.ink}"/><circle cx="4" cy="-20" r="6" fill="#fff" opacity="0.7"/><circle cx="4" cy="12" r="6" fill="#fff" opacity="0.7"/>`,
  cap: (c) =>
    `<path d="M-76 22 C-76 -72 76 -72 76 22 Z" fill="${c.accent}"/><path d="M40 16 H112 C112 36 62 40 40 32 Z" fill="${c.ink}"/><circle cx="0" cy="-48" r="7" fill="${c.ink}"/><path d="M0 -48 V18" stroke="#fff" stroke-width="4" opacity="0.5"/>`,
  scarf: (c) =>
    `<path d="M-82 -62 C-30 -92 30 -32 82 -62 V-12 C30 18 -30 -42 -82 -12 Z" fill="${c.accent}"/><path d="M18 -22 L38 88 H68 L54 -32 Z" fill="${c.accent}"/><path d="M42 90 v16 M50 90 v16 M58 90 v16 M66 90 v16" stroke="${c.ink}" stroke-width="4"/>`,
  cookie: (c) =>
    `<circle r="82" fill="${c.accent}"/><circle cx="-30" cy="-26" r="10" fill="${c.ink}"/><circle cx="26" cy="-36" r="8" fill="${c.ink}"/><circle cx="36" cy="20" r="11" fill="${c.ink}"/><circle cx="-22" cy="32" r="9" fill="${c.ink}"/><circle cx="4" cy="0" r="7" fill="${c.ink}"/>`,
  teacup: (c) =>
    `${steam(c, 0)}<path d="M58 -6 h10 a22 22 0 0 1 0 44 h-14" fill="none" stroke="${c.ink}" stroke-width="10"/><path d="M-70 -20 H60 V18 C60 72 -70 72 -70 18 Z" fill="${c.accent}"/><ellipse cx="-5" cy="80" rx="92" ry="12" fill="${c.ink}"/>`,
  jar: (c) =>
    `<rect x="-56" y="-72" width="112" height="26" rx="6" fill="${c.ink}"/><rect x="-64" y="-50" width="128" height="138" rx="22" fill="${c.accent}"/><rect x="-42" y="0" width="84" height="46" rx="8" fill="#fff"/><circle cx="0" cy="23" r="11" fill="${c.accent}"/>`,
  gift: (c) =>
    `<path d="M0 -56 C-30 -104 -72 -72 0 -56 C30 -104 72 -72 0 -56 Z" fill="${c.ink}"/><rect x="-80" y="-30" width="160" height="116" rx="8" fill="${c.accent}"/><rect x="-90" y="-56" width="180" height="34" rx="6" fill="${c.accent}"/><rect x="-90" y="-56" width="180" height="34" rx="6" fill="#fff" opacity="0.25"/><rect x="-12" y="-56" width="24" height="142" fill="${c.ink}"/>`,
  tree: (c) =>
    `<rect x="-12" y="72" width="24" height="24" fill="${c.ink}"/><path d="M0 -92 L56 -28 H30 L70 30 H40 L82 84 H-82 L-40 30 H-70 L-30 -28 H-56 Z" fill="${LEAF}"/><path d="${starPath(22, 10)}" transform="translate(0 -96)" fill="${GOLD}"/><circle cx="-20" cy="-10" r="8" fill="${c.accent}"/><circle cx="24" cy="20" r="8" fill="${c.accent}"/><circle cx="-36" cy="54" r="8" fill="${c.accent}"/><circle cx="40" cy="62" r="8" fill="#fff"/><circle cx="4" cy="44" r="8" fill="#fff"/>`,
  luckyPouch: (c) =>
    `<path d="M-30 -52 C-102 -20 -96 92 0 92 C96 92 102 -20 30 -52 Z" fill="${c.accent}"/><path d="M-22 -70 L-32 -96 M22 -70 L32 -96" stroke="${c.ink}" stroke-width="6" stroke-linecap="round"/><path d="M-42 -60 Q0 -38 42 -60" stroke="${c.ink}" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="0" cy="30" r="30" fill="#fff" opacity="0.85"/><circle cx="0" cy="30" r="18" fill="none" stroke="${c.ink}" stroke-width="5"/>`,
  carnation: (c) =>
    `<path d="M0 10 C4 50 -6 80 0 100" stroke="${LEAF_DARK}" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M0 60 C-30 40 -50 60 -56 76 C-30 78 -12 72 0 60 Z" fill="${LEAF}"/><circle cx="0" cy="-44" r="34" fill="${c.accent}"/><circle cx="-32" cy="-24" r="28" fill="${c.accent}"/><circle cx="32" cy="-24" r="28" fill="${c.accent}"/><circle cx="0" cy="-8" r="30" fill="${c.accent}"/><path d="M-30 -30 Q0 -10 30 -30" stroke="#fff" stroke-width="5" fill="none" opacity="0.6"/><rect x="-20" y="8" width="40" height="16" rx="6" fill="${c.ink}"/>`,
  moon: (c) =>
    `<circle r="84" fill="${GOLD}" opacity="0.9"/><circle cx="-26" cy="-20" r="12" fill="#fff" opacity="0.45"/><circle cx="24" cy="30" r="16" fill="#fff" opacity="0.35"/><path d="M-112 60 C-100 36 -70 36 -62 52 C-50 40 -22 44 -22 66 H-112 Z" fill="#fff"/><path d="M40 86 C52 66 78 66 84 80 C96 72 116 78 114 96 H40 Z" fill="#fff"/><circle cx="30" cy="-30" r="6" fill="${c.ink}" opacity="0.4"/>`,
};

export const MOTIF_NAMES: readonly string[] = Object.keys(MOTIFS);

/** Motif of each child category; anything unlisted falls back to its main category's. */
const CHILD_MOTIF: Record<string, string> = {
  'season-christmas': 'tree',
  'season-new-year': 'luckyPouch',
  'season-family-month': 'carnation',
  'season-chuseok': 'moon',
  'home-fabric': 'cushion',
  'home-lighting': 'lamp',
  'home-clock': 'clock',
  'home-frame': 'frame',
  'home-mirror': 'mirror',
  'home-storage': 'box',
  'home-garden': 'plant',
  'home-rug': 'rug',
  'home-cushion': 'cushion',
  'home-object': 'vase',
  'kitchen-mug': 'mug',
  'kitchen-tableware': 'plate',
  'kitchen-cutlery': 'cutlery',
  'kitchen-goods': 'jar',
  'kitchen-tumbler': 'tumbler',
  'kitchen-placemat': 'placemat',
  'keyring-acrylic': 'bear',
  'keyring-doll': 'bear',
  'keyring-metal': 'key',
  'keyring-resin': 'star',
  'stationery-note': 'note',
  'stationery-pen': 'pencil',
  'stationery-sticker': 'star',
  'stationery-memo': 'memo',
  'stationery-card': 'envelope',
  'stationery-file': 'folder',
  'candle-candle': 'candle',
  'candle-diffuser': 'diffuser',
  'candle-incense': 'incense',
  'candle-goods': 'candle',
  'accessory-earring': 'ring',
  'accessory-necklace': 'necklace',
  'accessory-ring': 'ring',
  'accessory-hair': 'bow',
  'accessory-bracelet': 'beads',
  'bag-eco': 'tote',
  'bag-pouch': 'pouch',
  'bag-backpack': 'backpack',
  'bag-cross': 'crossbag',
  'phone-iphone': 'phone',
  'phone-galaxy': 'phone',
  'phone-grip': 'grip',
  'phone-cable': 'cable',
  'fashion-socks': 'sock',
  'fashion-hat': 'cap',
  'fashion-scarf': 'scarf',
  'fashion-tshirt': 'shirt',
  'fashion-homewear': 'pajama',
  'food-snack': 'cookie',
  'food-tea': 'teacup',
  'food-jam': 'jar',
  'food-gift': 'gift',
};

const MAIN_MOTIF: Record<string, string> = {
  season: 'gift',
  'home-interior': 'house',
  kitchen: 'mug',
  keyring: 'bear',
  stationery: 'note',
  candle: 'candle',
  accessory: 'ring',
  bag: 'tote',
  phone: 'phone',
  fashion: 'shirt',
  food: 'cookie',
};

/** The motif drawn for a category id (a gift box for an unknown one). */
export function motifNameFor(categoryId: number): string {
  const category = findCategory(categoryId);
  if (category && CHILD_MOTIF[category.code]) return CHILD_MOTIF[category.code];
  const main = mainCategoryOf(categoryId);
  return (main && MAIN_MOTIF[main.code]) || 'gift';
}

/** FNV-1a: a small stable hash of a string. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A tiny deterministic sequence (mulberry32) for the scattered confetti. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Escapes text for XML content and attributes; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * A short label for a product picture: the last words of its name without
 * the specification tokens (350ml, 6개입, 2P), e.g. '빈티지 법랑 머그컵 350ml'
 * -> '법랑 머그컵'.
 */
export function shortLabel(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '' && !/\d/.test(word));
  if (words.length === 0) return truncate(name.trim() || '상품', 9);
  const lastTwo = words.slice(-2).join(' ');
  if (words.length >= 2 && Array.from(lastTwo).length <= 9) return lastTwo;
  return truncate(words[words.length - 1], 9);
}

/** The first letter of a name (a Hangul syllable, a letter or a digit). */
export function initialOf(name: string): string {
  const first = Array.from(name.trim()).find((char) => /[\p{L}\p{N}]/u.test(char));
  return first ? first.toUpperCase() : '★';
}

/** Rough text width in pixels: Hangul and other wide letters ~1em, Latin ~0.6em. */
function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) em += /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7a3\uff00-\uffef]/.test(char) ? 1 : 0.6;
  return em * fontSize;
}

function confetti(next: () => number, palette: Palette, count: number, size: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = Math.round(30 + next() * (size - 60));
    const y = Math.round(30 + next() * (size - 60));
    const r = Math.round(4 + next() * 9);
    const fill = next() < 0.5 ? palette.accent : '#fff';
    parts.push(
      next() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="0.45"/>`
        : `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${r * 2}" rx="${Math.round(r / 2)}" fill="${fill}" opacity="0.4" transform="rotate(${Math.round(next() * 90)} ${x} ${y})"/>`,
    );
  }
  return parts.join('');
}

const SIZE = 600;

/** A product picture (600 x 600). Picture 1 is the hero shot; 2 and 3 vary the layout. */
export function renderProductImage(input: ProductImageInput): string {
  const seed = hash32(`p:${input.productId}:${input.index}`);
  const next = sequence(seed);
  const palette = PALETTES[(hash32(`p:${input.productId}`) + (input.index - 1) * 3) % PALETTES.length];
  const motif = MOTIFS[motifNameFor(input.categoryId)] ?? MOTIFS.gift;
  const label = escapeXml(shortLabel(input.name));
  const title = escapeXml(input.name);
  const variant = (input.index - 1) % 3;
  const body: string[] = [`<rect width="${SIZE}" height="${SIZE}" fill="${palette.bg}"/>`];

  if (variant === 0) {
    body.push(`<circle cx="300" cy="262" r="200" fill="${palette.blob}"/>`);
    body.push(confetti(next, palette, 9, SIZE));
    body.push(`<g transform="translate(300 262) scale(1.35)">${motif(palette)}</g>`);
  } else if (variant === 1) {
    const stripes = Array.from(
      { length: 8 },
      (_, i) => `<rect x="${i * 80 - 20}" y="-100" width="34" height="800" fill="${palette.blob}" transform="rotate(20 300 300)"/>`,
    ).join('');
    body.push(stripes);
    body.push(`<rect x="130" y="92" width="340" height="340" rx="60" fill="#fff" opacity="0.7"/>`);
    body.push(`<g transform="translate(300 262) scale(1.15)">${motif(palette)}</g>`);
  } else {
    body.push(`<circle cx="420" cy="170" r="230" fill="${palette.blob}"/>`);
    body.push(confetti(next, palette, 14, SIZE));
    body.push(`<g transform="translate(320 330) scale(1.9) rotate(${Math.round(next() * 24 - 12)})">${motif(palette)}</g>`);
  }

  if (variant !== 2) {
    const width = Math.min(550, Math.round(textWidth(shortLabel(input.name), 34) + 76));
    body.push(
      `<rect x="${300 - width / 2}" y="482" width="${width}" height="70" rx="35" fill="#fff" fill-opacity="0.88"/>`,
      `<text x="300" y="529" text-anchor="middle" font-family="${IMAGE_FONT_STACK}" font-size="34" font-weight="700" fill="${palette.ink}">${label}</text>`,
    );
  }

  return svgDocument(SIZE, title, body.join(''));
}

const LOGO_SIZE = 400;

/** A brand logo (400 x 400): the brand's initial on a pastel badge, its name below. */
export function renderBrandLogo(input: BrandLogoInput): string {
  const palette = PALETTES[hash32(`b:${input.brandId}`) % PALETTES.length];
  const next = sequence(hash32(`b:${input.brandId}:shape`));
  const initial = escapeXml(initialOf(input.name));
  const name = escapeXml(truncate(input.name.trim(), 12));
  const title = escapeXml(input.name);
  const rotation = Math.round(next() * 40 - 20);
  const body = [
    `<rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" fill="${palette.bg}"/>`,
    `<rect x="86" y="56" width="228" height="228" rx="72" fill="${palette.blob}" transform="rotate(${rotation} 200 170)"/>`,
    `<circle cx="200" cy="170" r="96" fill="#fff" fill-opacity="0.9"/>`,
    `<circle cx="200" cy="170" r="96" fill="none" stroke="${palette.accent}" stroke-width="8"/>`,
    `<text x="200" y="170" dy="0.35em" text-anchor="middle" font-family="${IMAGE_FONT_STACK}" font-size="104" font-weight="800" fill="${palette.ink}">${initial}</text>`,
    `<text x="200" y="340" text-anchor="middle" font-family="${IMAGE_FONT_STACK}" font-size="34" font-weight="700" fill="${palette.ink}">${name}</text>`,
  ];
  return svgDocument(LOGO_SIZE, title, body.join(''));
}

function svgDocument(size: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${title}">` +
    `<title>${title}</title>${body}</svg>`
  );
}
