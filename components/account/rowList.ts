import { css } from 'styled-components';
import { colors, space } from '@/styles/theme';

/**
 * The MY page's and the referral page's short lists (refunds, credit, invited
 * shops): 44 px rows of items that wrap, ruled below, the last item at the right.
 */
export const rowList = css`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.sm};
    min-height: 44px;
    border-bottom: 1px solid ${colors.border};
  }

  li > :last-child {
    margin-left: auto;
  }
`;
