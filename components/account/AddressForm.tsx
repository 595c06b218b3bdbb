import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { FieldError } from '@/components/ui/fieldParts';
import { TextField } from '@/components/ui/TextField';
import type { AddressInput, OrderAddress } from '@/lib/orders/orders.contract';
import { isPhoneNumber } from '@/lib/format';
import { myPageMessages } from '@/lib/account/myPage.messages';

const text = myPageMessages.addresses;

type Field = 'label' | 'recipient' | 'phone' | 'postcode' | 'address' | 'addressDetail';
export type AddressErrors = Partial<Record<Field | 'form', string>>;

/** The API's address rules, checked before sending so each field says what is wrong in Korean. */
export function validateAddress(input: AddressInput): AddressErrors {
  const errors: AddressErrors = {};
  if ((input.label ?? '').trim().length > 20) errors.label = text.errors.label;
  const recipient = input.recipient.trim();
  if (recipient === '' || recipient.length > 30) errors.recipient = text.errors.recipient;
  if (!isPhoneNumber(input.phone)) errors.phone = text.errors.phone;
  if (!/^\d{5}$/.test(input.postcode.trim())) errors.postcode = text.errors.postcode;
  const address = input.address.trim();
  if (address === '' || address.length > 200) errors.address = text.errors.address;
  const detail = input.addressDetail.trim();
  if (detail === '' || detail.length > 100) errors.addressDetail = text.errors.addressDetail;
  return errors;
}

export interface AddressFormProps {
  /** The address being edited; none for a new one. */
  initial: OrderAddress | null;
  /** Saves; resolves with the errors to show (none on success). */
  onSave: (input: AddressInput) => Promise<AddressErrors | null>;
  onCancel: () => void;
}

/**
 * A saved address, typed by hand (recipient, phone, postcode, address,
 * detail, a name, default or not). Postcode search belongs to the checkout
 * page; here every field is plain text, so it works on any phone.
 */
export function AddressForm({ initial, onSave, onCancel }: AddressFormProps) {
  const [values, setValues] = useState<AddressInput>({
    label: initial?.label ?? '',
    recipient: initial?.recipient ?? '',
    phone: initial?.phone ?? '',
    postcode: initial?.postcode ?? '',
    address: initial?.address ?? '',
    addressDetail: initial?.addressDetail ?? '',
    isDefault: initial?.isDefault ?? false,
  });
  const [errors, setErrors] = useState<AddressErrors>({});
  const [pending, setPending] = useState(false);

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  async function submit() {
    if (pending) return;
    const found = validateAddress(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const result = await onSave({ ...values, label: values.label?.trim() || undefined });
    setPending(false);
    if (result) setErrors(result);
  }

  const field = (name: Field, props: { label: string; placeholder?: string; inputMode?: 'numeric' | 'tel'; autoComplete?: string; maxLength: number }) => (
    <TextField
      inputId={`address-${name}`}
      name={name}
      value={values[name] ?? ''}
      onChange={set(name)}
      error={errors[name]}
      announce="alert"
      {...props}
    />
  );

  return (
    <Form
      noValidate
      aria-label={initial ? text.formEditHeading : text.formAddHeading}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3>{initial ? text.formEditHeading : text.formAddHeading}</h3>
      <Grid>
        {field('label', { label: text.fields.label, placeholder: text.fields.labelPlaceholder, maxLength: 20 })}
        {field('recipient', { label: text.fields.recipient, autoComplete: 'name', maxLength: 30 })}
        {field('phone', { label: text.fields.phone, placeholder: text.fields.phonePlaceholder, inputMode: 'tel', autoComplete: 'tel', maxLength: 14 })}
        {field('postcode', { label: text.fields.postcode, placeholder: text.fields.postcodePlaceholder, inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5 })}
      </Grid>
      {field('address', { label: text.fields.address, placeholder: text.fields.addressPlaceholder, autoComplete: 'address-line1', maxLength: 200 })}
      {field('addressDetail', { label: text.fields.addressDetail, placeholder: text.fields.addressDetailPlaceholder, autoComplete: 'address-line2', maxLength: 100 })}
      <Check>
        <input
          type="checkbox"
          checked={values.isDefault ?? false}
          disabled={initial?.isDefault}
          onChange={(event) => setValues((current) => ({ ...current, isDefault: event.target.checked }))}
        />
        <span>{text.fields.isDefault}</span>
      </Check>
      {errors.form ? <FieldError role="alert">{errors.form}</FieldError> : null}
      <Buttons>
        <Button type="button" $variant="secondary" $size="lg" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button type="submit" $size="lg" disabled={pending}>
          {pending ? text.saving : text.save}
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;

  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
