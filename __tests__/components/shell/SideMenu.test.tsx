import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import Swal from 'sweetalert2';
import { browser } from '@/lib/client/browser';
import { alertTitle, brandUser, confirmAlert, endShellTest, retailer } from '@/__tests__/helpers/shell';
import { renderLayout } from '@/__tests__/helpers/layout';
import { Layout } from '@/components/shell/Layout';

jest.mock('@channel.io/channel-web-sdk-loader', () => jest.requireActual('@/__tests__/helpers/channelSdk'));

let reload: jest.SpyInstance;

beforeEach(() => {
  reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
  jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  Swal.close();
  endShellTest();
});

const sideMenu = () => screen.queryByRole('navigation', { name: '전체 메뉴' });

async function openMenu() {
  const button = screen.getByRole('button', { name: '메뉴 열기' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  // The menu's code loads on first opening.
  return within(await screen.findByRole('navigation', { name: '전체 메뉴' }));
}

describe('side menu', () => {
  it('is closed until the hamburger opens it, and the close button closes it', async () => {
    renderLayout();
    expect(sideMenu()).toBeNull();
    await openMenu();
    expect(sideMenu()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '메뉴 닫기' }));
    expect(sideMenu()).toBeNull();
  });

  it('the greeting, the login links and the close button sit inside the 전체 메뉴 landmark', async () => {
    renderLayout();
    const menu = await openMenu();
    expect(menu.getByText('로그인하고 도매가를 확인하세요.')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/register/login');
    expect(menu.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/register/register');
    expect(menu.getByRole('button', { name: '메뉴 닫기' })).toBeInTheDocument();
  });

  it('Escape closes it', async () => {
    renderLayout();
    await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(sideMenu()).toBeNull();
  });

  it('a press outside the panel closes it, a press inside does not', async () => {
    renderLayout();
    await openMenu();
    const panel = document.getElementById(screen.getByRole('button', { name: '메뉴 열기' }).getAttribute('aria-controls')!)!;
    fireEvent.mouseDown(panel);
    expect(sideMenu()).toBeInTheDocument();
    fireEvent.mouseDown(panel.parentElement!);
    expect(sideMenu()).toBeNull();
  });

  it('a group with children expands when selected (and stays open)', async () => {
    const { router } = renderLayout();
    const menu = await openMenu();
    const group = menu.getByRole('button', { name: '홈인테리어' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(menu.queryByRole('link', { name: '조명' })).toBeNull();
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('link', { name: '조명' })).toHaveAttribute('href', '/shop?idCategory=102&page=1&page_type=category');
    expect(menu.getAllByRole('link', { name: /패브릭|조명|시계|액자|거울|수납|화분|러그|쿠션|소품/ })).toHaveLength(10);
    expect(sideMenu()).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('a group without children navigates and closes the menu', async () => {
    const { router } = renderLayout();
    const menu = await openMenu();
    const flash = menu.getByRole('link', { name: '플래시 세일 반값할인' });
    expect(flash).toHaveAttribute('href', '/flash-sale');
    await userEvent.click(flash);
    expect(router.push).toHaveBeenCalledWith('/flash-sale', '/flash-sale', expect.anything());
    expect(sideMenu()).toBeNull();
  });

  it('a child link navigates and closes the menu', async () => {
    const { router } = renderLayout();
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('button', { name: '주방' }));
    await userEvent.click(menu.getByRole('link', { name: '식기' }));
    expect(router.push).toHaveBeenCalledWith(
      '/shop?idCategory=122&page=1&page_type=category',
      '/shop?idCategory=122&page=1&page_type=category',
      expect.anything(),
    );
    expect(sideMenu()).toBeNull();
  });

  it("opened on a category page, that page's group starts expanded", async () => {
    renderLayout({ path: '/shop?idCategory=132&page=1&page_type=category' });
    const menu = await openMenu();
    expect(menu.getByRole('button', { name: '키링' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('button', { name: '홈인테리어' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opened while a navigation is landing, the group of the page that lands expands', async () => {
    // The browser's address changes before the router renders the new page, so the menu can
    // open on the old page's group (none on the home page) and see the new page a moment later.
    const { router, rerender } = renderLayout();
    const menu = await openMenu();
    expect(menu.getByRole('button', { name: '키링' })).toHaveAttribute('aria-expanded', 'false');
    Object.assign(router, { asPath: '/shop?idCategory=132&page=1&page_type=category', pathname: '/shop', query: { idCategory: '132' } });
    rerender(<Layout>page</Layout>);
    const landed = within(screen.getByRole('navigation', { name: '전체 메뉴' }));
    expect(landed.getByRole('button', { name: '키링' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('anonymous visitors get no change-password or logout items', async () => {
    renderLayout();
    const menu = await openMenu();
    expect(menu.queryByRole('button', { name: '비밀번호 변경' })).toBeNull();
    expect(menu.queryByRole('button', { name: '로그아웃' })).toBeNull();
    expect(menu.getAllByRole('link').length + menu.getAllByRole('button').length).toBeGreaterThanOrEqual(15);
  });

  it('brand users see only the isBrandAccess groups', async () => {
    renderLayout({ user: brandUser, fromServer: true });
    const menu = await openMenu();
    for (const hidden of ['전체', '플래시 세일 반값할인', '인기상품', '신상품']) {
      expect(menu.queryByRole('link', { name: hidden })).toBeNull();
      expect(menu.queryByRole('button', { name: hidden })).toBeNull();
    }
    expect(menu.getByRole('button', { name: '시즌상품' })).toBeInTheDocument();
  });

  it('logged-in users: 비밀번호 변경 closes the menu and opens the change-password dialog', async () => {
    renderLayout({ user: retailer });
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('button', { name: '비밀번호 변경' }));
    expect(sideMenu()).toBeNull();
    expect(await screen.findByRole('dialog', { name: '비밀번호 변경' })).toBeInTheDocument();
  });

  it('logged-in users: 로그아웃 removes the token, alerts, goes to / and then reloads', async () => {
    const { router } = renderLayout({
      user: retailer,
      path: '/cart',
      routes: { 'POST /users/logout': { status: 200, data: { ok: true } } },
    });
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('button', { name: '로그아웃' }));
    expect(sideMenu()).toBeNull();
    await waitFor(() => expect(alertTitle()).toBe('로그아웃 되었습니다.'));
    expect(Cookies.get('token')).toBeUndefined();
    confirmAlert();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(router.push).toHaveBeenCalledWith('/');
    expect(router.push.mock.invocationCallOrder[0]).toBeLessThan(reload.mock.invocationCallOrder[0]!);
    await act(async () => undefined);
  });
});
