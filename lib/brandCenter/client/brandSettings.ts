/** The brand's own details (/brands/settings, docs/API.md): the brand centre's 브랜드 정보 page keeps them. */
import type { BrandSettings, BrandSettingsInput } from '@/lib/brandCenter/brandSettings.contract';
import { loggedCalls } from '@/lib/client/http';

const logged = loggedCalls('brandSettings');

/** PUT /brands/settings: the saved settings (an ApiError naming the field on a refusal). */
export function saveBrandSettings(body: BrandSettingsInput): Promise<BrandSettings> {
  return logged('saveBrandSettings', async (api) => (await api.put<BrandSettings>('/brands/settings', body)).data);
}
