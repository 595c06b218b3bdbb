/**
 * A brand's own details (GET/PUT /brands/settings, docs/API.md): the supplier
 * a 거래명세서 states (상호 and 사업자등록번호 checked at admission and read
 * only; the rest the brand keeps) and its delivery and order terms (what the
 * product page's 배송 안내 says and the cart charges). The schema is the one
 * rule of the form (components/brandCenter/BrandSettingsPage.tsx), the handler
 * and the service (the page loads it after its first paint: brandSettings.fields.ts).
 * No server imports.
 */
import { z } from 'zod';
import { businessPartyShape } from '@/lib/account/businessDetails.contract';
import { BRAND_SETTINGS_LIMITS } from '@/lib/brandCenter/brandSettings.fields';
import { brandSettingsMessages } from '@/lib/brandCenter/brandSettings.messages';

const e = brandSettingsMessages.errors;

const L = BRAND_SETTINGS_LIMITS;

/** PUT /brands/settings body (as the schema makes it: numbers in won, null = never free). */
export interface BrandSettingsInput {
  ceoName: string;
  businessAddress: string;
  businessType: string;
  businessItem: string;
  deliveryFee: number;
  freeDeliveryThreshold: number | null;
  minimumOrderAmount: number;
  dispatchFrom: string;
  dispatchDays: number;
}

/** GET /brands/settings, and PUT's answer. */
export interface BrandSettings extends BrandSettingsInput {
  /** 상호 (read only). */
  companyName: string;
  /** 사업자등록번호, 10 digits (read only). */
  registrationNo: string;
}

export type BrandSettingsField = keyof BrandSettingsInput;

/** A typed digit string ('3,000' too) is its number; anything else is left for the number check to refuse. */
const typed = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const digits = value.trim().replaceAll(',', '');
  return /^\d+$/.test(digits) ? Number(digits) : value;
};

const whole = (min: number, max: number, message: string) =>
  z.preprocess(typed, z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }));

export const brandSettingsSchema = z
  .object({
    ...businessPartyShape,
    deliveryFee: whole(0, L.deliveryFeeMax, e.deliveryFee),
    freeDeliveryThreshold: z.preprocess(
      (value) => (value === '' || (typeof value === 'string' && value.trim() === '') ? null : typed(value)),
      z.number({ error: e.freeDeliveryThreshold }).int({ error: e.freeDeliveryThreshold }).min(L.freeDeliveryMin, { error: e.freeDeliveryThreshold }).max(L.freeDeliveryMax, { error: e.freeDeliveryThreshold }).nullable(),
    ),
    minimumOrderAmount: whole(0, L.minimumOrderMax, e.minimumOrderAmount),
    dispatchFrom: z.string({ error: e.dispatchFrom }).trim().max(L.dispatchFromMax, { error: e.dispatchFrom }),
    dispatchDays: whole(L.dispatchDaysMin, L.dispatchDaysMax, e.dispatchDays),
  })
  .refine((terms) => terms.freeDeliveryThreshold === null || terms.freeDeliveryThreshold > terms.deliveryFee, {
    error: e.freeDeliveryAboveFee,
    path: ['freeDeliveryThreshold'],
  }) satisfies z.ZodType<BrandSettingsInput, unknown>;

