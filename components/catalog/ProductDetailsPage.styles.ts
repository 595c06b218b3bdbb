import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

export const Layout = styled.div`
  display: grid;
  gap: ${space.xl};

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space.xxl};
  }
`;

export const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};

  h1 {
    font-size: ${fontSizes.xxl};
    font-weight: 700;
    line-height: 1.35;
  }
`;

export const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
  color: ${colors.textSecondary};
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
  gap: ${space.sm};
  padding: ${space.lg} 0;
  border-top: 1px solid ${colors.border};
  border-bottom: 1px solid ${colors.border};

  dt {
    color: ${colors.textSecondary};
  }

  s {
    color: ${colors.textMuted};
  }
`;

export const Emphasis = styled.div`
  font-size: ${fontSizes.xl};
  font-weight: 800;

  dt {
    color: ${colors.text};
  }
`;

export const Rate = styled.span`
  color: ${colors.accent};
`;

export const Margin = styled.strong`
  color: ${colors.success};
  font-weight: 700;
`;

/**
 * The tier table, and the 상품정보제공고시 table (a header per row) below the description:
 * amounts (the tier table's second column) on the right, a row's header and its text both left.
 */
export const Tiers = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.md};

  caption {
    margin-bottom: ${space.sm};
    text-align: left;
    font-weight: 700;
  }

  th,
  td {
    padding: ${space.sm};
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }

  th {
    color: ${colors.textSecondary};
    font-weight: 600;
    background: ${colors.surface};
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
  gap: ${space.sm};
`;

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`;

/**
 * The wishlist and share buttons beside the brand name. The heart's state is its aria-pressed,
 * so its markup changes with nothing else (lib/server/http/sharedPages.ts).
 */
export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${space.md};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.background};
  color: ${colors.text};
  font-size: ${fontSizes.md};
  font-weight: 600;

  svg {
    fill: none;
  }

  &[aria-pressed='true'] {
    color: ${colors.accent};

    svg {
      fill: currentColor;
    }
  }

  &[aria-pressed='true'] .off,
  &[aria-pressed='false'] .on {
    display: none;
  }
`;

export const RefundBadge = styled(Link)`
  display: inline-flex;
  flex-direction: column;
  justify-content: center;
  min-height: 44px;
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  color: ${colors.text};
  text-decoration: none;
  font-size: ${fontSizes.sm};

  strong {
    color: ${colors.primary};
    font-size: ${fontSizes.md};
  }

  &:hover strong {
    text-decoration: underline;
  }
`;

export const MoreFromBrand = styled.section`
  margin-top: ${space.xxl};

  header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${space.md};
    margin-bottom: ${space.lg};
  }

  h2 {
    font-size: ${fontSizes.xl};
    font-weight: 700;
  }

  header a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.primary};
    font-size: ${fontSizes.md};
    font-weight: 600;
  }
`;

export const MembersOnly = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  color: ${colors.text};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    align-self: flex-start;
    font-weight: 700;
    color: ${colors.primary};
  }
`;

export const Facts = styled.dl`
  ${definitionList}
  gap: ${space.sm};
  font-size: ${fontSizes.md};

  dt {
    color: ${colors.textSecondary};
  }
`;

export const Delivery = styled.section`
  padding-top: ${space.lg};
  border-top: 1px solid ${colors.border};

  h2 {
    margin-bottom: ${space.sm};
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }
`;

export const Description = styled.section`
  margin-top: ${space.xxl};

  h2 {
    margin-bottom: ${space.md};
    font-size: ${fontSizes.xl};
    font-weight: 700;
  }

  p {
    white-space: pre-line;
    color: ${colors.textSecondary};
  }
`;
