/**
 * The console's calls of /api/v1/admin (docs/API.md, Operator console). Each
 * skips the storefront's 401 handling (which would log a member out and open
 * the member's login). A call whose session has ended (401 UNAUTHORIZED: 30
 * minutes idle, 12 hours, or disabled) sends the operator to /admin/login and
 * back to this page after; the sign-in calls' own 401s are answers, shown in
 * their form. Other failures reject with an ApiError whose Korean message the
 * page shows.
 */
import type { AxiosInstance } from 'axios';
import type { Invitation, InviteInput, MemberStanding, OperatorSummary, OperatorUpdateInput, RecoveryCodes } from '@/lib/admin/admin.contract';
import type { ApprovalResult } from '@/lib/applications/applications.contract';
import type { FaqEntry, Notice } from '@/lib/content/content.fields';
import type { StatementSummary } from '@/lib/settlement/settlement.contract';
import type { CancelOrderResult, FreeRefundRequest } from '@/lib/orders/orders.contract';
import { browser } from '@/lib/client/browser';
import { isApiError } from '@/lib/client/errors';
import { loggedCalls } from '@/lib/client/http';
import { adminRoutes } from '@/lib/admin/routes';

const logged = loggedCalls('console');
const quiet = { skipAuthRedirect: true } as const;

/** The sign-in again, when a call finds the session ended. */
async function signedIn<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 401 && error.code === 'UNAUTHORIZED') {
      browser.assign(`${adminRoutes.login}?returnUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`);
    }
    throw error;
  }
}

function post<T>(name: string, path: string, body?: unknown): Promise<T> {
  return signedIn(logged(name, async (api: AxiosInstance) => (await api.post<T>(path, body ?? {}, quiet)).data));
}


export const consoleCalls = {
  signIn: (email: string, password: string) => post<{ next: 'code' }>('signIn', '/admin/session', { email, password }),
  submitCode: (code: string) => post<{ recoveryCodesLeft: number }>('submitCode', '/admin/session/code', { code }),
  signOut: () => logged('signOut', async (api) => (await api.delete('/admin/session', quiet)).data),
  acceptInvitation: (body: { token: string; password: string; passwordConfirm: string; code: string }) =>
    post<RecoveryCodes>('acceptInvitation', '/admin/invitations/accept', body),
  renewRecoveryCodes: () => post<RecoveryCodes>('renewRecoveryCodes', '/admin/me/recovery-codes'),
  approve: (id: number, note: string) => post<ApprovalResult>('approve', `/admin/applications/${id}/approve`, { note }),
  reject: (id: number, reason: string) => post<{ ok: true }>('reject', `/admin/applications/${id}/reject`, { reason }),
  suspend: (userId: number, reason: string) => post<MemberStanding>('suspend', `/admin/members/${userId}/suspend`, { reason }),
  reactivate: (userId: number) => post<MemberStanding>('reactivate', `/admin/members/${userId}/reactivate`),
  cancelOrder: (idOrder: number, body: { itemIds?: number[]; reason: string; dryRun: boolean }) => post<CancelOrderResult>('cancelOrder', `/admin/orders/${idOrder}/cancel`, body),
  requestRefund: (idOrder: number, items: { idItem: number; count: number }[], reason: string) =>
    post<FreeRefundRequest>('requestRefund', `/admin/orders/${idOrder}/refund`, { items, reason }),
  addOrderNote: (idOrder: number, body: string) => post<{ id: number }>('addOrderNote', `/admin/orders/${idOrder}/notes`, { body }),
  adjustCredit: (userId: number, amount: number, reason: string) => post<{ userId: number; balance: number }>('adjustCredit', `/admin/members/${userId}/credit`, { amount, reason }),
  confirmDeposit: (idOrder: number) => post<{ confirmed: boolean }>('confirmDeposit', `/admin/orders/${idOrder}/deposit`),
  invite: (input: InviteInput) => post<Invitation>('invite', '/admin/operators', input),
  updateOperator: (id: number, input: OperatorUpdateInput) =>
    signedIn(logged('updateOperator', async (api) => (await api.patch<OperatorSummary>(`/admin/operators/${id}`, input, quiet)).data)),
  resetOperator: (id: number) => post<Invitation>('resetOperator', `/admin/operators/${id}/reset`),
  /** A new notice (`id` null) or a notice's new text; the body is the editor's values. */
  saveNotice: (id: number | null, body: unknown) =>
    id === null ? post<Notice>('createNotice', '/admin/notices', body) : signedIn(logged('updateNotice', async (api) => (await api.put<Notice>(`/admin/notices/${id}`, body, quiet)).data)),
  deleteNotice: (id: number) => signedIn(logged('deleteNotice', async (api) => (await api.delete<{ ok: true }>(`/admin/notices/${id}`, quiet)).data)),
  saveFaqEntry: (id: number | null, body: unknown) =>
    id === null ? post<FaqEntry>('createFaqEntry', '/admin/faq', body) : signedIn(logged('updateFaqEntry', async (api) => (await api.put<FaqEntry>(`/admin/faq/${id}`, body, quiet)).data)),
  retryMessage: (id: number) => post<{ retried: boolean }>('retryMessage', `/admin/outbox/${id}/retry`),
  settle: () => post<{ created: number }>('settle', '/admin/settlements/run'),
  confirmStatement: (id: number) => post<StatementSummary>('confirmStatement', `/admin/settlements/${id}/confirm`),
  payStatement: (id: number, reference: string) => post<StatementSummary>('payStatement', `/admin/settlements/${id}/pay`, { reference }),
  setCommissionRate: (brandId: number, rate: number) =>
    signedIn(logged('setCommissionRate', async (api) => (await api.put<{ brandId: number; rateBp: number }>(`/admin/brands/${brandId}/commission`, { rate }, quiet)).data)),
  adjustSettlement: (brandId: number, amount: number, reason: string) => post<{ brandId: number; balance: number }>('adjustSettlement', `/admin/brands/${brandId}/settlement-adjustments`, { amount, reason }),
  deleteFaqEntry: (id: number) => signedIn(logged('deleteFaqEntry', async (api) => (await api.delete<{ ok: true }>(`/admin/faq/${id}`, quiet)).data)),
};
