import { useId, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/**
 * The kit's form-field primitives: a labelled control with its hint and error
 * (`Field`), a group of controls under a legend (`Fieldset`), and the two
 * lines under them (`FieldHint`, `FieldError`). They do the wiring once: the
 * label's `htmlFor`, `aria-describedby` (hint, then error), `aria-invalid`
 * and `aria-errormessage`, so a screen reader reads the error with the control.
 */

/** The text size of a hint or an error line: `md` (14 px) in most forms, `sm` (12 px) in dense editors. */
export type FieldTextSize = 'sm' | 'md';

/** What the control spreads on itself: `<Field>{(control) => <Input {...control} />}</Field>`. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
}

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

/** The ids of a field's lines, for a control wired by hand (`fieldIds(id).error`). */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** What a control spreads on itself for its hint and error. */
export function fieldControlProps(id: string, { hint, error }: { hint?: boolean; error?: boolean }): FieldControlProps {
  const ids = fieldIds(id);
  const described = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    'aria-errormessage': error ? ids.error : undefined,
  };
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

export interface FieldsetProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'children'> {
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** `plain`: no frame (default); `boxed`: a bordered, padded group (the sign-up consents). */
  variant?: 'plain' | 'boxed';
  /** The legend's size; unset, it keeps the text's own. */
  legendSize?: 'base' | 'md' | 'lg' | 'xl';
  /** Space under the legend (plain groups): the theme's `sm` (default) or `md`. */
  legendGap?: 'sm' | 'md';
  /** Space between the group's children: none (default), or the theme's `xs` or `sm`. */
  gap?: 'none' | 'xs' | 'sm';
  children: ReactNode;
}

/** A group of controls under a legend, with a hint and an error described on the group. */
export function Fieldset({ legend, hint, error, variant = 'plain', legendSize, legendGap = 'sm', gap = 'none', children, ...rest }: FieldsetProps) {
  const id = useId();
  const ids = fieldIds(id);
  const described = [rest['aria-describedby'], hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  return (
    <FieldsetBox
      {...rest}
      aria-describedby={described || undefined}
      $variant={variant}
      $legendSize={legendSize}
      $legendGap={legendGap}
      $gap={gap}
    >
      <legend>{legend}</legend>
      {children}
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={ids.error} role="alert" $spaced>
          {error}
        </FieldError>
      ) : null}
    </FieldsetBox>
  );
}

const FieldBox = styled.div<{ $gap: 'default' | 'xs' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => ($gap === 'xs' ? theme.space.xs : '6px')};
  min-width: 0;
`;

/** A field's label: 14 px, semibold, in the text colour (4.5:1 and more on the background). */
export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const spacedLine = css<{ $spaced?: boolean }>`
  ${({ theme, $spaced }) => ($spaced ? `margin-top: ${theme.space.xs};` : '')}
`;

/**
 * A line that explains a field, in the secondary text colour (`$muted`: the
 * muted one, for the filter panel's notes); `$spaced` puts the theme's `xs`
 * above it when it does not sit in a field's gap.
 */
export const FieldHint = styled.p<{ $size?: FieldTextSize; $muted?: boolean; $spaced?: boolean }>`
  ${spacedLine}
  font-size: ${({ theme, $size = 'md' }) => theme.fontSizes[$size]};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.textSecondary)};
`;

/**
 * A field's error, in the danger colour, semibold (`$plain`: normal weight);
 * `$reserve` keeps one line's height while it is empty (a live region that is
 * always there); `$spaced` puts the theme's `xs` above it.
 */
export const FieldError = styled.p<{ $size?: FieldTextSize; $plain?: boolean; $reserve?: boolean; $spaced?: boolean }>`
  ${spacedLine}
  ${({ $reserve }) => ($reserve ? 'min-height: 1.5em;' : '')}
  font-size: ${({ theme, $size = 'md' }) => theme.fontSizes[$size]};
  font-weight: ${({ $plain }) => ($plain ? 'normal' : 600)};
  color: ${({ theme }) => theme.colors.danger};
`;

const FieldsetBox = styled.fieldset<{
  $variant: 'plain' | 'boxed';
  $legendSize?: 'base' | 'md' | 'lg' | 'xl';
  $legendGap: 'sm' | 'md';
  $gap: 'none' | 'xs' | 'sm';
}>`
  min-width: 0;
  margin: 0;
  ${({ theme, $gap }) => ($gap === 'none' ? '' : `display: flex; flex-direction: column; gap: ${theme.space[$gap]};`)}
  ${({ theme, $variant }) =>
    $variant === 'boxed'
      ? `padding: ${theme.space.lg}; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radii.md};`
      : 'padding: 0; border: 0;'}

  legend {
    ${({ theme, $variant, $legendGap }) =>
      $variant === 'boxed' ? `padding: 0 ${theme.space.xs};` : `margin-bottom: ${theme.space[$legendGap]}; padding: 0;`}
    ${({ theme, $legendSize }) => ($legendSize ? `font-size: ${theme.fontSizes[$legendSize]};` : '')}
    font-weight: 700;
    ${({ theme, $variant }) => ($variant === 'boxed' ? `color: ${theme.colors.text};` : '')}
  }
`;
