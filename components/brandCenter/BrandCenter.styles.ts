import styled, { css } from 'styled-components';
import { chip, chipRow } from '@/components/ui/chips';
import { fieldBox } from '@/components/ui/fieldControl';

/** The pieces the brand centre's pages share. */

/** A page's one-line explanation under its heading. */
export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** The outcome of the last action (a polite live region): empty and flat until it says something. */
export const Status = styled.p`
  margin: 0;

  &:not(:empty) {
    margin-bottom: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

/** A row of filter links as pills, the current one (aria-current) filled. */
export const FilterChips = styled.nav`
  ${chipRow};
  margin-bottom: ${({ theme }) => theme.space.lg};

  a {
    ${chip};
    gap: ${({ theme }) => theme.space.sm};
    font-weight: 700;
    text-decoration: none;
  }

  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

/** Labels above their inputs, as the brand centre's search and period forms lay them out. */
export const labelledInputs = css`
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 600;
  }

  input {
    height: 48px;
    min-width: 0;
    padding: 0 ${({ theme }) => theme.space.md};
    ${fieldBox}
  }

  input::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** An order's or a refund's lines: name and figures apart on one row, ruled below. */
export const lineList = css`
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
