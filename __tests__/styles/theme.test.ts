/**
 * @jest-environment node
 */
import { colors } from '@/styles/theme';

/** WCAG 2.x relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio, 1 to 21. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal-size text (the shell's captions are 11-14 px). */
const AA = 4.5;

type Token = keyof typeof colors;

/** The light surfaces text is drawn on. */
const lightSurfaces: Token[] = ['background', 'surface', 'surfaceStrong', 'footer', 'accentSoft', 'primarySoft'];
/** Colours used for text on those surfaces. */
const textOnLight: Token[] = ['text', 'textSecondary', 'textMuted', 'primary', 'primaryDark', 'accent', 'success', 'danger'];
/** Backgrounds that carry white (textInverse) text: buttons, badges, the top bar, the skip link. */
const darkSurfaces: Token[] = ['primary', 'primaryDark', 'accent', 'topBar', 'text', 'success', 'danger'];

describe('theme colours meet WCAG AA contrast', () => {
  it.each(textOnLight.flatMap((fg) => lightSurfaces.map((bg) => [fg, bg] as const)))(
    '%s text on %s reads at 4.5:1 or more',
    (fg, bg) => {
      expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(AA);
    },
  );

  it.each(darkSurfaces)('white text on %s reads at 4.5:1 or more', (bg) => {
    expect(contrast(colors.textInverse, colors[bg])).toBeGreaterThanOrEqual(AA);
  });

  it('the top bar`s hover colour (accentSoft) reads on the top bar', () => {
    expect(contrast(colors.accentSoft, colors.topBar)).toBeGreaterThanOrEqual(AA);
  });

  it('the Kakao login button`s label (text) reads on its yellow (kakao)', () => {
    expect(contrast(colors.text, colors.kakao)).toBeGreaterThanOrEqual(AA);
  });

  it('the contrast formula matches known WCAG values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
