import Link from 'next/link';
import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

export const Gallery = styled.div`
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1 / 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const NoImage = styled.div`
  aspect-ratio: 1 / 1;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 700;
    line-height: 1.35;
  }
`;

export const BrandLink = styled(Link)`
  align-self: flex-start;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textSecondary};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const definitionList = `
  display: flex;
  flex-direction: column;
  margin: 0;

  & > div {
    display: flex;
    justify-content: space-between;
    gap: 16px;
  }

  dd {
    margin: 0;
    text-align: right;
  }
`;

export const Prices = styled.dl`
  ${definitionList}
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  s {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Emphasis = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;

  dt {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Rate = styled.span`
  color: ${({ theme }) => theme.colors.accent};
`;

export const MembersOnly = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};

  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Facts = styled.dl`
  ${definitionList}
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

export const Description = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};

  h2 {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }

  p {
    white-space: pre-line;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
