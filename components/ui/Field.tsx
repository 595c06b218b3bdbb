import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, FieldLabel, fieldControlProps, fieldIds, type FieldControlProps, type FieldTextSize } from './fieldParts';
import { space } from '@/styles/theme';

/**
 * A labelled control with its hint and error: the label's `htmlFor`,
 * `aria-describedby` (hint, then error), `aria-invalid` and
 * `aria-errormessage` are wired here once, so a screen reader reads the error
 * with the control. Its lines and ids are in ./fieldParts.ts.
 */

export interface FieldProps {
  label: ReactNode;
  /** The control's id (to focus the first invalid field); generated otherwise. */
  id?: string;
  hint?: ReactNode;
  /** The field's Korean error, shown under it; empty: the field is valid. */
  error?: ReactNode;
  /**
   * How a new error is announced: `alert` (the line is a role=alert), or
   * `polite` (the line is always there, an aria-live region that keeps its
   * height so the form does not jump). Without it the error is only described.
   */
  announce?: 'alert' | 'polite';
  /** Space between label, control and lines: `6px` (default) or the theme's `xs` (4 px). */
  gap?: 'default' | 'xs';
  textSize?: FieldTextSize;
  /** Lines of the error in normal weight (the compact account and shipping forms). */
  plainError?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, its control, a hint and an error, tied together. */
export function Field({ label, id, hint, error, announce, gap = 'default', textSize = 'md', plainError, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const ids = fieldIds(controlId);
  const hasError = Boolean(error);
  return (
    <FieldBox className={className} $gap={gap}>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      {children(fieldControlProps(controlId, { hint: Boolean(hint), error: hasError }))}
      {hint ? (
        <FieldHint id={ids.hint} $size={textSize}>
          {hint}
        </FieldHint>
      ) : null}
      {announce === 'polite' ? (
        <FieldError id={ids.error} aria-live="polite" $size={textSize} $plain={plainError} $reserve>
          {error ?? ''}
        </FieldError>
      ) : hasError ? (
        <FieldError id={ids.error} role={announce === 'alert' ? 'alert' : undefined} $size={textSize} $plain={plainError}>
          {error}
        </FieldError>
      ) : null}
    </FieldBox>
  );
}

const FieldBox = styled.div<{ $gap: 'default' | 'xs' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap }) => ($gap === 'xs' ? space.xs : '6px')};
  min-width: 0;
`;

