/**
 * The brand centre's order calls of /api/v1 (docs/API.md): fetchers, SWR keys
 * and hooks of the orders, refunds and sales pages. Every call logs its
 * failure and rethrows it (an ApiError) for the page to show in Korean.
 */
import useSWR from 'swr';
import type {
  BrandOrderDetail,
  BrandOrderList,
  BrandOrderTab,
  BrandRefundFilter,
  BrandRefundList,
  BrandRefundRequest,
  BrandSales,
  ShipBrandOrderRequest,
  BulkShipmentPreview,
} from '@/lib/brandCenter/brandOrders.contract';
import { base64Of } from '@/lib/client/base64';
import type { ApiError } from '@/lib/client/errors';
import { loggedCalls } from '@/lib/client/http';

export interface BrandOrderQuery {
  status: BrandOrderTab;
  from?: string;
  to?: string;
  keyword?: string;
  page?: number;
}

export type BrandRefundPage = BrandRefundList & { page: number; totalPages: number };

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}

/** SWR keys (the request paths). */
export const brandOrderKeys = {
  orders: (query: BrandOrderQuery) => `/brands/orders?${queryString({ ...query })}`,
  order: (idOrder: number) => `/brands/orders/${idOrder}`,
  refunds: (status: BrandRefundFilter, page = 1) => `/brands/refunds?${queryString({ status, page })}`,
  sales: (from: string, to: string) => `/orders/details/brand_purchase_history?${queryString({ from, to })}`,
} as const;

const logged = loggedCalls('brandOrders');

const get = <T>(name: string) => (path: string) => logged(name, async (api) => (await api.get<T>(path)).data);

/** POST /brands/orders/{idOrder}/ship. */
export function shipBrandOrder(idOrder: number, body: ShipBrandOrderRequest): Promise<BrandOrderDetail> {
  return logged('shipBrandOrder', async (api) => (await api.post<BrandOrderDetail>(`/brands/orders/${idOrder}/ship`, body)).data);
}

/** POST /brands/orders/{idOrder}/deliver. */
/** The shipping file's address (GET: the groups waiting, as Excel). */
export const SHIPMENTS_FILE_PATH = '/api/v1/brands/orders/shipments';

/** POST /brands/orders/shipments: a filled shipping file checked (`apply` false) or shipped. */
export function sendShipmentsFile<A extends boolean>(file: ArrayBuffer, apply: A): Promise<A extends true ? { shipped: number } : BulkShipmentPreview> {
  return logged('sendShipmentsFile', async (api) => (await api.post('/brands/orders/shipments', { file: base64Of(file), apply })).data);
}

export function deliverBrandOrder(idOrder: number): Promise<BrandOrderDetail> {
  return logged('deliverBrandOrder', async (api) => (await api.post<BrandOrderDetail>(`/brands/orders/${idOrder}/deliver`)).data);
}

/** POST /brands/refunds/{id}/accept. */
export function acceptBrandRefund(id: number): Promise<BrandRefundRequest> {
  return logged('acceptBrandRefund', async (api) => (await api.post<BrandRefundRequest>(`/brands/refunds/${id}/accept`)).data);
}

/*
 * Hooks: each starts from its page's server-rendered data (`fallbackData`), so
 * the first paint has it, and revalidates after the page's own changes.
 */

export function useBrandOrders(query: BrandOrderQuery, fallbackData: BrandOrderList) {
  const { data, error, mutate } = useSWR<BrandOrderList, ApiError>(brandOrderKeys.orders(query), get<BrandOrderList>('listBrandOrders'), {
    fallbackData,
    revalidateOnMount: false,
    revalidateOnFocus: true,
  });
  return { orders: data ?? fallbackData, error, mutate };
}

export function useBrandOrder(idOrder: number, fallbackData: BrandOrderDetail) {
  const { data, error, mutate } = useSWR<BrandOrderDetail, ApiError>(brandOrderKeys.order(idOrder), get<BrandOrderDetail>('getBrandOrder'), {
    fallbackData,
    revalidateOnMount: false,
  });
  return { order: data ?? fallbackData, error, mutate };
}

export function useBrandRefunds(status: BrandRefundFilter, page: number, fallbackData: BrandRefundPage) {
  const { data, error, mutate } = useSWR<BrandRefundPage, ApiError>(brandOrderKeys.refunds(status, page), get<BrandRefundPage>('listBrandRefunds'), {
    fallbackData,
    revalidateOnMount: false,
  });
  return { refunds: data ?? fallbackData, error, mutate };
}

export function useBrandSales(from: string, to: string, fallbackData: BrandSales) {
  const { data, error } = useSWR<BrandSales, ApiError>(brandOrderKeys.sales(from, to), get<BrandSales>('getBrandSales'), {
    fallbackData,
    revalidateOnMount: false,
  });
  return { sales: data ?? fallbackData, error };
}
