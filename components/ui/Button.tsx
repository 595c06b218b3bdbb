import styled, { css } from 'styled-components';
import { colors, fontSizes, radii } from '@/styles/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const heights: Record<ButtonSize, string> = { sm: '32px', md: '40px', lg: '48px' };

/** The shop's button: primary (filled), secondary (outlined) or ghost. */
export const Button = styled.button<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: ${({ $size = 'md' }) => heights[$size]};
  padding: 0 ${({ $size = 'md' }) => ($size === 'sm' ? '12px' : '18px')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border-radius: ${radii.md};
  font-size: ${({ $size = 'md' }) => ($size === 'lg' ? fontSizes.lg : fontSizes.md)};
  font-weight: 600;
  white-space: nowrap;
  transition:
    background-color 0.15s,
    border-color 0.15s,
    color 0.15s;

  ${({ $variant = 'primary' }) => {
    if ($variant === 'primary') {
      return css`
        background: ${colors.primary};
        color: ${colors.textInverse};
        border: 1px solid ${colors.primary};
        &:hover:not(:disabled) {
          background: ${colors.primaryDark};
          border-color: ${colors.primaryDark};
        }
      `;
    }
    if ($variant === 'secondary') {
      return css`
        background: ${colors.background};
        color: ${colors.text};
        border: 1px solid ${colors.borderStrong};
        &:hover:not(:disabled) {
          border-color: ${colors.text};
        }
      `;
    }
    return css`
      background: transparent;
      color: ${colors.textSecondary};
      border: 1px solid transparent;
      &:hover:not(:disabled) {
        background: ${colors.surface};
        color: ${colors.text};
      }
    `;
  }}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;
