import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Field } from '@/components/ui/Field';
import { fieldBox, fieldControl, fieldInvalid } from '@/components/ui/fieldControl';
import { colors, fontSizes, radii, space } from '@/styles/theme';

/**
 * Small parts shared by the brand centre's product screens: a labelled number
 * or text box (the kit's Field, with the editors' dense 12 px hint and error
 * lines), and the input's look.
 */
export interface ProductFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

export function ProductField({ label, hint, error, ...input }: ProductFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} textSize="sm">
      {(control) => <Input {...control} {...input} />}
    </Field>
  );
}

/** Digits typed into a number box as an integer (NaN when empty), so the checks can name it. */
export function toInt(value: string): number {
  const digits = value.replace(/[^\d-]/g, '');
  return digits === '' || digits === '-' ? Number.NaN : Number(digits);
}

/** A number for a number box: '' while it is not a number yet. */
export function intValue(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

export const Input = styled.input<{ $invalid?: boolean }>`
  ${fieldControl}
`;

/** A select of the product form (its category, its notice's group). */
export const Select = styled.select`
  height: 44px;
  padding: 0 12px;
  ${fieldBox}
  ${fieldInvalid}
`;

/** A 44 px icon-or-word button used inside editors (remove a row, move a picture). */
export const SmallButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${space.sm};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.background};
  color: ${colors.text};
  font-size: ${fontSizes.md};
  font-weight: 600;
  white-space: nowrap;

  &:hover:not(:disabled) {
    border-color: ${colors.text};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** A link drawn as the primary button (상품 등록, 스토어에서 보기). */
export const ActionLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 18px;
  border-radius: ${radii.md};
  background: ${colors.primary};
  color: ${colors.textInverse};
  font-weight: 600;
  white-space: nowrap;

  &:hover {
    background: ${colors.primaryDark};
  }
`;
