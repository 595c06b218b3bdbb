import styled from 'styled-components';
import { Field } from '@/components/ui/Field';
import { choiceLabelContent } from '@/components/ui/choiceLabel';
import { linkRow } from '@/components/ui/linkRow';

export const HeadStatus = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 720px;
`;

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.base};
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  input:disabled + span {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

export const Reasons = styled.div`
  display: grid;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Brand = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  /* The brand's name: the heading after the page's h1 (no heading level skipped). */
  h2 {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.base};
    font-weight: 700;
    border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const LineChoice = styled.label<{ $disabled: boolean }>`
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};

  ${choiceLabelContent}
`;

/** The reason's free text: the kit's Field, set apart from the reasons above it. */
export const Detail = styled(Field)`
  margin-top: ${({ theme }) => theme.space.md};
`;

export const DetailText = styled.textarea`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  resize: vertical;

  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoft};
  }
`;

export const SubmitError = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export const Preview = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }

  dl {
    margin: 0;
  }

  dl div {
    display: flex;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space.xs} 0;
  }

  dd {
    margin: 0;
    font-weight: 700;
  }
`;

export const Blocked = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }
`;

export const Links = styled.p`
  ${linkRow};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
  }
`;
