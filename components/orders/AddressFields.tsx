import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { TextField, type TextFieldProps } from '@/components/ui/TextField';
import type { AddressField } from '@/lib/account/addressRules';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import type { AddressDraft, AddressErrors } from '@/lib/orders/checkoutRules';
import { searchPostcode } from '@/lib/orders/client/postcode';
import { media, space } from '@/styles/theme';

const text = checkoutMessages.payment;

export interface AddressFieldsProps {
  /** Prefix of the inputs' ids (focus on the first error). */
  idPrefix: string;
  draft: AddressDraft;
  errors: AddressErrors;
  onChange: (draft: AddressDraft) => void;
  /** Extra controls under the fields (save to the list, default). */
  children?: ReactNode;
}

type Line = Omit<TextFieldProps, 'label'> & { field: AddressField; label: string; wide?: boolean };

/** The fields in order (우편번호 takes its search button and hint in the component). */
const LINES: Line[] = [
  { field: 'label', label: text.addressLabel, maxLength: 20 },
  { field: 'recipient', label: text.recipient, maxLength: 30, autoComplete: 'name' },
  { field: 'phone', label: text.phone, type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: text.phonePlaceholder },
  { field: 'postcode', label: text.postcode, inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' },
  { field: 'address', label: text.addressLine, maxLength: 200, autoComplete: 'address-line1', wide: true },
  { field: 'addressDetail', label: text.addressDetail, maxLength: 100, autoComplete: 'address-line2', wide: true },
];

/**
 * Recipient, phone, postcode (typed, or found with 우편번호 찾기), address and
 * detail. When the postcode search cannot load, a Korean hint says to type
 * the address, and the fields keep working on their own.
 */
export function AddressFields({ idPrefix, draft, errors, onChange, children }: AddressFieldsProps) {
  const [searching, setSearching] = useState(false);
  const [searchHint, setSearchHint] = useState<string | null>(null);

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
      {LINES.map(({ field, wide, ...props }) => {
        const input = (
          <TextField
            key={field}
            inputId={`${idPrefix}-${field}`}
            {...props}
            value={draft[field]}
            error={field === 'label' ? undefined : errors[field]}
            onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
            {...(field === 'postcode'
              ? {
                  hint: searchHint ?? undefined,
                  addon: (
                    <Button type="button" $variant="secondary" $size="lg" onClick={() => void findPostcode()} disabled={searching}>
                      {searching ? text.postcodeLoading : text.findPostcode}
                    </Button>
                  ),
                }
              : {})}
          />
        );
        return wide ? <Wide key={field}>{input}</Wide> : input;
      })}
      {children ? <Wide>{children}</Wide> : null}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.md};

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  ${media.desktop} {
    grid-column: 1 / -1;
  }
`;
