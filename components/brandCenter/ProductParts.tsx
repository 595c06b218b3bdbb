import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { fieldControl } from '@/components/ui/fieldControl';

/**
 * Small parts shared by the brand centre's product screens: a labelled field
 * with its hint and its Korean error right under the control (tied to it by
 * aria-describedby), and the input's look.
 */
export interface ProductFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

export function ProductField({ label, hint, error, ...input }: ProductFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldBox>
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

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;

  > label {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${fieldControl}
`;

export const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const FieldError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A 44 px icon-or-word button used inside editors (remove a row, move a picture). */
export const SmallButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  white-space: nowrap;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.text};
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
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: 600;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;
