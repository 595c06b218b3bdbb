import { act, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { SessionProvider, useSession } from '@/lib/client/session';
import { removeToken, setToken } from '@/lib/client/token';
import type { SessionUser } from '@/lib/contract/session';
import { fakeApi, renderWithShell, retailer } from '@/__tests__/helpers/shell';

function Probe() {
  const { loggedIn, user, isBrand } = useSession();
  return <span data-testid="session">{`${loggedIn ? 'in' : 'out'}:${user?.businessName ?? 'none'}:${isBrand ? 'brand' : 'retailer'}`}</span>;
}

const sessionUser: SessionUser = {
  id: retailer.id,
  registrationNo: retailer.registrationNo,
  businessName: retailer.businessName,
  mobileNo: retailer.mobileNo,
  email: retailer.email,
  userGroups: retailer.userGroups,
  userType: retailer.userType,
};

afterEach(() => removeToken());

describe('useSession', () => {
  it('renders the server`s session on the server', () => {
    const html = renderToString(
      <SessionProvider loggedIn user={sessionUser}>
        <Probe />
      </SessionProvider>,
    );
    expect(html).toContain('in:데모 잡화점:retailer');
    expect(renderToString(<Probe />)).toContain('out:none:retailer');
  });

  it('makes no call on page load when the server rendered the user', async () => {
    setToken('tok');
    const api = fakeApi({ 'GET /users': { status: 200, data: retailer } });
    renderWithShell(
      <SessionProvider loggedIn user={sessionUser}>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('session')).toHaveTextContent('in:데모 잡화점');
    await act(async () => undefined);
    expect(api.requests()).toEqual([]);
  });

  it('asks GET /users when the server did not know the user (404 page, a login in this tab)', async () => {
    setToken('tok');
    const api = fakeApi({ 'GET /users': { status: 200, data: { ...retailer, userType: 'brand' } } });
    renderWithShell(<Probe />);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('in:데모 잡화점:brand'));
    expect(api.requests()).toEqual(['GET /users']);
  });

  it('follows the token cookie: logging out in this tab empties the session at once', async () => {
    setToken('tok');
    fakeApi({});
    renderWithShell(
      <SessionProvider loggedIn user={sessionUser}>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('session')).toHaveTextContent('in:데모 잡화점');
    act(() => removeToken());
    expect(screen.getByTestId('session')).toHaveTextContent('out:none');
  });

  it('refresh() reloads the user from GET /users', async () => {
    setToken('tok');
    const api = fakeApi({ 'GET /users': { status: 200, data: { ...retailer, businessName: '새 상호' } } });
    function Refresher() {
      const { refresh } = useSession();
      return <button onClick={() => void refresh()}>refresh</button>;
    }
    renderWithShell(
      <SessionProvider loggedIn user={sessionUser}>
        <Probe />
        <Refresher />
      </SessionProvider>,
    );
    act(() => screen.getByRole('button', { name: 'refresh' }).click());
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('in:새 상호'));
    expect(api.requests()).toEqual(['GET /users']);
  });

  it('hydrates the server HTML without a mismatch, then shows the cookie`s truth', async () => {
    setToken('tok');
    fakeApi({});
    const tree = (
      <SWRConfig value={{ provider: () => new Map() }}>
        <SessionProvider loggedIn user={sessionUser}>
          <Probe />
        </SessionProvider>
      </SWRConfig>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('in:데모 잡화점:retailer');
    act(() => removeToken());
    expect(container.textContent).toBe('out:none:retailer');
    container.remove();
  });
});
