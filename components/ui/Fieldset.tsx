import { useId, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, fieldIds } from './fieldParts';
import { colors, fontSizes, radii, space } from '@/styles/theme';

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

const FieldsetBox = styled.fieldset<{
  $variant: 'plain' | 'boxed';
  $legendSize?: 'base' | 'md' | 'lg' | 'xl';
  $legendGap: 'sm' | 'md';
  $gap: 'none' | 'xs' | 'sm';
}>`
  min-width: 0;
  margin: 0;
  ${({ $gap }) => ($gap === 'none' ? '' : `display: flex; flex-direction: column; gap: ${space[$gap]};`)}
  ${({ $variant }) =>
    $variant === 'boxed'
      ? `padding: ${space.lg}; border: 1px solid ${colors.border}; border-radius: ${radii.md};`
      : 'padding: 0; border: 0;'}

  legend {
    ${({ $variant, $legendGap }) =>
      $variant === 'boxed' ? `padding: 0 ${space.xs};` : `margin-bottom: ${space[$legendGap]}; padding: 0;`}
    ${({ $legendSize }) => ($legendSize ? `font-size: ${fontSizes[$legendSize]};` : '')}
    font-weight: 700;
    ${({ $variant }) => ($variant === 'boxed' ? `color: ${colors.text};` : '')}
  }
`;
