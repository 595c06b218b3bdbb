/**
 * Cart calls of /api/v1 (SPEC.md §7). Every helper logs its failure to the
 * console and rethrows it (an ApiError) for the caller to handle (SPEC.md §8).
 */
import type { AxiosInstance } from 'axios';
import type {
  AddToCartRequest,
  AddToCartResult,
  CartAvailability,
  CartCount,
  CartView,
  DeleteCartItemsResult,
  UpdateCartItemResult,
} from '../contract/cart';
import { http } from './http';

async function logged<T>(name: string, call: (api: AxiosInstance) => Promise<T>): Promise<T> {
  try {
    return await call(await http());
  } catch (error) {
    console.error(`[cart] ${name} failed`, error);
    throw error;
  }
}

/** GET /carts: the cart grouped by brand. */
export function getCart(): Promise<CartView> {
  return logged('getCart', async (api) => (await api.get<CartView>('/carts')).data);
}

/** POST /carts: add lines of one product (directCart = buy now: set the counts). */
export function addToCart(body: AddToCartRequest): Promise<AddToCartResult> {
  return logged('addToCart', async (api) => (await api.post<AddToCartResult>('/carts', body)).data);
}

/** PUT /carts/item/{id}: change a line's count. */
export function updateCartItem(id: number, goodsCount: number): Promise<UpdateCartItemResult> {
  return logged(
    'updateCartItem',
    async (api) => (await api.put<UpdateCartItemResult>(`/carts/item/${id}`, { goodsCount })).data,
  );
}

/** DELETE /carts/{id}: remove one line. */
export function deleteCartItem(id: number): Promise<DeleteCartItemsResult> {
  return logged('deleteCartItem', async (api) => (await api.delete<DeleteCartItemsResult>(`/carts/${id}`)).data);
}

/** DELETE /carts/multiple/delete with body { cartIds }: remove several lines. */
export function deleteCartItems(cartIds: number[]): Promise<DeleteCartItemsResult> {
  return logged(
    'deleteCartItems',
    async (api) => (await api.delete<DeleteCartItemsResult>('/carts/multiple/delete', { data: { cartIds } })).data,
  );
}

/** GET /carts/cartcount: number of cart lines. */
export function getCartCount(): Promise<number> {
  return logged('getCartCount', async (api) => (await api.get<CartCount>('/carts/cartcount')).data.cartcount);
}

/** GET /carts/available?checkedIds=<JSON list>: can the checked lines be ordered now. */
export function checkAvailable(checkedIds: number[]): Promise<CartAvailability> {
  return logged(
    'checkAvailable',
    async (api) =>
      (await api.get<CartAvailability>('/carts/available', { params: { checkedIds: JSON.stringify(checkedIds) } })).data,
  );
}
