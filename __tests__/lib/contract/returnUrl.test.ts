/** @jest-environment node */
import { isSafeReturnUrl, safeReturnUrl } from '@/lib/contract/returnUrl';

describe('returnUrl: login only goes on to a same-site relative path', () => {
  test.each(['/', '/cart', '/shop?idCategory=101&page=2&page_type=category', '/product-details/12#reviews', '/javascript:alert(1)'])(
    'accepts %s',
    (value) => {
      expect(isSafeReturnUrl(value)).toBe(true);
      expect(safeReturnUrl(value)).toBe(value);
    },
  );

  test('accepts a Korean path and query, written percent-encoded (it goes into a Location header)', () => {
    expect(isSafeReturnUrl('/검색?keyword=양말 세트#위')).toBe(true);
    expect(safeReturnUrl('/검색?keyword=양말 세트#위')).toBe('/%EA%B2%80%EC%83%89?keyword=%EC%96%91%EB%A7%90%20%EC%84%B8%ED%8A%B8#%EC%9C%84');
    // Already encoded stays as it is.
    expect(safeReturnUrl('/search?keyword=%EC%BA%94%EB%93%A4')).toBe('/search?keyword=%EC%BA%94%EB%93%A4');
  });

  test.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/register/login'],
    ['backslash host', '/\\evil.com'],
    ['backslash later', '/foo\\..\\\\evil.com'],
    ['absolute https', 'https://evil.com'],
    ['absolute http on our path', 'http://evil.com/cart'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['tab smuggled slash', '/\t/evil.com'],
    ['newline smuggled slash', '/\n/evil.com'],
    ['relative without slash', 'cart'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(2001)}`],
  ])('rejects %s', (_name, value) => {
    expect(isSafeReturnUrl(value)).toBe(false);
    expect(safeReturnUrl(value)).toBe('/');
  });

  test('non-strings fall back to / (or the fallback given); a repeated parameter uses its first value', () => {
    expect(safeReturnUrl(undefined)).toBe('/');
    expect(safeReturnUrl(null)).toBe('/');
    expect(safeReturnUrl(42)).toBe('/');
    expect(safeReturnUrl(['/cart', '//evil.com'])).toBe('/cart');
    expect(safeReturnUrl(['//evil.com', '/cart'])).toBe('/');
    expect(safeReturnUrl('//evil.com', '/mypage')).toBe('/mypage');
  });
});
