import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Layout } from '@/components/shell/Layout';
import { SWRProvider } from '@/lib/client/swr';
import { fakeApi, renderWithShell, retailer, setLoggedIn, shellRoutes } from '@/__tests__/helpers/shell';

jest.mock('@channel.io/channel-web-sdk-loader', () => jest.requireActual('@/__tests__/helpers/channelSdk'));

afterEach(() => {
  setLoggedIn(null);
  jest.restoreAllMocks();
});

/**
 * The shell reads the session in its header, its category bar and its side
 * menu, and the cart count in the header: each is asked of the API once per
 * page, however many parts read it: SWR dedupes by key for 2 s (lib/client/swr.tsx).
 */
describe('client calls are deduplicated', () => {
  it('a part mounted after the answer reads it from the cache instead of asking again', async () => {
    setLoggedIn('tok');
    const api = fakeApi(shellRoutes(retailer, 3));
    // The app's own SWR settings (the test shell turns deduplication off), with a fresh cache.
    renderWithShell(
      <SWRProvider value={{ provider: () => new Map() }}>
        <Layout>page</Layout>
      </SWRProvider>,
    );
    await waitFor(() => expect(api.requests()).toEqual(expect.arrayContaining(['GET /users', 'GET /carts/cartcount'])));
    await act(async () => undefined);

    // The side menu mounts only when opened, after the session has answered.
    await userEvent.click(screen.getByRole('button', { name: '메뉴 열기' }));
    expect(await screen.findByText('데모 잡화점님, 반갑습니다.')).toBeInTheDocument();
    // A reader that already has the data revalidates on the next frame: give it time to.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    expect(api.requests().filter((request) => request === 'GET /users')).toHaveLength(1);
    expect(api.requests().filter((request) => request === 'GET /carts/cartcount')).toHaveLength(1);
  });
});
