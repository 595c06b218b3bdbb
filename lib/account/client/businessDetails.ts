/** The retailer's business details (/users/business, docs/API.md): MY's 사업자 정보 section keeps them. */
import type { BusinessDetails, BusinessDetailsInput } from '@/lib/account/businessDetails.contract';
import { loggedCalls } from '@/lib/client/http';

const logged = loggedCalls('businessDetails');

/** PUT /users/business: the saved details (an ApiError naming the field on a refusal). */
export function saveBusinessDetails(body: BusinessDetailsInput): Promise<BusinessDetails> {
  return logged('saveBusinessDetails', async (api) => (await api.put<BusinessDetails>('/users/business', body)).data);
}
