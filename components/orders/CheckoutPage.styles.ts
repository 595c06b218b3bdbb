import styled from 'styled-components';
import { thumbnail } from '@/components/ui/thumbnail';

/** The checkout page's styled pieces, shared by its panels (components/orders/CheckoutPage.tsx). */

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.medium} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export const Panel = styled.section`
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.belowMobile} {
    padding: ${({ theme }) => theme.space.md};
  }

  &:focus {
    outline: none;
  }
`;

export const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }

  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 400;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

export const Brand = styled.div`
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }

  ul {
    list-style: none;
  }
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm} 0;

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
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const Wide = styled.div`
  ${({ theme }) => theme.media.desktop} {
    grid-column: 1 / -1;
  }
`;

export const Methods = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

export const MethodOption = styled.label<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : theme.colors.background)};
  font-weight: 600;
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const CardBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;
