import styled from 'styled-components';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

/**
 * The money summary beside a list (the cart's 결제 예정 금액, the checkout's
 * 결제 금액): a grey box, sticky from the medium width, with label/amount rows
 * (`dl > div > dt + dd`) and its grand total in TotalsBox.Total.
 */
export const TotalsBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surface};

  ${media.medium} {
    position: sticky;
    top: ${space.lg};
  }

  h2 {
    font-size: ${fontSizes.xl};
    font-weight: 700;
  }

  dl div {
    display: flex;
    justify-content: space-between;
    padding: ${space.xs} 0;
  }

  dt {
    color: ${colors.textSecondary};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** The grand total row of a TotalsBox. */
export const TotalsRow = styled.div`
  margin-top: ${space.sm};
  padding-top: ${space.sm} !important;
  border-top: 1px solid ${colors.borderStrong};

  dt,
  dd {
    color: ${colors.text};
    font-size: ${fontSizes.xl};
    font-weight: 800;
  }
`;

