import styled, { css } from 'styled-components';
import { Field as KitField } from '@/components/ui/Field';
import { choiceLabelContent } from '@/components/ui/choiceLabel';
import { textLink } from '@/components/ui/textLink';

export const Policy = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  section {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }

  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }

  p {
    font-size: ${({ theme }) => theme.fontSizes.base};
    line-height: 1.65;
    color: ${({ theme }) => theme.colors.text};
  }

  p + p {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

export const RequestArea = styled.div`
  margin-top: 48px;
  max-width: 760px;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

/** A field of the request (the order picker, the reason's free text): the kit's Field, set apart from what is above it. */
export const Field = styled(KitField)`
  margin-top: ${({ theme }) => theme.space.md};
`;

const control = css`
  min-height: 46px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  max-width: 100%;
`;

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  resize: vertical;
`;

export const OrderLabel = styled.p`
  font-weight: 700;
`;

export const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  & > li {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  }

  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const LineCheck = styled.label`
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xs} 0;
  cursor: pointer;

  ${choiceLabelContent}
`;

export const Dday = styled.b`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Count = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm} 36px;

  label {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  input {
    width: 96px;
    height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    flex-basis: 100%;
  }
`;

export const Choices = styled.div`
  display: grid;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm} 0;
  cursor: pointer;

  ${choiceLabelContent}
`;

export const SubmitError = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export const Done = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

export const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Estimate = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  text-align: right;
`;

export const Requests = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  & > li {
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  ul {
    margin: ${({ theme }) => theme.space.sm} 0;
    padding-left: 1.2em;
  }

  dl {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  dl div {
    display: grid;
    grid-template-columns: 6em minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
    padding: 2px 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const RequestHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};

  a {
    ${textLink};
  }

  span {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

export const Jump = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: 700;
`;
