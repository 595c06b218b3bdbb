import styled, { css } from 'styled-components';

export type StatusTone = 'progress' | 'waiting' | 'done' | 'closed';

/**
 * A short status word in a pill (order and request states); colours from the theme, AA on its
 * background. The caller picks the tone (orders: lib/orders/orderStatusTone.ts).
 */
export const StatusBadge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  white-space: nowrap;

  ${({ theme, $tone }) => {
    if ($tone === 'waiting')
      return css`
        background: ${theme.colors.accentSoft};
        color: ${theme.colors.accent};
      `;
    if ($tone === 'done')
      return css`
        background: ${theme.colors.surface};
        color: ${theme.colors.success};
        border: 1px solid ${theme.colors.border};
      `;
    if ($tone === 'closed')
      return css`
        background: ${theme.colors.surfaceStrong};
        color: ${theme.colors.textSecondary};
      `;
    return css`
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.primary};
    `;
  }}
`;
