import styled from 'styled-components';
import { Field } from '@/components/ui/Field';
import { choiceLabelContent } from '@/components/ui/choiceLabel';
import { linkRow } from '@/components/ui/linkRow';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

export const HeadStatus = styled.div`
  margin-top: ${space.sm};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.xl};
  max-width: 720px;
`;

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  font-size: ${fontSizes.base};
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${colors.primary};
  }

  input:disabled + span {
    color: ${colors.textSecondary};
  }
`;

export const Reasons = styled.div`
  display: grid;

  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${space.lg};
  }
`;

export const Brand = styled.div`
  margin-bottom: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};

  /* The brand's name: the heading after the page's h1 (no heading level skipped). */
  h2 {
    padding: ${space.sm} ${space.lg};
    background: ${colors.surface};
    font-size: ${fontSizes.base};
    font-weight: 700;
    border-radius: ${radii.lg} ${radii.lg} 0 0;
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  li + li {
    border-top: 1px solid ${colors.border};
  }
`;

export const LineChoice = styled.label<{ $disabled: boolean }>`
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr) auto;
  align-items: start;
  gap: ${space.md};
  min-height: 44px;
  padding: ${space.md} ${space.lg};
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};

  ${choiceLabelContent}
`;

/** The reason's free text: the kit's Field, set apart from the reasons above it. */
export const Detail = styled(Field)`
  margin-top: ${space.md};
`;

export const DetailText = styled.textarea`
  padding: ${space.md};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  font: inherit;
  font-size: ${fontSizes.lg};
  resize: vertical;

  &:focus {
    outline: none;
    border-color: ${colors.primary};
    box-shadow: 0 0 0 3px ${colors.primarySoft};
  }
`;

export const SubmitError = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.sm};
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
  color: ${colors.danger};
  font-weight: 600;
`;

export const Preview = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  padding: ${space.lg};
  border: 2px solid ${colors.primary};
  border-radius: ${radii.lg};

  h2 {
    font-size: ${fontSizes.xl};
    font-weight: 700;
  }

  dl {
    margin: 0;
  }

  dl div {
    display: flex;
    justify-content: space-between;
    padding: ${space.xs} 0;
  }

  dd {
    margin: 0;
    font-weight: 700;
  }
`;

export const Blocked = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  max-width: 720px;
  padding: ${space.xl};
  border-radius: ${radii.lg};
  background: ${colors.surface};

  h2 {
    font-size: ${fontSizes.xl};
    font-weight: 700;
  }
`;

export const Links = styled.p`
  ${linkRow};

  a {
    color: ${colors.primary};
    font-weight: 600;
    text-decoration: underline;
  }
`;
