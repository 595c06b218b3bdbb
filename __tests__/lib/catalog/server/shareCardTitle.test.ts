/** @jest-environment node */
import { cardTitle } from '@/lib/catalog/server/shareCard';

const words = (text: string) => text.replace(/…$/, '').split(' ');

describe('the share card prints a name in whole words (issue 19, item 9)', () => {
  test('a short name is one line at the largest size', () => {
    expect(cardTitle('봄꽃 미니 화분')).toEqual({ lines: ['봄꽃 미니 화분'], fontSize: 52 });
  });

  test('a longer name wraps between words, never inside one, in at most three lines', () => {
    const name = '라벤더 소이 캔들 대용량 선물 세트 유리 용기 포함';
    const { lines, fontSize } = cardTitle(name);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(fontSize).toBeLessThanOrEqual(52);
    // Every line is whole words of the name, and together they are the name.
    expect(lines.flatMap(words)).toEqual(name.split(' '));
  });

  test('a name longer than three lines is cut after its last whole word that fits, with an ellipsis', () => {
    const name = '천연 소이왁스 라벤더와 유칼립투스 향의 핸드메이드 대용량 아로마 캔들 선물 세트 스페셜 에디션';
    const { lines, fontSize } = cardTitle(name);
    expect(fontSize).toBe(40);
    expect(lines).toHaveLength(3);
    expect(lines[2].endsWith('…')).toBe(true);
    const printed = lines.flatMap(words);
    expect(name.split(' ').slice(0, printed.length)).toEqual(printed);
    expect(printed.length).toBeLessThan(name.split(' ').length);
  });

  test('one word longer than a line is the only thing ever cut inside', () => {
    const { lines } = cardTitle('가'.repeat(30));
    expect(lines.join('')).toBe('가'.repeat(30));
    expect(lines.length).toBeGreaterThan(1);
  });
});
