import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import * as sdk from '@channel.io/channel-web-sdk-loader';
import { Layout } from '@/components/shell/Layout';
import { browser } from '@/lib/client/browser';
import {
  bootChannelTalk,
  isChannelTalkBooted,
  openChannelTalk,
  shutdownChannelTalk,
  toE164,
} from '@/lib/client/channelTalk';
import { confirmAlert, fakeApi, renderWithShell, retailer, setLoggedIn, shellRoutes, alertTitle } from '@/__tests__/helpers/shell';

jest.mock('@channel.io/channel-web-sdk-loader', () => jest.requireActual('@/__tests__/helpers/channelSdk'));

const mocked = jest.mocked(sdk);
const ORIGINAL_KEY = process.env.NEXT_PUBLIC_CHANNEL_PLUGIN_KEY;

beforeEach(() => {
  jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
  jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  process.env.NEXT_PUBLIC_CHANNEL_PLUGIN_KEY = 'plugin-key-1';
});

afterEach(async () => {
  Swal.close();
  await shutdownChannelTalk();
  setLoggedIn(null);
  if (ORIGINAL_KEY === undefined) delete process.env.NEXT_PUBLIC_CHANNEL_PLUGIN_KEY;
  else process.env.NEXT_PUBLIC_CHANNEL_PLUGIN_KEY = ORIGINAL_KEY;
  jest.clearAllMocks();
  jest.restoreAllMocks();
});

describe('Channel Talk', () => {
  it('boots for a logged-in user with member id, business name, phone (E.164) and e-mail', async () => {
    setLoggedIn('tok');
    fakeApi(shellRoutes(retailer));
    renderWithShell(<Layout>page</Layout>);
    await waitFor(() => expect(mocked.boot).toHaveBeenCalledTimes(1));
    expect(mocked.loadScript).toHaveBeenCalled();
    expect(mocked.boot).toHaveBeenCalledWith(
      expect.objectContaining({
        pluginKey: 'plugin-key-1',
        memberId: '7',
        profile: { name: '데모 잡화점', mobileNumber: '+821012345678', email: 'retailer@demo.kr' },
      }),
    );
  });

  it('does not start for anonymous visitors', async () => {
    fakeApi({});
    renderWithShell(<Layout>page</Layout>);
    await act(async () => undefined);
    expect(mocked.boot).not.toHaveBeenCalled();
    expect(mocked.loadScript).not.toHaveBeenCalled();
  });

  it('does not start without NEXT_PUBLIC_CHANNEL_PLUGIN_KEY', async () => {
    delete process.env.NEXT_PUBLIC_CHANNEL_PLUGIN_KEY;
    setLoggedIn('tok');
    const api = fakeApi(shellRoutes(retailer));
    renderWithShell(<Layout>page</Layout>);
    await waitFor(() => expect(api.requests()).toContain('GET /users'));
    await act(async () => undefined);
    expect(mocked.boot).not.toHaveBeenCalled();
  });

  it('shuts down on logout', async () => {
    setLoggedIn('tok');
    fakeApi(shellRoutes(retailer, 0, { 'POST /users/logout': { status: 200, data: { ok: true } } }));
    renderWithShell(<Layout>page</Layout>);
    await waitFor(() => expect(isChannelTalkBooted()).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'LOGOUT' }));
    await waitFor(() => expect(mocked.shutdown).toHaveBeenCalledTimes(1));
    expect(isChannelTalkBooted()).toBe(false);
    await waitFor(() => expect(alertTitle()).toBe('로그아웃 되었습니다.'));
    confirmAlert();
  });

  it('a widget that fails to start never breaks the page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mocked.boot.mockImplementationOnce(() => {
      throw new Error('network down');
    });
    setLoggedIn('tok');
    fakeApi(shellRoutes(retailer));
    renderWithShell(<Layout>page</Layout>);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Channel Talk failed to start', expect.any(Error)));
    expect(screen.getByRole('button', { name: 'LOGOUT' })).toBeInTheDocument();
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('a visitor who opened the chat and then logs in gets the messenger of their account', async () => {
    await expect(openChannelTalk()).resolves.toBe(true);
    expect(mocked.boot).toHaveBeenCalledWith({ pluginKey: 'plugin-key-1', language: 'ko' });
    expect(mocked.showMessenger).toHaveBeenCalledTimes(1);

    setLoggedIn('tok');
    fakeApi(shellRoutes(retailer));
    renderWithShell(<Layout>page</Layout>);
    await waitFor(() => expect(mocked.boot).toHaveBeenCalledTimes(2));
    expect(mocked.shutdown).toHaveBeenCalledTimes(1);
    expect(mocked.shutdown.mock.invocationCallOrder[0]).toBeLessThan(mocked.boot.mock.invocationCallOrder[1]);
    expect(mocked.boot).toHaveBeenLastCalledWith(expect.objectContaining({ memberId: '7' }));
  });

  it('the chat asked for while the member`s messenger is starting opens that one, not an anonymous one', async () => {
    const member = { id: 7, businessName: '데모 잡화점', mobileNo: '01012345678', email: 'retailer@demo.kr' };
    const [booted, opened] = await Promise.all([bootChannelTalk(member), openChannelTalk()]);
    expect(booted).toBe(true);
    expect(opened).toBe(true);
    expect(mocked.boot).toHaveBeenCalledTimes(1);
    expect(mocked.boot).toHaveBeenCalledWith(expect.objectContaining({ memberId: '7' }));
    expect(mocked.showMessenger).toHaveBeenCalledTimes(1);
  });

  it('without a plugin key the messenger never opens', async () => {
    delete process.env.NEXT_PUBLIC_CHANNEL_PLUGIN_KEY;
    await expect(openChannelTalk()).resolves.toBe(false);
    expect(mocked.boot).not.toHaveBeenCalled();
    expect(mocked.showMessenger).not.toHaveBeenCalled();
  });

  it('phone numbers go to Channel in E.164', () => {
    expect(toE164('01012345678')).toBe('+821012345678');
    expect(toE164('010-2345-6789')).toBe('+821023456789');
    expect(toE164('+821012345678')).toBe('+821012345678');
  });
});
