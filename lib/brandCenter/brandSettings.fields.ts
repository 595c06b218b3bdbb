/**
 * What the 브랜드 정보 form needs before its schema (brandSettings.contract.ts,
 * with zod) arrives: the limits, the fields in their order and the form's
 * values of saved settings. Apart so that the page's first load carries no
 * zod (scripts/js-budget.mjs); the schema loads after the page.
 */
import type { BrandSettingsField, BrandSettingsInput } from '@/lib/brandCenter/brandSettings.contract';

export const BRAND_SETTINGS_LIMITS = {
  deliveryFeeMax: 50_000,
  freeDeliveryMin: 10_000,
  freeDeliveryMax: 10_000_000,
  minimumOrderMax: 1_000_000,
  dispatchFromMax: 40,
  dispatchDaysMin: 1,
  dispatchDaysMax: 14,
} as const;

/** What the form holds: every value as typed. */
export type BrandSettingsValues = Record<BrandSettingsField, string>;

export const SUPPLIER_FIELDS = ['ceoName', 'businessType', 'businessItem', 'businessAddress'] as const satisfies readonly BrandSettingsField[];
export const TERMS_FIELDS = ['deliveryFee', 'freeDeliveryThreshold', 'minimumOrderAmount', 'dispatchFrom', 'dispatchDays'] as const satisfies readonly BrandSettingsField[];
/** The fields in the order of the form. */
export const BRAND_SETTINGS_FIELDS = [...SUPPLIER_FIELDS, ...TERMS_FIELDS] as const;

/** The form's values of saved settings ('' = never free). */
export function settingsValues(settings: BrandSettingsInput): BrandSettingsValues {
  return {
    ceoName: settings.ceoName,
    businessAddress: settings.businessAddress,
    businessType: settings.businessType,
    businessItem: settings.businessItem,
    deliveryFee: String(settings.deliveryFee),
    freeDeliveryThreshold: settings.freeDeliveryThreshold === null ? '' : String(settings.freeDeliveryThreshold),
    minimumOrderAmount: String(settings.minimumOrderAmount),
    dispatchFrom: settings.dispatchFrom,
    dispatchDays: String(settings.dispatchDays),
  };
}
