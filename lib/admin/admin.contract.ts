import { z } from 'zod';
import { emailSchema } from '@/lib/account/account.contract';
import { passwordLength } from '@/lib/account/accountFields';
import { adminAuthMessages as m, adminMemberMessages, adminOperatorMessages } from '@/lib/admin/admin.messages';
import type { AuditTargetType, OperatorIdentity, OperatorRole } from '@/lib/contract/operators';
import { pathIdSchema } from '@/lib/contract/ids';
import type { OrderStatus, PaymentMethod } from '@/lib/contract/orderStatus';
import type { OrderDetail } from '@/lib/orders/orders.contract';
import { applicationMessages } from '@/lib/applications/applications.messages';

/**
 * The console's wire types and request schemas (docs/API.md, Operator console),
 * shared by its forms, the /api/v1/admin handlers and the services.
 */

export type { OperatorRole };
export type OperatorStatus = 'invited' | 'active' | 'disabled';

export interface OperatorSummary {
  id: number;
  email: string;
  name: string;
  role: OperatorRole;
  status: OperatorStatus;
  lastLoginAt: string | null;
  createdAt: string;
  /** An invited operator's link runs out then; null otherwise. */
  inviteExpiresAt: string | null;
}

/** The operator the console shows as signed in. */
export type ConsoleOperator = OperatorIdentity;

/** An operator's invitation (or a reset): the link /admin/invite/<token> is shown this once. */
export interface Invitation {
  operatorId: number;
  token: string;
  expiresAt: string;
}

/** Shown once, to be kept offline: each signs in once in place of a code. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** An operator's password: 10 to 64 characters (a member's may be 8). */
export const OPERATOR_PASSWORD_MIN = 10;
const operatorPassword = z
  .string({ error: m.passwordLength })
  .refine((value) => passwordLength(value) >= OPERATOR_PASSWORD_MIN && passwordLength(value) <= 64, { error: m.passwordLength });

const code = z.string({ error: m.codeRequired }).trim().min(1, { error: m.codeRequired }).max(20, { error: m.codeWrong });

/** POST /admin/session */
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: m.invalidCredentials }).min(1, { error: m.invalidCredentials }).max(200, { error: m.invalidCredentials }),
});
export type SignInInput = z.output<typeof signInSchema>;

/** POST /admin/session/code */
export const secondFactorSchema = z.object({ code });

/** POST /admin/invitations/accept */
export const acceptInvitationSchema = z
  .object({ token: z.string().min(1).max(200), password: operatorPassword, passwordConfirm: z.string(), code })
  .refine((value) => value.password === value.passwordConfirm, { error: m.passwordMismatch, path: ['passwordConfirm'] });

/** POST /admin/operators */
export const inviteSchema = z.object({
  email: emailSchema,
  name: z.string({ error: adminOperatorMessages.nameRequired }).trim().min(1, { error: adminOperatorMessages.nameRequired }).max(30),
  role: z.enum(['admin', 'staff']),
});
export type InviteInput = z.output<typeof inviteSchema>;

/** PATCH /admin/operators/:id */
export const operatorUpdateSchema = z.object({
  role: z.enum(['admin', 'staff']).optional(),
  status: z.enum(['active', 'disabled']).optional(),
});
export type OperatorUpdateInput = z.output<typeof operatorUpdateSchema>;

/** The `{id}` of a console path (/admin/operators/{id}, /admin/applications/{id}, /admin/orders/{id}). */
export const idPathSchema = z.object({ id: pathIdSchema() });

/** One period of the dashboard (Korea time): orders paid since `from`, their amount, new retailers. */
export interface DashboardPeriod {
  from: string;
  orders: number;
  /** 거래액: goods and delivery of the orders paid, less what was cancelled of them. */
  gmv: number;
  newRetailers: number;
}

export interface Dashboard {
  now: string;
  today: DashboardPeriod;
  month: DashboardPeriod;
  pendingCertifications: number;
  pendingBrands: number;
  awaitingDeposits: number;
  overdueDeposits: number;
  /** Orders with a free-refund request the brand has not answered. */
  openRefunds: number;
  /** Orders with a line still 상품준비중 LATE_SHIPPING_DAYS after payment. */
  lateShipments: number;
  /** Brands with SOLD_OUT_BRAND_MIN or more products on sale and out of stock. */
  soldOutBrands: number;
}

/** GET /admin/orders and the /admin/orders page. */
export interface ConsoleOrderQuery {
  /** An order number, a retailer's 상호 or e-mail, or a brand's name. */
  q?: string;
  status?: OrderStatus;
  /** KST dates `YYYY-MM-DD`, both included: when the order was placed. */
  from?: string;
  to?: string;
  /** Only orders with a line still 상품준비중 LATE_SHIPPING_DAYS after payment. */
  late?: boolean;
  /** Only orders with an open free-refund request. */
  refund?: boolean;
  page: number;
}

export interface ConsoleOrderSummary {
  idOrder: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  totalAmount: number;
  createdAt: string;
  paidAt: string | null;
  retailer: string;
  email: string;
  brandNames: string[];
}

export interface ConsoleOrderList {
  items: ConsoleOrderSummary[];
  total: number;
  page: number;
  totalPages: number;
}

export interface ConsoleOrderDetail {
  order: OrderDetail;
  retailer: { id: number; businessName: string; email: string; mobileNo: string; registrationNo: string };
  refunds: { id: number; status: 'requested' | 'refunded' | 'rejected'; reason: string; refundAmount: number; createdAt: string }[];
  /** Operators' notes, newest first (operators only). */
  notes: { id: number; body: string; author: string; createdAt: string }[];
}

/** POST /admin/orders/{id}/notes */
export const orderNoteSchema = z.object({ body: z.string({ error: '메모를 입력해 주세요.' }).trim().min(1, { error: '메모를 입력해 주세요.' }).max(1000, { error: '메모는 1,000자 이내로 입력해 주세요.' }) });

/** GET /admin/members and the /admin/members page. */
export interface ConsoleMemberQuery {
  kind: 'retailer' | 'brand';
  /** 상호, e-mail, 사업자등록번호 (retailers) or brand name. */
  q?: string;
  /** KST date: joined on or after. */
  joinedFrom?: string;
  /** Brands with SOLD_OUT_BRAND_MIN or more sold-out products on sale. */
  soldOut?: boolean;
  page: number;
}

/** A member's standing after a suspension or reactivation. */
export interface MemberStanding {
  userId: number;
  suspendedAt: string | null;
  suspendedReason: string;
}

/** POST /admin/members/{id}/suspend */
export const suspendSchema = z.object({ reason: z.string({ error: adminMemberMessages.reasonRequired }).trim().min(1, { error: adminMemberMessages.reasonRequired }).max(500) });

/** POST /admin/members/{id}/credit: a signed amount in won and the reason the retailer reads. */
export const creditAdjustSchema = z.object({
  amount: z
    .number({ error: adminMemberMessages.creditAmount })
    .int({ error: adminMemberMessages.creditAmount })
    .refine((value) => value !== 0 && Math.abs(value) <= 10_000_000, { error: adminMemberMessages.creditAmount }),
  reason: z.string({ error: adminMemberMessages.creditReason }).trim().min(1, { error: adminMemberMessages.creditReason }).max(200),
});

export interface ConsoleRetailer {
  id: number;
  /** Suspended by an operator (null: in good standing). */
  suspendedAt: string | null;
  businessName: string;
  email: string;
  registrationNo: string;
  certified: boolean;
  joinedAt: string;
  orders: number;
  /** Referral credit balance: the sum of the credit ledger. */
  credit: number;
}

export interface ConsoleBrand {
  id: number;
  /** The brand user who owns it (the member a suspension is about), or null. */
  ownerUserId: number | null;
  suspendedAt: string | null;
  name: string;
  companyName: string;
  email: string;
  joinedAt: string;
  onSale: number;
  soldOut: number;
  /** Brand groups of orders (one order with two of its products counts once). */
  orders: number;
}

export interface ConsoleRetailerList {
  items: ConsoleRetailer[];
  total: number;
  page: number;
  totalPages: number;
}

export interface ConsoleBrandList {
  items: ConsoleBrand[];
  total: number;
  page: number;
  totalPages: number;
}

/** The /admin/audit page's search. */
export interface AuditQuery {
  q?: string;
  targetType?: AuditTargetType;
  targetId?: string;
  from?: string;
  to?: string;
  page: number;
}

export interface AuditEntryView {
  id: number;
  createdAt: string;
  /** The operator's e-mail, 'command' or 'seed'. */
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  reason: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
}

export interface AuditList {
  items: AuditEntryView[];
  total: number;
  page: number;
  totalPages: number;
}

/** POST /admin/applications/{id}/approve */
export const approveSchema = z.object({ note: z.string().trim().max(500).default('') });
/** POST /admin/applications/{id}/reject: the reason the applicant reads. */
const reasonRequired = applicationMessages.review.reasonRequired;
export const rejectSchema = z.object({ reason: z.string({ error: reasonRequired }).trim().min(1, { error: reasonRequired }).max(500) });
/** GET /admin/applications/{id}/files/{key} */
export const applicationFileSchema = z.object({ id: pathIdSchema(), key: z.string().min(1).max(100) });
