import styled, { css } from 'styled-components';
import { fieldControl } from '@/components/ui/fieldControl';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

/** The apply page's parts: panels, form rows, notes and errors (theme tokens only). */

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};

  h3.sub {
    margin-bottom: ${space.sm};
    font-size: ${fontSizes.base};
    font-weight: 700;
  }

  ${media.desktop} {
    padding: ${space.xl};
  }
`;

/** The brand part: intro, FAQ and form, spaced apart. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  max-width: 760px;
`;

/** Files sent with an application, each a link its uploader can open. */
/** A column of underlined links, each a 44 px target (the files sent, the pages to read). */
const linkList = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.primary};
    text-decoration: underline;
  }
`;

export const FileLinks = styled.ul`
  ${linkList};

  a {
    overflow-wrap: anywhere;
  }

  span {
    margin-left: ${space.xs};
    color: ${colors.textSecondary};
    font-weight: 400;
  }
`;

export const Lead = styled.p`
  font-size: ${fontSizes.base};
  line-height: 1.6;
  color: ${colors.text};
`;

export const Note = styled.p`
  font-size: ${fontSizes.md};
  line-height: 1.6;
  color: ${colors.textSecondary};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  width: 100%;
  max-width: 640px;
`;

/** Two fields side by side on desktop, stacked on a phone. */
export const Pair = styled.div`
  display: grid;
  gap: ${space.lg};

  ${media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The privacy consent: its checkbox, the policy link and the error, one under the other. */
export const ConsentBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${fieldControl}
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${fieldControl}
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${fieldControl}
  height: auto;
  min-height: 120px;
  padding: ${space.md} 14px;
  font: inherit;
  font-size: ${fontSizes.lg};
  line-height: 1.5;
  resize: vertical;
`;

/** A 44 px tall checkbox row. */
export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  font-size: ${fontSizes.md};
  font-weight: 600;

  input {
    width: 20px;
    height: 20px;
    flex: 0 0 auto;
  }
`;

export const Links = styled.ul`
  ${linkList};

  a {
    font-weight: 600;
  }
`;

export const NoScript = styled.p`
  padding: ${space.md} ${space.lg};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  font-size: ${fontSizes.md};
`;

export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};

  h3 {
    font-size: ${fontSizes.xl};
    font-weight: 700;
  }
`;
