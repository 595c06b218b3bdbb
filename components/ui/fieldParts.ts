import styled, { css } from 'styled-components';
import { colors, fontSizes, space } from '@/styles/theme';

/**
 * What every form field of the kit is made of: the label, the hint and error
 * lines under a control, and the ids and aria attributes that tie them to it.
 * `Field` and `Fieldset` put them together; a control laid out its own way (a
 * checkbox row, a file picker) takes them from here.
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

/** A field's label: 14 px, semibold, in the text colour (4.5:1 and more on the background). */
export const FieldLabel = styled.label`
  font-size: ${fontSizes.md};
  font-weight: 600;
  color: ${colors.text};
`;

const spacedLine = css<{ $spaced?: boolean }>`
  ${({ $spaced }) => ($spaced ? `margin-top: ${space.xs};` : '')}
`;

/**
 * A line that explains a field, in the secondary text colour (`$muted`: the
 * muted one, for the filter panel's notes); `$spaced` puts the theme's `xs`
 * above it when it does not sit in a field's gap.
 */
export const FieldHint = styled.p<{ $size?: FieldTextSize; $muted?: boolean; $spaced?: boolean }>`
  ${spacedLine}
  font-size: ${({ $size = 'md' }) => fontSizes[$size]};
  color: ${({ $muted }) => ($muted ? colors.textMuted : colors.textSecondary)};
`;

/**
 * A field's error, in the danger colour, semibold (`$plain`: normal weight);
 * `$reserve` keeps one line's height while it is empty (a live region that is
 * always there); `$spaced` puts the theme's `xs` above it.
 */
export const FieldError = styled.p<{ $size?: FieldTextSize; $plain?: boolean; $reserve?: boolean; $spaced?: boolean }>`
  ${spacedLine}
  ${({ $reserve }) => ($reserve ? 'min-height: 1.5em;' : '')}
  font-size: ${({ $size = 'md' }) => fontSizes[$size]};
  font-weight: ${({ $plain }) => ($plain ? 'normal' : 600)};
  color: ${colors.danger};
`;


/**
 * A checkbox (or radio) and its text in one label, at least 44 px tall, the
 * box 20 px in the primary colour; `$inset` puts 12 px around the box so it
 * lines up with the choices of a list (the checkout's).
 */
export const FieldCheck = styled.label<{ $inset?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;

  input {
    width: 20px;
    height: 20px;
    ${({ $inset }) => ($inset ? 'margin: 12px;' : '')}
    accent-color: ${colors.primary};
  }
`;
