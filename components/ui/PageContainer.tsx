import styled from 'styled-components';
import { layout, media, space } from '@/styles/theme';

/** The content column of a page: the design's content width with its gutters. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space.xl} ${layout.gutterMobile} ${space.xxl};

  ${media.desktop} {
    padding: ${space.xxl} ${layout.gutterDesktop} 64px;
  }
`;
