import { useState } from 'react';
import styled from 'styled-components';
import { DefinitionList } from '@/components/ui/DefinitionList';
import { Fieldset } from '@/components/ui/Fieldset';
import { FormActions } from '@/components/ui/FormActions';
import { TextField, type TextFieldProps } from '@/components/ui/TextField';
import { formatRegistrationNo } from '@/lib/account/registrationNo';
import type { BrandSettings, BrandSettingsField } from '@/lib/brandCenter/brandSettings.contract';
import {
  BRAND_SETTINGS_FIELDS,
  BRAND_SETTINGS_LIMITS as L,
  SUPPLIER_FIELDS,
  TERMS_FIELDS,
  settingsValues,
  type BrandSettingsValues,
} from '@/lib/brandCenter/brandSettings.fields';
import { brandSettingsMessages as text } from '@/lib/brandCenter/brandSettings.messages';
import { saveBrandSettings } from '@/lib/brandCenter/client/brandSettings';
import { useForm } from '@/lib/client/form';
import { onDemand } from '@/lib/client/onDemand';
import { useOnDemand } from '@/lib/client/useOnDemand';
import type { OwnedBrand } from '@/lib/contract/users';
import { BrandCenterLayout } from './BrandCenterLayout';
import { Lead, Status } from '@/components/ui/listPage';
import { colors, fontSizes, media, space } from '@/styles/theme';

/** The rule (zod) loads after the page, so its first load carries none (docs/DECISIONS.md, Brand centre). */
const loadSchema = onDemand(() => import('@/lib/brandCenter/brandSettings.contract').then((module) => module.brandSettingsSchema));

const amount = { inputMode: 'numeric', autoComplete: 'off' } as const;

const FIELD_PROPS: Record<BrandSettingsField, Omit<TextFieldProps, 'label'> & { label: string }> = {
  ceoName: { label: text.fields.ceoName, autoComplete: 'name', maxLength: 30 },
  businessType: { label: text.fields.businessType, placeholder: text.placeholders.businessType, maxLength: 30 },
  businessItem: { label: text.fields.businessItem, placeholder: text.placeholders.businessItem, maxLength: 50 },
  businessAddress: { label: text.fields.businessAddress, autoComplete: 'street-address', maxLength: 200 },
  deliveryFee: { label: text.fields.deliveryFee, hint: text.hints.deliveryFee, ...amount },
  freeDeliveryThreshold: { label: text.fields.freeDeliveryThreshold, hint: text.hints.freeDeliveryThreshold, ...amount },
  minimumOrderAmount: { label: text.fields.minimumOrderAmount, hint: text.hints.minimumOrderAmount, ...amount },
  dispatchFrom: { label: text.fields.dispatchFrom, hint: text.hints.dispatchFrom, placeholder: text.placeholders.dispatchFrom, maxLength: L.dispatchFromMax },
  dispatchDays: { label: text.fields.dispatchDays, hint: text.hints.dispatchDays, ...amount, maxLength: 2 },
};

export interface BrandSettingsPageProps {
  brand: OwnedBrand;
  settings: BrandSettings;
}

/**
 * /brand-center/settings, 브랜드 정보: the supplier a 거래명세서 states (상호 and
 * 사업자등록번호 read only, the rest editable) and the delivery and order
 * terms, one form checked with the schema the API applies; a refusal lands on
 * the field it names, a save says so until the next change. Until the schema
 * arrives (just after the page) nothing is checked here and the values go as
 * typed: the server applies the same schema and names the field.
 */
export function BrandSettingsPage({ brand, settings }: BrandSettingsPageProps) {
  const [saved, setSaved] = useState(settings);
  const [justSaved, setJustSaved] = useState(false);
  const schema = useOnDemand(loadSchema);
  const form = useForm<BrandSettingsValues, BrandSettingsField>({
    initial: () => settingsValues(settings),
    validate: schema ?? undefined,
    order: BRAND_SETTINGS_FIELDS,
    idPrefix: 'brand-settings',
  });
  const unchanged = BRAND_SETTINGS_FIELDS.every((field) => form.values[field] === settingsValues(saved)[field]);

  const submit = form.handleSubmit(async (values) => {
    setJustSaved(false);
    const next = await saveBrandSettings(schema ? schema.parse(values) : values);
    setSaved(next);
    form.reset(settingsValues(next));
    setJustSaved(true);
  });

  const field = (name: BrandSettingsField) => <TextField key={name} {...form.textField(name)} announce="alert" {...FIELD_PROPS[name]} />;

  return (
    <BrandCenterLayout brand={brand} section="settings">
      <Lead>{text.description}</Lead>
      <Form noValidate aria-label={text.formLabel} onSubmit={(event) => void submit(event)}>
        <Fieldset legend={text.supplier} legendSize="lg" legendGap="md" gap="sm">
          <DefinitionList
            rows={[
              { label: text.fields.companyName, value: saved.companyName || text.notSet },
              { label: text.fields.registrationNo, value: saved.registrationNo ? formatRegistrationNo(saved.registrationNo) : text.notSet },
            ]}
          />
          <Note>{text.supplierHint}</Note>
          <Grid>{SUPPLIER_FIELDS.map(field)}</Grid>
        </Fieldset>
        <Fieldset legend={text.terms} legendSize="lg" legendGap="md" gap="sm">
          <Note>{text.termsHint}</Note>
          <Grid>{TERMS_FIELDS.map(field)}</Grid>
        </Fieldset>
        <Actions>
          {/* Beside the buttons, where the eye is when 저장 was pressed (on a phone too). */}
          <Saved role="status">{justSaved && unchanged ? text.saved : ''}</Saved>
          <FormActions
            error={form.formError}
            busy={form.busy}
            onCancel={() => {
              form.reset(settingsValues(saved));
              setJustSaved(false);
            }}
            labels={text}
            large
          />
        </Actions>
      </Form>
    </BrandCenterLayout>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.xl};
  max-width: 880px;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const Saved = styled(Status)`
  &:not(:empty) {
    margin-bottom: 0;
  }
`;

const Note = styled.p`
  margin: 0 0 ${space.sm};
  color: ${colors.textSecondary};
  font-size: ${fontSizes.sm};
`;

const Grid = styled.div`
  display: grid;
  gap: ${space.md};

  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > :last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
`;
