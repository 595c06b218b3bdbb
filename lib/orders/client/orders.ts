/**
 * The buying calls of /api/v1 (docs/API.md) for the checkout, order, cancel,
 * free-refund and address pages: fetchers and SWR keys. Every call
 * logs its failure to the console and rethrows it (an ApiError) for the
 * caller to handle. No amount sent here is trusted by the server.
 */
import type { CartDelivery } from '@/lib/cart/cart.contract';
import type {
  CancelOrderRequest,
  CancelOrderResult,
  ConfirmPaymentRequest,
  CreateOrderRequest,
  CreateOrderResult,
  FreeRefundList,
  FreeRefundRequest,
  FreeRefundRequestInput,
  OrderDetail,
} from '@/lib/orders/orders.contract';
import useSWR from 'swr';
import type { ApiError } from '@/lib/client/errors';
import { addressKey } from '@/lib/account/client/addresses';
import { loggedCalls } from '@/lib/client/http';

/* The saved-address fetchers live in ../../account/client/addresses.ts (MY uses them without SWR); re-exported for the checkout. */
export { addAddress, deleteAddress, listAddresses, updateAddress } from '@/lib/account/client/addresses';

/** SWR keys of the buying data. */
export const orderKeys = {
  addresses: addressKey,
  freeRefunds: '/orders/free_refunds',
  delivery: (checkedIds: number[]) => `/carts/delivery?checkedIds=${JSON.stringify(checkedIds)}`,
} as const;

const logged = loggedCalls('orders');

/** GET /carts/delivery: the delivery fee of each brand group of the checked lines. */
export function getCartDelivery(checkedIds: number[]): Promise<CartDelivery> {
  return logged('getCartDelivery', async (api) => (await api.get<CartDelivery>('/carts/delivery', { params: { checkedIds: JSON.stringify(checkedIds) } })).data);
}

/** POST /orders with an Idempotency-Key made once per checkout attempt (a retry sends the same key). */
export function createOrder(body: CreateOrderRequest, idempotencyKey: string): Promise<CreateOrderResult> {
  return logged('createOrder', async (api) => (await api.post<CreateOrderResult>('/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } })).data);
}

/** POST /orders/{idOrder}/payment: the demo card or PortOne's payment id. */
export function confirmPayment(idOrder: number, body: ConfirmPaymentRequest): Promise<OrderDetail> {
  return logged('confirmPayment', async (api) => (await api.post<OrderDetail>(`/orders/${idOrder}/payment`, body)).data);
}

/** POST /orders/{idOrder}/cancel (`dryRun: true` for the refund preview). */
export function cancelOrder(idOrder: number, body: CancelOrderRequest): Promise<CancelOrderResult> {
  return logged('cancelOrder', async (api) => (await api.post<CancelOrderResult>(`/orders/${idOrder}/cancel`, body)).data);
}

/** GET /orders/free_refunds. */
export function listFreeRefunds(): Promise<FreeRefundList> {
  return logged('listFreeRefunds', async (api) => (await api.get<FreeRefundList>('/orders/free_refunds')).data);
}

/** POST /orders/free_refunds. */
export function requestFreeRefund(body: FreeRefundRequestInput): Promise<FreeRefundRequest> {
  return logged('requestFreeRefund', async (api) => (await api.post<FreeRefundRequest>('/orders/free_refunds', body)).data);
}

/**
 * The member's free-refund requests (GET /orders/free_refunds), starting from
 * what the page's server loader read (`fallbackData`), so the first paint has
 * them, and revalidated after the page's own changes (`mutate`).
 */
export function useFreeRefunds(fallbackData?: FreeRefundList) {
  const { data, error, isLoading, mutate } = useSWR<FreeRefundList, ApiError>(orderKeys.freeRefunds, listFreeRefunds, {
    fallbackData,
    revalidateOnMount: fallbackData === undefined,
  });
  return { freeRefunds: data, error, isLoading, mutate };
}
