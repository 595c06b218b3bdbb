import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import type { AddressDraft, AddressErrors } from '@/lib/orders/checkoutRules';
import { FormField } from './FormField';
import { searchPostcode } from '@/lib/orders/client/postcode';

const text = checkoutMessages.payment;

export interface AddressFieldsProps {
  /** Prefix of the inputs' ids (focus on the first error). */
  idPrefix: string;
  draft: AddressDraft;
  errors: AddressErrors;
  onChange: (draft: AddressDraft) => void;
  /** Extra controls under the fields (save to the list, default). */
  children?: React.ReactNode;
}

/**
 * Recipient, phone, postcode (typed, or found with 우편번호 찾기), address and
 * detail. When the postcode search cannot load, a Korean hint says to type
 * the address, and the fields keep working on their own.
 */
export function AddressFields({ idPrefix, draft, errors, onChange, children }: AddressFieldsProps) {
  const [searching, setSearching] = useState(false);
  const [searchHint, setSearchHint] = useState<string | null>(null);
  const set = (field: keyof AddressDraft) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...draft, [field]: event.target.value });

  async function findPostcode() {
    setSearching(true);
    setSearchHint(null);
    try {
      const found = await searchPostcode();
      if (found) {
        onChange({ ...draft, postcode: found.postcode, address: found.address });
        document.getElementById(`${idPrefix}-addressDetail`)?.focus();
      }
    } catch (error) {
      console.error('[checkout] postcode search unavailable', error);
      setSearchHint(text.postcodeUnavailable);
      document.getElementById(`${idPrefix}-postcode`)?.focus();
    } finally {
      setSearching(false);
    }
  }

  return (
    <Grid>
      <FormField inputId={`${idPrefix}-label`} label={text.addressLabel} value={draft.label} maxLength={20} onChange={set('label')} />
      <FormField
        inputId={`${idPrefix}-recipient`}
        label={text.recipient}
        value={draft.recipient}
        maxLength={30}
        autoComplete="name"
        error={errors.recipient}
        onChange={set('recipient')}
      />
      <FormField
        inputId={`${idPrefix}-phone`}
        label={text.phone}
        value={draft.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={text.phonePlaceholder}
        error={errors.phone}
        onChange={set('phone')}
      />
      <FormField
        inputId={`${idPrefix}-postcode`}
        label={text.postcode}
        value={draft.postcode}
        inputMode="numeric"
        maxLength={5}
        autoComplete="postal-code"
        error={errors.postcode}
        hint={searchHint ?? undefined}
        onChange={set('postcode')}
        addon={
          <Button type="button" $variant="secondary" $size="lg" onClick={() => void findPostcode()} disabled={searching}>
            {searching ? text.postcodeLoading : text.findPostcode}
          </Button>
        }
      />
      <Wide>
        <FormField
          inputId={`${idPrefix}-address`}
          label={text.addressLine}
          value={draft.address}
          maxLength={200}
          autoComplete="address-line1"
          error={errors.address}
          onChange={set('address')}
        />
      </Wide>
      <Wide>
        <FormField
          inputId={`${idPrefix}-addressDetail`}
          label={text.addressDetail}
          value={draft.addressDetail}
          maxLength={100}
          autoComplete="address-line2"
          error={errors.addressDetail}
          onChange={set('addressDetail')}
        />
      </Wide>
      {children ? <Wide>{children}</Wide> : null}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  ${({ theme }) => theme.media.desktop} {
    grid-column: 1 / -1;
  }
`;
