import styled from 'styled-components';

/** A line of small print under prices or sums (부가세 포함), in the secondary text colour. */
export const SmallPrint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
