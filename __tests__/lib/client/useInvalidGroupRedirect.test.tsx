import { act, waitFor } from '@testing-library/react';
import { Layout } from '@/components/shell/Layout';
import { invalidGroupTarget } from '@/lib/client/useInvalidGroupRedirect';
import { browser } from '@/lib/client/browser';
import { brandUser, pendingRetailer, renderWithShell, retailer, setLoggedIn } from '@/__tests__/helpers/shell';
import { renderLayout } from '@/__tests__/helpers/layout';

jest.mock('@channel.io/channel-web-sdk-loader', () => jest.requireActual('@/__tests__/helpers/channelSdk'));

let assign: jest.SpyInstance;
const ORIGINAL_URL = process.env.NEXT_PUBLIC_CERTIFICATION_URL;

beforeEach(() => {
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  delete process.env.NEXT_PUBLIC_CERTIFICATION_URL;
  setLoggedIn('tok');
});

afterEach(() => {
  setLoggedIn(null);
  if (ORIGINAL_URL === undefined) delete process.env.NEXT_PUBLIC_CERTIFICATION_URL;
  else process.env.NEXT_PUBLIC_CERTIFICATION_URL = ORIGINAL_URL;
  jest.restoreAllMocks();
});

async function settle(api: { requests: () => string[] }) {
  await waitFor(() => expect(api.requests()).toEqual(expect.arrayContaining(['GET /users'])));
  await act(async () => undefined);
}

describe('invalid-group redirect', () => {
  it('sends an uncertified retailer to the certification page with their id', async () => {
    const { router } = renderLayout({ user: pendingRetailer, path: '/shop?idCategory=101' });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/page/apply?id=8'));
    expect(router.replace).toHaveBeenCalledTimes(1);
  });

  it('uses NEXT_PUBLIC_CERTIFICATION_URL (an external page) when set', async () => {
    process.env.NEXT_PUBLIC_CERTIFICATION_URL = 'https://cert.example.kr/verify';
    const { router } = renderLayout({ user: pendingRetailer });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://cert.example.kr/verify?id=8'));
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('redirects on the first render when the server passed the user', async () => {
    const { router } = renderLayout({ user: pendingRetailer, fromServer: true });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/page/apply?id=8'));
  });

  it.each(['/page/apply', '/apply', '/page/apply?id=8'])('does not redirect on the apply page (%s)', async (path) => {
    const { api, router } = renderLayout({ user: pendingRetailer, path });
    await settle(api);
    expect(router.replace).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('exempts brand users, even with userGroups inValid', async () => {
    const invalidBrand = { ...brandUser, userGroups: 'inValid' as const };
    const { api, router } = renderLayout({ user: invalidBrand });
    await settle(api);
    expect(router.replace).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves valid retailers and anonymous visitors alone', async () => {
    const { api, router } = renderLayout({ user: retailer });
    await settle(api);
    expect(router.replace).not.toHaveBeenCalled();

    setLoggedIn(null);
    const anonymous = renderWithShell(<Layout>page</Layout>);
    await act(async () => undefined);
    expect(anonymous.router.replace).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(['/terms', '/privacy', '/faq-retail', '/terms#article-10', '/privacy?x=1', '/notices', '/notices/3', '/notices?x=1'])(
    'spares what a waiting retailer may read (%s)',
    (path) => {
      expect(invalidGroupTarget(pendingRetailer, path)).toBeNull();
    },
  );

  it.each(['/terms-old', '/shop', '/privacy/x', '/notices/x', '/notices-old'])('still redirects elsewhere (%s)', (path) => {
    expect(invalidGroupTarget(pendingRetailer, path)).toBe('/page/apply?id=8');
  });

  it('the rule itself', () => {
    expect(invalidGroupTarget(null, '/')).toBeNull();
    expect(invalidGroupTarget(pendingRetailer, '/cart')).toBe('/page/apply?id=8');
    expect(invalidGroupTarget({ ...pendingRetailer, userType: 'brand' }, '/cart')).toBeNull();
    expect(invalidGroupTarget(pendingRetailer, '/page/apply?x=1')).toBeNull();
    expect(invalidGroupTarget(retailer, '/cart')).toBeNull();
    process.env.NEXT_PUBLIC_CERTIFICATION_URL = 'https://cert.example.kr/v?from=shop';
    expect(invalidGroupTarget(pendingRetailer, '/')).toBe('https://cert.example.kr/v?from=shop&id=8');
  });
});
