import {
  addToCart,
  checkAvailable,
  deleteCartItem,
  deleteCartItems,
  getCart,
  getCartCount,
  updateCartItem,
} from '@/lib/cart/client/cart';
import { ApiError } from '@/lib/client/errors';
import { getUser } from '@/lib/client/users';
import { changePassword, login, logout } from '@/lib/account/client/credentials';
import { browser } from '@/lib/client/browser';
import { fakeApi, headerOf, retailer, setLoggedIn } from '@/__tests__/helpers/shell';

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  setLoggedIn('tok');
});

afterEach(() => jest.restoreAllMocks());

describe('account calls', () => {
  it('GET /users, POST /users/login, PUT /users/password', async () => {
    const api = fakeApi({
      'GET /users': { status: 200, data: retailer },
      'POST /users/login': { status: 200, data: { token: 't', expiresAt: '2030-01-01T00:00:00.000Z', user: retailer } },
      'PUT /users/password': { status: 200, data: { code: 403 } },
    });
    await expect(getUser()).resolves.toEqual(retailer);
    await expect(login({ email: 'retailer@demo.kr', password: 'demo1234!' })).resolves.toMatchObject({ token: 't' });
    await expect(changePassword({ currentPw: 'demo1234!', futurePw: 'abcdefgh', futureConfirmPw: 'abcdefgh' })).resolves.toEqual({ code: 403 });
    expect(api.requests()).toEqual(['GET /users', 'POST /users/login', 'PUT /users/password']);
    expect(JSON.parse(api.calls[1]!.data as string)).toEqual({ email: 'retailer@demo.kr', password: 'demo1234!' });
    expect(JSON.parse(api.calls[2]!.data as string)).toEqual({ currentPw: 'demo1234!', futurePw: 'abcdefgh', futureConfirmPw: 'abcdefgh' });
  });

  it('logout sends the token it is given even after the cookie is gone', async () => {
    const api = fakeApi({ 'POST /users/logout': { status: 200, data: { ok: true } } });
    setLoggedIn(null);
    await logout('old-token');
    expect(headerOf(api.calls[0]!, 'token')).toBe('old-token');
  });
});

describe('cart helpers (docs/API.md, docs/DECISIONS.md)', () => {
  it('use the exact paths and payload names', async () => {
    const api = fakeApi({
      'GET /carts': { status: 200, data: { brands: [], totalCount: 0, totalQuantity: 0, totalAmount: 0 } },
      'POST /carts': { status: 201, data: { cartIds: [5], cartcount: 1 } },
      'PUT /carts/item/5': { status: 200, data: { item: {}, cartcount: 1 } },
      'DELETE /carts/5': { status: 200, data: { deleted: 1, cartcount: 0 } },
      'DELETE /carts/multiple/delete': { status: 200, data: { deleted: 2, cartcount: 0 } },
      'GET /carts/cartcount': { status: 200, data: { cartcount: 3 } },
      'GET /carts/available': { status: 200, data: { available: true, items: [], brands: [], totalAmount: 0 } },
    });
    await getCart();
    await addToCart({ directCart: false, idProduct: 10, cartInfo: [{ color: '블랙', size: 'M', goodsCount: 2 }] });
    await updateCartItem(5, 4);
    await deleteCartItem(5);
    await deleteCartItems([6, 7]);
    await expect(getCartCount()).resolves.toBe(3);
    await checkAvailable([6, 7]);

    expect(api.requests()).toEqual([
      'GET /carts',
      'POST /carts',
      'PUT /carts/item/5',
      'DELETE /carts/5',
      'DELETE /carts/multiple/delete',
      'GET /carts/cartcount',
      'GET /carts/available',
    ]);
    const body = (i: number) => JSON.parse(api.calls[i]!.data as string);
    expect(body(1)).toEqual({ directCart: false, idProduct: 10, cartInfo: [{ color: '블랙', size: 'M', goodsCount: 2 }] });
    expect(body(2)).toEqual({ goodsCount: 4 });
    expect(body(4)).toEqual({ cartIds: [6, 7] });
    expect(api.calls[6]!.params).toEqual({ checkedIds: '[6,7]' });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['getCart', () => getCart(), 'GET /carts'],
    ['addToCart', () => addToCart({ directCart: true, idProduct: 1, cartInfo: [{ goodsCount: 1 }] }), 'POST /carts'],
    ['updateCartItem', () => updateCartItem(1, 2), 'PUT /carts/item/1'],
    ['deleteCartItem', () => deleteCartItem(1), 'DELETE /carts/1'],
    ['deleteCartItems', () => deleteCartItems([1]), 'DELETE /carts/multiple/delete'],
    ['getCartCount', () => getCartCount(), 'GET /carts/cartcount'],
    ['checkAvailable', () => checkAvailable([1]), 'GET /carts/available'],
  ])('%s logs its failure to the console and rethrows it', async (name, call, route) => {
    fakeApi({ [route]: { status: 403, data: { code: 'NOT_CERTIFIED', message: '사업자 인증 후 구매할 수 있습니다.' } } });
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'NOT_CERTIFIED' });
    expect(consoleError).toHaveBeenCalledWith(`[cart] ${name} failed`, error);
  });
});
