import styled from 'styled-components';
import { thumbnail } from '@/components/ui/thumbnail';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

/** The checkout page's styled pieces, shared by its panels (components/orders/CheckoutPage.tsx). */

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xl};

  ${media.medium} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  min-width: 0;
`;

export const Panel = styled.section`
  min-width: 0;
  margin: 0;
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};

  ${media.belowMobile} {
    padding: ${space.md};
  }

  &:focus {
    outline: none;
  }
`;

export const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${space.sm};

  h2 {
    font-size: ${fontSizes.xl};
    font-weight: 700;
  }

  small {
    color: ${colors.textSecondary};
    font-size: ${fontSizes.md};
    font-weight: 400;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.primary};
    font-weight: 600;
  }
`;

export const Brand = styled.div`
  padding: ${space.md} 0;
  border-top: 1px solid ${colors.border};

  h3 {
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }

  ul {
    list-style: none;
  }
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  gap: ${space.md};
  align-items: center;
  padding: ${space.sm} 0;

  p {
    overflow-wrap: anywhere;
  }
`;

export const Thumb = styled.div`
  ${thumbnail(56)};
`;

/** 사용할 적립금 with 전액 사용 beside it: a short amount needs no full-width field. */
export const CreditField = styled.div`
  max-width: 440px;
`;

export const Muted = styled.span`
  display: block;
  color: ${colors.textSecondary};
  font-size: ${fontSizes.md};
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.md};

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const Wide = styled.div`
  ${media.desktop} {
    grid-column: 1 / -1;
  }
`;

export const Methods = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.sm};
`;

export const MethodOption = styled.label<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 48px;
  padding: 0 ${space.md};
  border: 1px solid ${({ $active }) => ($active ? colors.primary : colors.borderStrong)};
  border-radius: ${radii.md};
  background: ${({ $active }) => ($active ? colors.primarySoft : colors.background)};
  font-weight: 600;
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    accent-color: ${colors.primary};
  }
`;

export const CardBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin-top: ${space.md};
`;
