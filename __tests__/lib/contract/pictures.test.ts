/** @jest-environment node */
import { pictureUrl } from '@/lib/contract/pictures';

describe('the widths of uploaded pictures', () => {
  test('a fixed-size picture asks for the smallest kept width that covers it; a generated SVG stays as it is', () => {
    const uploaded = `/api/v1/attachments/${'0f'.repeat(16)}`;
    expect(pictureUrl(uploaded, 64)).toBe(`${uploaded}?w=320`);
    expect(pictureUrl(uploaded, 480)).toBe(`${uploaded}?w=640`);
    expect(pictureUrl(uploaded, 4000)).toBe(`${uploaded}?w=1280`);
    expect(pictureUrl('/api/v1/images/generated/p-1-0.svg', 64)).toBe('/api/v1/images/generated/p-1-0.svg');
    expect(pictureUrl(`${uploaded}/../x`, 64)).toBe(`${uploaded}/../x`);
  });
});
