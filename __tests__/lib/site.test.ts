import { loginHref } from '@/lib/site';

describe('loginHref: the one builder of the login URL', () => {
  test('a link carries the published form with the encoded path and query', () => {
    expect(loginHref('/shop?idCategory=101&page=1')).toBe('/register/login/?returnUrl=%2Fshop%3FidCategory%3D101%26page%3D1');
  });

  test("the server's redirect names the page's own path, without the trailing slash", () => {
    expect(loginHref('/cart', 'redirect')).toBe('/register/login?returnUrl=%2Fcart');
  });
});
