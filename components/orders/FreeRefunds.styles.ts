import styled, { css } from 'styled-components';
import { Field as KitField } from '@/components/ui/Field';
import { choiceLabelContent } from '@/components/ui/choiceLabel';
import { textLink } from '@/components/ui/textLink';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

export const Policy = styled.article`
  display: grid;
  gap: ${space.xl};

  ${media.medium} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  section {
    padding: ${space.lg};
    border-radius: ${radii.lg};
    background: ${colors.surface};
  }

  h2 {
    margin-bottom: ${space.sm};
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }

  p {
    font-size: ${fontSizes.base};
    line-height: 1.65;
    color: ${colors.text};
  }

  p + p {
    margin-top: ${space.sm};
  }
`;

export const RequestArea = styled.div`
  margin-top: 48px;
  max-width: 760px;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.xl};
`;

/** A field of the request (the order picker, the reason's free text): the kit's Field, set apart from what is above it. */
export const Field = styled(KitField)`
  margin-top: ${space.md};
`;

const control = css`
  min-height: 46px;
  padding: ${space.sm} ${space.md};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.background};
  font: inherit;
  font-size: ${fontSizes.lg};
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
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};

  & > li {
    padding: ${space.sm} ${space.lg};
  }

  & > li + li {
    border-top: 1px solid ${colors.border};
  }
`;

export const LineCheck = styled.label`
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr);
  gap: ${space.md};
  align-items: start;
  min-height: 44px;
  padding: ${space.xs} 0;
  cursor: pointer;

  ${choiceLabelContent}
`;

export const Dday = styled.b`
  padding: 0 ${space.xs};
  border-radius: ${radii.sm};
  background: ${colors.primary};
  color: ${colors.textInverse};
  font-size: ${fontSizes.sm};
`;

export const Count = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin: 0 0 ${space.sm} 36px;

  label {
    font-size: ${fontSizes.md};
    color: ${colors.textSecondary};
  }

  input {
    width: 96px;
    height: 44px;
    padding: 0 ${space.md};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    font-size: ${fontSizes.lg};
  }

  p {
    flex-basis: 100%;
  }
`;

export const Choices = styled.div`
  display: grid;

  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${space.lg};
  }
`;

export const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  min-height: 44px;
  padding: ${space.sm} 0;
  cursor: pointer;

  ${choiceLabelContent}
`;

export const SubmitError = styled.p`
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
  color: ${colors.danger};
  font-weight: 600;
`;

export const Done = styled.p`
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  color: ${colors.primary};
  font-weight: 700;
`;

export const Empty = styled.p`
  padding: ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.textSecondary};
`;

export const Estimate = styled.p`
  font-size: ${fontSizes.lg};
  font-weight: 700;
  text-align: right;
`;

export const Requests = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.md};

  & > li {
    padding: ${space.lg};
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
  }

  ul {
    margin: ${space.sm} 0;
    padding-left: 1.2em;
  }

  dl {
    margin: 0;
    font-size: ${fontSizes.md};
  }

  dl div {
    display: grid;
    grid-template-columns: 6em minmax(0, 1fr);
    gap: ${space.sm};
    padding: 2px 0;
  }

  dt {
    color: ${colors.textSecondary};
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
  gap: ${space.sm};
  font-size: ${fontSizes.md};

  a {
    ${textLink};
  }

  span {
    color: ${colors.textSecondary};
  }
`;

export const Jump = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${space.sm};
  padding: 0 ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.primary};
  color: ${colors.textInverse};
  font-weight: 700;
`;
