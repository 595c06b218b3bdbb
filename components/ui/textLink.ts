import { css } from 'styled-components';
import { colors } from '@/styles/theme';

/** A link beside or below content ("더 보기", "주문 상세"): a 44 px target, bold, in the primary colour. */
export const textLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${colors.primary};
  font-weight: 700;
`;
