import styled, { css } from 'styled-components';

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
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size = 'md' }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md)};
  font-weight: 600;
  white-space: nowrap;
  transition:
    background-color 0.15s,
    border-color 0.15s,
    color 0.15s;

  ${({ theme, $variant = 'primary' }) => {
    if ($variant === 'primary') {
      return css`
        background: ${theme.colors.primary};
        color: ${theme.colors.textInverse};
        border: 1px solid ${theme.colors.primary};
        &:hover:not(:disabled) {
          background: ${theme.colors.primaryDark};
          border-color: ${theme.colors.primaryDark};
        }
      `;
    }
    if ($variant === 'secondary') {
      return css`
        background: ${theme.colors.background};
        color: ${theme.colors.text};
        border: 1px solid ${theme.colors.borderStrong};
        &:hover:not(:disabled) {
          border-color: ${theme.colors.text};
        }
      `;
    }
    return css`
      background: transparent;
      color: ${theme.colors.textSecondary};
      border: 1px solid transparent;
      &:hover:not(:disabled) {
        background: ${theme.colors.surface};
        color: ${theme.colors.text};
      }
    `;
  }}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;
