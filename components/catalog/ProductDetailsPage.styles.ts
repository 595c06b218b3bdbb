import Link from '@/components/ui/Link';
import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};
  }
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
  display: inline-flex;
  align-items: center;
  min-height: 44px;
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

export const Margin = styled.strong`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

/**
 * The tier table, and the 상품정보제공고시 table (a header per row) below the description:
 * amounts (the tier table's second column) on the right, a row's header and its text both left.
 */
export const Tiers = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};

  caption {
    margin-bottom: ${({ theme }) => theme.space.sm};
    text-align: left;
    font-weight: 700;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }

  th {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: 600;
    background: ${({ theme }) => theme.colors.surface};
  }

  td + td,
  th + th {
    text-align: right;
  }
`;

export const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The wishlist and share buttons beside the brand name. */
export const ToolButton = styled.button<{ $on?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;

  svg {
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }
`;

export const RefundBadge = styled(Link)`
  display: inline-flex;
  flex-direction: column;
  justify-content: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  &:hover strong {
    text-decoration: underline;
  }
`;

export const MoreFromBrand = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};

  header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    margin-bottom: ${({ theme }) => theme.space.lg};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }

  header a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 600;
  }
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
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    align-self: flex-start;
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

export const Delivery = styled.section`
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
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
