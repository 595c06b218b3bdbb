/** Brand calls of /api/v1 used by the shell (SPEC.md §7). */
import type { UserTypeResponse } from '../contract/users';
import { http } from './http';

/** GET /brands/user-type: 'retailer' or 'brand' for the logged-in user. */
export async function getUserType(): Promise<UserTypeResponse> {
  const api = await http();
  const { data } = await api.get<UserTypeResponse>('/brands/user-type');
  return data;
}
