import styled from 'styled-components';

export const Panel = styled.div`
  width: 100%;
  max-width: 440px;
  margin: 0 auto;

  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  header {
    text-align: center;
  }
`;

export const Aside = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};

  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A note above a form (the Kakao sign-up it continues). */
export const Notice = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
