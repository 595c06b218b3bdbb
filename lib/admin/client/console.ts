/**
 * The console's calls of /api/v1/admin (docs/API.md, Operator console). Each
 * skips the storefront's 401 handling (which would log a member out and open
 * the member's login): a console page that gets a 401 sends the operator to
 * /admin/login itself (./useConsoleAction.ts). Failures reject with an
 * ApiError whose Korean message the page shows.
 */
import type { AxiosInstance } from 'axios';
import type { Invitation, InviteInput, MemberStanding, OperatorSummary, OperatorUpdateInput, RecoveryCodes } from '@/lib/admin/admin.contract';
import type { ApprovalResult } from '@/lib/applications/applications.contract';
import type { CancelOrderResult, FreeRefundRequest } from '@/lib/orders/orders.contract';
import { loggedCalls } from '@/lib/client/http';

const logged = loggedCalls('console');
const quiet = { skipAuthRedirect: true } as const;

function post<T>(name: string, path: string, body?: unknown): Promise<T> {
  return logged(name, async (api: AxiosInstance) => (await api.post<T>(path, body ?? {}, quiet)).data);
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
    logged('updateOperator', async (api) => (await api.patch<OperatorSummary>(`/admin/operators/${id}`, input, quiet)).data),
  resetOperator: (id: number) => post<Invitation>('resetOperator', `/admin/operators/${id}/reset`),
};
