import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Layout } from '@/components/shell/Layout';
import { fakeApi, renderWithShell } from '@/__tests__/helpers/shell';

jest.mock('@channel.io/channel-web-sdk-loader', () => jest.requireActual('@/__tests__/helpers/channelSdk'));
// The side menu's code cannot be fetched (offline, a new deployment removed the chunk).
jest.mock('@/components/shell/SideMenu', () => {
  throw new Error('ChunkLoadError: Loading chunk failed');
});

it('a side menu whose code fails to load leaves the page working', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeApi({});
  renderWithShell(<Layout>page content</Layout>);
  const hamburger = screen.getByRole('button', { name: '메뉴 열기' });
  await userEvent.click(hamburger);
  await waitFor(() => expect(hamburger).toHaveAttribute('aria-expanded', 'false'));
  expect(screen.getByText('page content')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: '카테고리' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: '전체 메뉴' })).toBeNull();
  expect(consoleError).toHaveBeenCalled();
  consoleError.mockRestore();
});
