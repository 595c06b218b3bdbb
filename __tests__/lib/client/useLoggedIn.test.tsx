import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { removeToken, setToken } from '@/lib/client/token';
import { SessionProvider, useSessionState } from '@/lib/client/SessionContext';
import { useLoggedIn } from '@/lib/client/useLoggedIn';

function Probe({ initial }: { initial?: boolean }) {
  return <span data-testid="state">{useLoggedIn(initial) ? 'in' : 'out'}</span>;
}

afterEach(() => removeToken());

describe('useLoggedIn', () => {
  it('follows the token cookie in the browser', () => {
    render(<Probe />);
    expect(screen.getByTestId('state')).toHaveTextContent('out');
    act(() => setToken('tok'));
    expect(screen.getByTestId('state')).toHaveTextContent('in');
    act(() => removeToken());
    expect(screen.getByTestId('state')).toHaveTextContent('out');
  });

  it('renders the server`s value on the server (from the argument or the SessionProvider)', () => {
    expect(renderToString(<Probe initial />)).toContain('>in<');
    expect(renderToString(<Probe />)).toContain('>out<');
    expect(
      renderToString(
        <SessionProvider loggedIn>
          <Probe />
        </SessionProvider>,
      ),
    ).toContain('>in<');
  });

  it('hydrates the server HTML without a mismatch, then shows the cookie`s truth', async () => {
    setToken('tok');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <SessionProvider loggedIn>
        <Probe />
      </SessionProvider>,
    );
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <SessionProvider loggedIn>
          <Probe />
        </SessionProvider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('in');
    act(() => removeToken());
    expect(container.textContent).toBe('out');
    container.remove();
  });
});

describe('SessionProvider', () => {
  function UserProbe() {
    const session = useSessionState();
    return <span data-testid="user">{`${session.loggedIn}:${session.user?.businessName ?? 'none'}`}</span>;
  }

  it('a nested provider keeps what the outer one knows and adds its own values', () => {
    const user = {
      id: 1,
      registrationNo: '1208147521',
      businessName: '데모 잡화점',
      mobileNo: '01012345678',
      email: 'retailer@demo.kr',
      userGroups: 'valid' as const,
      userType: 'retailer' as const,
    };
    render(
      <SessionProvider loggedIn user={user}>
        <SessionProvider loggedIn>
          <UserProbe />
        </SessionProvider>
      </SessionProvider>,
    );
    expect(screen.getByTestId('user')).toHaveTextContent('true:데모 잡화점');
  });
});
