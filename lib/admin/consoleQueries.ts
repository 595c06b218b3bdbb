import type { ParsedUrlQuery } from 'node:querystring';
import { AUDIT_TARGET_TYPES, type AuditTargetType } from '@/lib/contract/operators';
import type { OrderStatus } from '@/lib/contract/orderStatus';
import type { ApplicationKind } from '@/lib/applications/applications.contract';
import { kstDayOfIsoDate } from '@/lib/kstDate';
import type { AuditQuery, ConsoleMemberQuery, ConsoleOrderQuery } from './admin.contract';

/**
 * The console's list pages read their search from the URL leniently: a value
 * that is not one the list knows (a typo, an old link) is left out, so the
 * page shows more rather than an error.
 */

const ORDER_STATUSES: readonly OrderStatus[] = ['pending_payment', 'awaiting_deposit', 'preparing', 'shipping', 'delivered', 'cancelled', 'refund_requested', 'refunded'];

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
const text = (value: string | string[] | undefined) => one(value)?.slice(0, 50);
const date = (value: string | string[] | undefined) => {
  const day = one(value);
  return day && kstDayOfIsoDate(day) !== null ? day : undefined;
};
const flag = (value: string | string[] | undefined) => one(value) === '1';
const page = (value: string | string[] | undefined) => {
  const n = Number(one(value));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};

/** Without its unset keys: page props are JSON, which has no undefined. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;
const APPLICATION_KINDS: readonly ApplicationKind[] = ['certification', 'brand'];

/** The applications list: `status` (pending by default, or all) and `kind` (null: both). */
export function readApplicationQuery(query: ParsedUrlQuery): { status: (typeof APPLICATION_STATUSES)[number]; kind: ApplicationKind | null } {
  const status = one(query.status) as (typeof APPLICATION_STATUSES)[number] | undefined;
  const kind = one(query.kind) as ApplicationKind | undefined;
  return {
    status: status && APPLICATION_STATUSES.includes(status) ? status : 'pending',
    kind: kind && APPLICATION_KINDS.includes(kind) ? kind : null,
  };
}

export function readOrderQuery(query: ParsedUrlQuery): ConsoleOrderQuery {
  const status = one(query.status) as OrderStatus | undefined;
  return defined({
    q: text(query.q),
    status: status && ORDER_STATUSES.includes(status) ? status : undefined,
    from: date(query.from),
    to: date(query.to),
    late: flag(query.late),
    refund: flag(query.refund),
    page: page(query.page),
  });
}

export function readMemberQuery(query: ParsedUrlQuery): ConsoleMemberQuery {
  return defined({
    kind: one(query.kind) === 'brand' ? 'brand' : 'retailer',
    q: text(query.q),
    joinedFrom: date(query.joinedFrom),
    soldOut: flag(query.soldOut),
    page: page(query.page),
  });
}

export function readAuditQuery(query: ParsedUrlQuery): AuditQuery {
  const target = one(query.targetType) as AuditTargetType | undefined;
  return defined({
    q: text(query.q),
    targetType: target && AUDIT_TARGET_TYPES.includes(target) ? target : undefined,
    targetId: text(query.targetId),
    from: date(query.from),
    to: date(query.to),
    page: page(query.page),
  });
}

/** A list's URL with its search (empty values and page 1 left out). */
export function listHref(path: string, values: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || value === false || (key === 'page' && value === 1)) continue;
    search.set(key, value === true ? '1' : String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
