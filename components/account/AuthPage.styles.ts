import styled from 'styled-components';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

export const Panel = styled.div`
  width: 100%;
  max-width: 440px;
  margin: 0 auto;

  ${media.desktop} {
    padding: ${space.xxl} ${space.xl};
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
  }

  header {
    text-align: center;
  }
`;

export const Aside = styled.p`
  margin-top: ${space.lg};
  text-align: center;
  color: ${colors.textSecondary};

  a {
    font-weight: 700;
    color: ${colors.primary};
  }
`;

/** A note above a form (the Kakao sign-up it continues). */
export const Notice = styled.p`
  margin-bottom: ${space.lg};
  padding: ${space.md} ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  font-size: ${fontSizes.md};
`;
