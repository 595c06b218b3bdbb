/** The brand's own details (/brands/settings, docs/API.md): the brand centre's 브랜드 정보 page keeps them. */
import type { BrandSettings, BrandSettingsInput } from '@/lib/brandCenter/brandSettings.contract';
import type { BrandSettingsValues } from '@/lib/brandCenter/brandSettings.fields';
import { loggedCalls } from '@/lib/client/http';

const logged = loggedCalls('brandSettings');

/**
 * PUT /brands/settings: the saved settings (an ApiError naming the field on a
 * refusal). The body as the schema made it, or as typed (the server reads digit strings).
 */
export function saveBrandSettings(body: BrandSettingsInput | BrandSettingsValues): Promise<BrandSettings> {
  return logged('saveBrandSettings', async (api) => (await api.put<BrandSettings>('/brands/settings', body)).data);
}
