import { css } from 'styled-components';
import { colors, radii, space } from '@/styles/theme';

/*
 * Chips: the pill-shaped links and toggles lists are filtered or jumped
 * through (FAQ topics, order and product filters, sales periods, search
 * categories). A finger's minimum (44 px) tall, outlined; each list adds its
 * own type weight and its current-state look.
 */

/** A wrapping row of chips, a small gap apart. */
export const chipRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

/** One chip. */
export const chip = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${space.lg};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.pill};
  color: ${colors.text};
`;

/** The chosen chip (the current filter, a checked toggle), tinted in the primary colour. */
export const chipChosen = css`
  border-color: ${colors.primary};
  background: ${colors.primarySoft};
  color: ${colors.primary};
`;
