import styled from 'styled-components';
import { colors, fontSizes } from '@/styles/theme';

/** A line of small print under prices or sums (부가세 포함), in the secondary text colour. */
export const SmallPrint = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textSecondary};
`;
