import styled from 'styled-components';
import { FormActions } from '@/components/ui/FormActions';
import { TextField } from '@/components/ui/TextField';
import { BUSINESS_DETAILS_FIELDS, businessDetailsSchema, type BusinessDetails, type BusinessDetailsField, type BusinessDetailsInput } from '@/lib/account/businessDetails.contract';
import { businessDetailsMessages } from '@/lib/account/businessDetails.messages';
import { businessDetailsFormMessages } from '@/lib/account/businessDetailsForm.messages';
import { emailInput } from '@/lib/account/accountFields';
import { saveBusinessDetails } from '@/lib/account/client/businessDetails';
import { useForm } from '@/lib/client/form';
import { media, space } from '@/styles/theme';

const text = businessDetailsMessages;
const formText = businessDetailsFormMessages;

export interface BusinessDetailsFormProps {
  initial: BusinessDetails;
  onSaved: (details: BusinessDetails) => void;
  onCancel: () => void;
}

const FIELD_PROPS: Record<BusinessDetailsField, { label: string; placeholder?: string; autoComplete?: string; maxLength: number }> = {
  ceoName: { label: text.fields.ceoName, autoComplete: 'name', maxLength: 30 },
  businessAddress: { label: text.fields.businessAddress, placeholder: formText.placeholders.businessAddress, autoComplete: 'street-address', maxLength: 200 },
  businessType: { label: text.fields.businessType, placeholder: formText.placeholders.businessType, maxLength: 30 },
  businessItem: { label: text.fields.businessItem, placeholder: formText.placeholders.businessItem, maxLength: 50 },
  taxEmail: { label: text.fields.taxEmail, autoComplete: 'email', maxLength: 254 },
};

/**
 * MY's 사업자 정보 form: 대표자명, 사업장 주소, 업태, 종목 and the tax-invoice
 * e-mail, checked with the schema the API applies (businessDetailsSchema);
 * a refusal lands on the field it names. Loaded when it is first opened.
 */
export function BusinessDetailsForm({ initial, onSaved, onCancel }: BusinessDetailsFormProps) {
  const form = useForm<BusinessDetailsInput, BusinessDetailsField>({
    initial: {
      ceoName: initial.ceoName,
      businessAddress: initial.businessAddress,
      businessType: initial.businessType,
      businessItem: initial.businessItem,
      taxEmail: initial.taxEmail,
    },
    validate: businessDetailsSchema,
    order: BUSINESS_DETAILS_FIELDS,
    idPrefix: 'business',
  });

  const submit = form.handleSubmit(async (values) => onSaved(await saveBusinessDetails(values)));

  return (
    <Form noValidate aria-label={text.edit} onSubmit={(event) => void submit(event)}>
      <Grid>
        {BUSINESS_DETAILS_FIELDS.map((field) => (
          <TextField key={field} {...form.textField(field)} announce="alert" {...FIELD_PROPS[field]} {...(field === 'taxEmail' ? emailInput : {})} />
        ))}
      </Grid>
      <FormActions error={form.formError} busy={form.busy} onCancel={onCancel} labels={formText} large />
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`;

const Grid = styled.div`
  display: grid;
  gap: ${space.md};

  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

