import styled from 'styled-components';

/** The content column of a page: the design's content width with its gutters. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.layout.gutterMobile} ${theme.space.xxl}`};

  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.layout.gutterDesktop} 64px`};
  }
`;
