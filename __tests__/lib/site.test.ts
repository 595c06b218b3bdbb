import { certificationRedirect, loginHref } from '@/lib/site';

describe('loginHref: the one builder of the login URL', () => {
  test('a link carries the published form with the encoded path and query', () => {
    expect(loginHref('/shop?idCategory=101&page=1')).toBe('/register/login/?returnUrl=%2Fshop%3FidCategory%3D101%26page%3D1');
  });

  test("the server's redirect names the page's own path, without the trailing slash", () => {
    expect(loginHref('/cart', 'redirect')).toBe('/register/login?returnUrl=%2Fcart');
  });
});

describe('certificationRedirect: where the page wrapper sends an uncertified retailer', () => {
  const pending = { id: 8, userGroups: 'inValid', userType: 'retailer' };
  const ORIGINAL_URL = process.env.NEXT_PUBLIC_CERTIFICATION_URL;
  afterEach(() => {
    if (ORIGINAL_URL === undefined) delete process.env.NEXT_PUBLIC_CERTIFICATION_URL;
    else process.env.NEXT_PUBLIC_CERTIFICATION_URL = ORIGINAL_URL;
  });

  test.each(['/', '/shop?idCategory=101', '/cart', '/payment', '/product-details/3', '/mypage', '/terms-old', '/privacy/x', '/notices/x', '/notices-old', '/page/account/favorite'])(
    'sends them from %s to the certification page, with their id',
    (path) => {
      expect(certificationRedirect(pending, path)).toBe('/page/certification?id=8');
    },
  );

  test.each([
    '/page/certification',
    '/page/certification?id=8',
    '/page/apply',
    '/apply',
    '/faq-retail',
    '/free-refunds',
    '/notices',
    '/notices/3',
    '/notices?x=1',
    '/terms',
    '/terms#article-10',
    '/privacy?x=1',
  ])('lets them read %s while they wait', (path) => {
    expect(certificationRedirect(pending, path)).toBeNull();
  });

  test('leaves certified retailers, brand users (even inValid) and visitors alone', () => {
    expect(certificationRedirect(null, '/cart')).toBeNull();
    expect(certificationRedirect({ ...pending, userGroups: 'valid' }, '/cart')).toBeNull();
    expect(certificationRedirect({ ...pending, userType: 'brand' }, '/cart')).toBeNull();
  });

  test('uses NEXT_PUBLIC_CERTIFICATION_URL (an external page) when set', () => {
    process.env.NEXT_PUBLIC_CERTIFICATION_URL = 'https://cert.example.kr/v?from=shop';
    expect(certificationRedirect(pending, '/')).toBe('https://cert.example.kr/v?from=shop&id=8');
  });
});
