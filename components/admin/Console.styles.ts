import styled from 'styled-components';
import Link from '@/components/ui/Link';
import { fieldControl } from '@/components/ui/fieldControl';
import { primaryLinkButton } from '@/components/ui/linkButton';
import { textLink } from '@/components/ui/textLink';
import { labelledInputs } from '@/components/ui/listPage';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

/** The pieces the console's pages share (their lists' lead, status and chips are the kit's: components/ui/listPage.ts). */

/** A white block of a page with its h2. */
export const Panel = styled.section`
  margin-bottom: ${space.lg};
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};

  h2 {
    margin: 0 0 ${space.md};
    font-size: ${fontSizes.xl};
    font-weight: 800;
  }
`;

/** A table that scrolls sideways on a phone rather than squeezing its columns (./TableBox.tsx gives it a name and the keyboard). */
export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${fontSizes.md};
  }

  th,
  td {
    padding: ${space.sm} ${space.md};
    border-bottom: 1px solid ${colors.border};
    text-align: left;
    vertical-align: middle;
    white-space: nowrap;
  }

  th {
    background: ${colors.surface};
    color: ${colors.textSecondary};
    font-weight: 700;
  }

  td.wrap {
    min-width: 14em;
    white-space: normal;
  }

  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  tr:last-child td {
    border-bottom: 0;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.primary};
    font-weight: 700;
  }
`;

/** A list's search: labelled inputs in a row that wraps, then its buttons. */
export const SearchForm = styled.form`
  ${labelledInputs};
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space.md};
  margin-bottom: ${space.lg};

  label {
    flex: 1 1 180px;
  }

  label.check {
    flex: 0 0 auto;
    flex-direction: row;
    align-items: center;
    min-height: 48px;
  }

  label.check input {
    width: 20px;
    height: 20px;
    padding: 0;
  }

  select {
    height: 48px;
    padding: 0 ${space.md};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    background: ${colors.background};
    color: ${colors.text};
    font-size: ${fontSizes.base};
  }
`;

/** A form's fields one under the other, at most a readable width. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  max-width: 480px;
`;

/** A row of buttons that wraps; each at least 44 px tall. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};

  button {
    min-height: 44px;
  }

  a {
    ${textLink};
    padding: 0 ${space.sm};
  }
`;

/** Text to copy exactly (a link, a password, codes): monospaced, selectable, wrapping. */
export const Secret = styled.code`
  display: block;
  padding: ${space.md};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  font-size: ${fontSizes.base};
  overflow-wrap: anywhere;
  user-select: all;
`;

/** The count of a list above it. */
export const Count = styled.p`
  margin: 0 0 ${space.sm};
  color: ${colors.textSecondary};
  font-size: ${fontSizes.md};
`;

/** Two columns on a desktop, one on a phone. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.lg};

  ${media.medium} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

/** A group of checkboxes or radio buttons under a legend, each choice 44 px tall (class `inline`: side by side). */
export const ChoiceSet = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${space.xs};
    font-weight: 600;
  }

  label {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-height: 44px;
  }

  &.inline label {
    display: inline-flex;
    margin-right: ${space.lg};
  }

  input {
    width: 20px;
    height: 20px;
    flex: none;
  }
`;

/** A text area of the kit's look (a notice's paragraph, an answer): grows with its text, resizable. */
export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${fieldControl};
  height: auto;
  min-height: 120px;
  padding: ${space.sm} 14px;
  line-height: 1.6;
  resize: vertical;
`;

/** A select of the kit's look. */
export const Select = styled.select<{ $invalid?: boolean }>`
  ${fieldControl};
`;

/** A form wider than a Stack (an editor), its fields one under the other. */
export const EditorForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  max-width: 760px;
`;

/** The way to a new notice or question, beside the page's h1: a link that looks like the primary button. */
export const NewLink = styled(Link)`
  ${primaryLinkButton};
  text-decoration: none;
`;
