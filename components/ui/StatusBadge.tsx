import styled, { css } from 'styled-components';
import { colors, fontSizes, radii, space } from '@/styles/theme';

export type StatusTone = 'progress' | 'waiting' | 'done' | 'closed';

/**
 * A short status word in a pill (order and request states); colours from the theme, AA on its
 * background. The caller picks the tone (orders: lib/orders/orderStatusTone.ts).
 */
export const StatusBadge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${space.sm};
  border-radius: ${radii.pill};
  font-size: ${fontSizes.sm};
  font-weight: 700;
  white-space: nowrap;

  ${({ $tone }) => {
    if ($tone === 'waiting')
      return css`
        background: ${colors.accentSoft};
        color: ${colors.accent};
      `;
    if ($tone === 'done')
      return css`
        background: ${colors.surface};
        color: ${colors.success};
        border: 1px solid ${colors.border};
      `;
    if ($tone === 'closed')
      return css`
        background: ${colors.surfaceStrong};
        color: ${colors.textSecondary};
      `;
    return css`
      background: ${colors.primarySoft};
      color: ${colors.primary};
    `;
  }}
`;
