import type { OrderStatus } from '@/lib/orders/orders.contract';
import { kstIsoDate, kstMonthsBefore } from '@/lib/kstDate';

/** The status filters of MY's order list, each a group of statuses (GET /orders `status`). */
export const ORDER_FILTERS = {
  all: null,
  waiting: ['pending_payment', 'awaiting_deposit'],
  preparing: ['preparing'],
  shipping: ['shipping'],
  delivered: ['delivered'],
  closed: ['cancelled', 'refund_requested', 'refunded'],
} as const satisfies Record<string, readonly OrderStatus[] | null>;

export type OrderFilterKey = keyof typeof ORDER_FILTERS;
export const ORDER_FILTER_KEYS = Object.keys(ORDER_FILTERS) as OrderFilterKey[];

/** The periods MY offers, in months. */
export const PERIODS = [1, 3, 6] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 3;
export const ORDERS_PER_PAGE = 10;

/** The list's state, kept in the URL (`?status=&period=&page=`). */
export interface OrderFilter {
  status: OrderFilterKey;
  period: Period;
  page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads the filter from a query; anything unknown falls back to its default (the whole list, 3 months, page 1). */
export function parseOrderFilter(query: Record<string, string | string[] | undefined>): OrderFilter {
  const status = first(query.status);
  const period = Number(first(query.period));
  const page = Number(first(query.page));
  return {
    status: status && (ORDER_FILTER_KEYS as string[]).includes(status) ? (status as OrderFilterKey) : 'all',
    period: (PERIODS as readonly number[]).includes(period) ? (period as Period) : DEFAULT_PERIOD,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The KST dates the period covers, ending today. */
export function periodRange(period: Period, now: string | Date): { from: string; to: string } {
  return { from: kstMonthsBefore(now, period), to: kstIsoDate(now) };
}

/** The MY URL of a filter (defaults left out), landing on the order list. */
export function orderFilterHref(path: string, filter: OrderFilter): string {
  const params = new URLSearchParams();
  if (filter.status !== 'all') params.set('status', filter.status);
  if (filter.period !== DEFAULT_PERIOD) params.set('period', String(filter.period));
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}#mypage-orders`;
}
