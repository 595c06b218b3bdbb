import styled, { css } from 'styled-components';
import { chip, chipRow } from './chips';
import { fieldBox } from './fieldControl';
import { colors, fontSizes, radii, space } from '@/styles/theme';

/** The parts of the working pages' lists (the brand centre, the operator's console): a lead, the outcome of the last action, filter chips, search inputs, line lists. */

/** A page's one-line explanation under its heading. */
export const Lead = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.textSecondary};
`;

/** The outcome of the last action (a polite live region): empty and flat until it says something. */
export const Status = styled.p`
  margin: 0;

  &:not(:empty) {
    margin-bottom: ${space.lg};
    padding: ${space.md};
    border-radius: ${radii.md};
    background: ${colors.primarySoft};
    color: ${colors.primary};
    font-weight: 700;
  }
`;

/** A row of filter links as pills, the current one (aria-current) filled. */
export const FilterChips = styled.nav`
  ${chipRow};
  margin-bottom: ${space.lg};

  a {
    ${chip};
    gap: ${space.sm};
    font-weight: 700;
    text-decoration: none;
  }

  a[aria-current='page'] {
    border-color: ${colors.primary};
    background: ${colors.primary};
    color: ${colors.textInverse};
  }
`;

/** Labels above their inputs, as the brand centre's search and period forms lay them out. */
export const labelledInputs = css`
  label {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    min-width: 0;
    font-size: ${fontSizes.md};
    font-weight: 600;
  }

  input {
    height: 48px;
    min-width: 0;
    padding: 0 ${space.md};
    ${fieldBox}
  }

  input::placeholder {
    color: ${colors.textMuted};
  }
`;

/** An order's or a refund's lines: name and figures apart on one row, ruled below. */
export const lineList = css`
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${space.md};
    border-bottom: 1px solid ${colors.border};
  }
`;
