import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import Swal from 'sweetalert2';
import { notifyCartUpdated } from '@/lib/cart/client/cart';
import { browser } from '@/lib/client/browser';
import { alertTitle, brandUser, confirmAlert, endShellTest, headerOf, retailer } from '@/__tests__/helpers/shell';
import { renderLayout } from '@/__tests__/helpers/layout';

jest.mock('@channel.io/channel-web-sdk-loader', () => jest.requireActual('@/__tests__/helpers/channelSdk'));

let reload: jest.SpyInstance;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
  jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  Swal.close();
  endShellTest();
});

function header() {
  return within(screen.getByRole('banner'));
}

describe('Header for an anonymous visitor', () => {
  it('shows logo, search, menu and LOGIN with the current path as returnUrl, and nothing of a member', () => {
    const { api } = renderLayout({ path: '/shop?idCategory=101&page=1&page_type=category' });
    const h = header();
    expect(h.getByRole('link', { name: '도매마켓' })).toHaveAttribute('href', '/');
    // Phones: an icon to the search page; from 750 px: the search field.
    expect(h.getByRole('link', { name: '검색' })).toHaveAttribute('href', '/search');
    expect(h.getByRole('search')).toContainElement(h.getByRole('combobox', { name: '검색' }));
    expect(h.getByRole('button', { name: '메뉴 열기' })).toBeInTheDocument();
    expect(h.getByRole('link', { name: 'LOGIN' })).toHaveAttribute(
      'href',
      `/register/login/?returnUrl=${encodeURIComponent('/shop?idCategory=101&page=1&page_type=category')}`,
    );
    for (const name of ['찜', 'MY', /친구 초대/, '장바구니']) {
      expect(h.queryByRole('link', { name })).toBeNull();
    }
    expect(h.queryByRole('button', { name: 'LOGOUT' })).toBeNull();
    // Logged out: the shell asks the API nothing.
    expect(api.calls).toHaveLength(0);
  });
});

describe('Header for a logged-in user', () => {
  it.each([
    ['retailer', retailer, '/page/account/mypage'],
    ['brand', brandUser, '/brand-center'],
  ])('%s: wishlist, MY (to MY, or a brand user\'s brand centre), referral (친구 초대 50,000원), cart and LOGOUT; no LOGIN', async (_, user, myHref) => {
    renderLayout({ user });
    const h = header();
    expect(h.getByRole('link', { name: '찜' })).toHaveAttribute('href', '/page/account/favorite');
    await waitFor(() => expect(h.getByRole('link', { name: 'MY' })).toHaveAttribute('href', myHref));
    // Named by all its visible text (친구 초대 50,000원), as voice control users read it.
    const referral = h.getByRole('link', { name: '친구 초대 50,000원' });
    expect(referral).toHaveAttribute('href', '/page/account/referral');
    expect(referral).toHaveTextContent('친구 초대 50,000원');
    expect(h.getByRole('link', { name: '장바구니' })).toHaveAttribute('href', '/cart');
    expect(h.getByRole('button', { name: 'LOGOUT' })).toBeInTheDocument();
    expect(h.queryByRole('link', { name: 'LOGIN' })).toBeNull();
    expect(h.getByRole('link', { name: '검색' })).toBeInTheDocument();
    expect(h.getByRole('combobox', { name: '검색' })).toBeInTheDocument();
    expect(h.getByRole('button', { name: '메뉴 열기' })).toBeInTheDocument();
  });
});

describe('the unread messages on MY', () => {
  it('counts them in a badge and in MY\'s description, MY keeping its name and its page', async () => {
    renderLayout({ user: retailer, routes: { 'GET /notifications/unread': { status: 200, data: { unread: 3 } } } });
    const my = header().getByRole('link', { name: 'MY' });
    await waitFor(() => expect(my).toHaveAccessibleDescription('읽지 않은 알림 3개'));
    expect(my).toHaveAttribute('href', '/page/account/mypage');
    expect(my).toHaveTextContent('3');
  });

  it('shows nothing when there are none', async () => {
    const { api } = renderLayout({ user: retailer });
    await waitFor(() => expect(api.calls.some((call) => call.url === '/notifications/unread')).toBe(true));
    expect(header().getByRole('link', { name: 'MY' })).not.toHaveAccessibleDescription();
  });
});

describe('header search', () => {
  it('is a plain GET form to /search with a keyword field labelled 검색, so it works without JavaScript', () => {
    renderLayout();
    const form = header().getByRole('search', { name: '검색' });
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const field = within(form).getByRole('combobox', { name: '검색' });
    expect(field).toHaveAttribute('name', 'keyword');
    expect(field).toHaveAttribute('placeholder', '상품명, 브랜드를 검색해 보세요');
    expect(field).toHaveValue('');
    expect(within(form).getByRole('button', { name: '검색' })).toHaveAttribute('type', 'submit');
  });

  it('Enter goes to /search?keyword= with the trimmed keyword through the router', async () => {
    const { router } = renderLayout();
    await userEvent.type(header().getByRole('combobox', { name: '검색' }), '  향초 캔들 {Enter}');
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith(`/search?keyword=${encodeURIComponent('향초 캔들')}`);
  });

  it('the search button submits the keyword too', async () => {
    const { router } = renderLayout();
    const form = within(header().getByRole('search'));
    await userEvent.type(form.getByRole('combobox', { name: '검색' }), 'a&b=c');
    await userEvent.click(form.getByRole('button', { name: '검색' }));
    expect(router.push).toHaveBeenCalledWith('/search?keyword=a%26b%3Dc');
  });

  it('an empty or blank field does nothing but keep the focus in the field', async () => {
    const { router } = renderLayout();
    const form = within(header().getByRole('search'));
    const field = form.getByRole('combobox', { name: '검색' });
    await userEvent.click(form.getByRole('button', { name: '검색' }));
    await userEvent.type(field, '   {Enter}');
    expect(router.push).not.toHaveBeenCalled();
    expect(field).toHaveFocus();
  });

  it('on the search page the field shows the keyword searched for', () => {
    renderLayout({ path: `/search?keyword=${encodeURIComponent('캔들')}` });
    expect(header().getByRole('combobox', { name: '검색' })).toHaveValue('캔들');
  });

  it('elsewhere a keyword parameter is not shown in the field', () => {
    renderLayout({ path: '/shop?idCategory=101&keyword=x' });
    expect(header().getByRole('combobox', { name: '검색' })).toHaveValue('');
  });
});

describe('cart badge', () => {
  it('is hidden when the count is 0', async () => {
    const { api } = renderLayout({ user: retailer });
    await waitFor(() => expect(api.requests()).toContain('GET /carts/cartcount'));
    await act(async () => undefined);
    expect(screen.queryByTestId('count-badge')).toBeNull();
    expect(screen.getByRole('link', { name: '장바구니' })).not.toHaveAttribute('aria-describedby');
  });

  it('shows the count loaded at page load when above 0, described for screen readers', async () => {
    renderLayout({ user: retailer, cartcount: 3 });
    expect(await screen.findByTestId('count-badge')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: '장바구니' })).toHaveAccessibleDescription('장바구니 상품 3개');
  });

  it('goes up by one on every cart-updated event, without asking the API again', async () => {
    const { api } = renderLayout({ user: retailer });
    await waitFor(() => expect(api.requests()).toContain('GET /carts/cartcount'));
    await act(async () => undefined);
    act(() => notifyCartUpdated());
    expect(await screen.findByTestId('count-badge')).toHaveTextContent('1');
    act(() => {
      window.dispatchEvent(new Event('cart-updated'));
      window.dispatchEvent(new Event('cart-updated'));
    });
    await waitFor(() => expect(screen.getByTestId('count-badge')).toHaveTextContent('3'));
    expect(api.requests().filter((r) => r === 'GET /carts/cartcount')).toHaveLength(1);
  });

  it('shows the cart count a cart-updated event carries (several lines added at once, or one merged)', async () => {
    const { api } = renderLayout({ user: retailer, cartcount: 1 });
    expect(await screen.findByTestId('count-badge')).toHaveTextContent('1');
    // 다시 담기 put three lines in: POST /carts answered cartcount 4.
    act(() => notifyCartUpdated(4));
    await waitFor(() => expect(screen.getByTestId('count-badge')).toHaveTextContent('4'));
    // A line merged into one already there: the count stays.
    act(() => notifyCartUpdated(4));
    await act(async () => undefined);
    expect(screen.getByTestId('count-badge')).toHaveTextContent('4');
    expect(api.requests().filter((r) => r === 'GET /carts/cartcount')).toHaveLength(1);
  });

  it('a failed count is logged to the console only: no badge, no message to the user', async () => {
    renderLayout({
      user: retailer,
      routes: { 'GET /carts/cartcount': { status: 503, data: { code: 'UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' } } },
    });
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('[cart] getCartCount failed', expect.objectContaining({ status: 503 })),
    );
    await act(async () => undefined);
    expect(screen.queryByTestId('count-badge')).toBeNull();
    expect(document.querySelector('.swal2-container')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an anonymous visitor has no cart and ignores cart-updated events', async () => {
    const { api } = renderLayout();
    act(() => notifyCartUpdated());
    await act(async () => undefined);
    expect(screen.queryByTestId('count-badge')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});

describe('LOGOUT', () => {
  it('revokes the session, removes the token, alerts 로그아웃 되었습니다. with 확인, then reloads', async () => {
    const { api, router } = renderLayout({
      user: retailer,
      token: 'tok-9',
      cartcount: 2,
      routes: { 'POST /users/logout': { status: 200, data: { ok: true } } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'LOGOUT' }));

    await waitFor(() => expect(alertTitle()).toBe('로그아웃 되었습니다.'));
    expect(document.querySelector('.swal2-confirm')).toHaveTextContent('확인');
    expect(Cookies.get('token')).toBeUndefined();
    const logoutCall = api.calls.find((c) => c.url === '/users/logout');
    expect(logoutCall && headerOf(logoutCall, 'token')).toBe('tok-9');
    expect(reload).not.toHaveBeenCalled();

    confirmAlert();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('still logs out locally when the server cannot be reached', async () => {
    renderLayout({ user: retailer, token: 'tok-9', routes: { 'POST /users/logout': { status: 502 } } });
    await userEvent.click(screen.getByRole('button', { name: 'LOGOUT' }));
    await waitFor(() => expect(alertTitle()).toBe('로그아웃 되었습니다.'));
    expect(Cookies.get('token')).toBeUndefined();
    confirmAlert();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
