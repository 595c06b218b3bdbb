import styled from 'styled-components';

/**
 * The money summary beside a list (the cart's 결제 예정 금액, the checkout's
 * 결제 금액): a grey box, sticky from the medium width, with label/amount rows
 * (`dl > div > dt + dd`) and its grand total in TotalsBox.Total.
 */
export const TotalsBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.medium} {
    position: sticky;
    top: ${({ theme }) => theme.space.lg};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }

  dl div {
    display: flex;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space.xs} 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** The grand total row of a TotalsBox. */
export const TotalsRow = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm} !important;
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};

  dt,
  dd {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 800;
  }
`;

