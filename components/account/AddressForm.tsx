import styled from 'styled-components';
import { FormActions } from '@/components/ui/FormActions';
import { FieldCheck } from '@/components/ui/fieldParts';
import { TextField } from '@/components/ui/TextField';
import type { AddressInput, OrderAddress } from '@/lib/orders/orders.contract';
import { validateAddress, type AddressErrors as FieldErrors, type AddressField } from '@/lib/account/addressRules';
import { useForm } from '@/lib/client/form';
import { myPageMessages } from '@/lib/account/myPage.messages';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

const text = myPageMessages.addresses;

/** What a save says: next to the field it names, or (`form`) above the buttons. */
export type AddressErrors = FieldErrors & { form?: string };

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
  const form = useForm<AddressInput, AddressField>({
    initial: {
      label: initial?.label ?? '',
      recipient: initial?.recipient ?? '',
      phone: initial?.phone ?? '',
      postcode: initial?.postcode ?? '',
      address: initial?.address ?? '',
      addressDetail: initial?.addressDetail ?? '',
      isDefault: initial?.isDefault ?? false,
    },
    validate: (values) => validateAddress(values, text.errors),
    onChange: 'clear',
    idPrefix: 'address',
  });

  const submit = form.handleSubmit(async (values) => {
    const result = await onSave({ ...values, label: values.label?.trim() || undefined });
    if (!result) return;
    const { form: message, ...fields } = result;
    form.showErrors(fields, false);
    form.setFormError(message ?? null);
  });

  const field = (name: AddressField, props: { label: string; placeholder?: string; inputMode?: 'numeric' | 'tel'; autoComplete?: string; maxLength: number }) => (
    <TextField {...form.textField(name)} announce="alert" {...props} />
  );

  return (
    <Form
      noValidate
      aria-label={initial ? text.formEditHeading : text.formAddHeading}
      onSubmit={(event) => void submit(event)}
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
      <FieldCheck>
        <input
          type="checkbox"
          checked={form.values.isDefault ?? false}
          disabled={initial?.isDefault}
          onChange={(event) => form.set('isDefault', event.target.checked)}
        />
        <span>{text.fields.isDefault}</span>
      </FieldCheck>
      <FormActions error={form.formError} busy={form.busy} onCancel={onCancel} labels={text} large />
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  padding: ${space.lg};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.lg};

  h3 {
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${space.md};

  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

