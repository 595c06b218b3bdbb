import styled from 'styled-components';
import { colors, fontSizes } from '@/styles/theme';

/** One titled column of the footer (quick links, customer centre, notices). */
export const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const Heading = styled.h2`
  font-size: ${fontSizes.base};
  font-weight: 700;
  color: ${colors.text};
`;
