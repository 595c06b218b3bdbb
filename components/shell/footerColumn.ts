import styled from 'styled-components';

/** One titled column of the footer (quick links, customer centre, notices). */
export const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;
