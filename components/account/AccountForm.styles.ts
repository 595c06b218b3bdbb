import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { colors, fontSizes, radii, space } from '@/styles/theme';

/** The registration and reset forms: the login form's fields, wider rows and a few parts of their own. */
export { accountField, Input, FormError } from './LoginForm.styles';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  width: 100%;
`;

/** An input with its button beside it (mobile number + send, code + verify). */
export const InputRow = styled.div`
  display: flex;
  gap: ${space.sm};

  input {
    flex: 1 1 auto;
    min-width: 0;
  }

  button {
    flex: 0 0 auto;
    min-width: 104px;
  }
`;

export const Success = styled.p`
  font-size: ${fontSizes.md};
  font-weight: 600;
  color: ${colors.success};
`;

export const Timer = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  color: ${colors.accent};
`;

export const DevNotice = styled.p`
  padding: ${space.md} ${space.lg};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  font-size: ${fontSizes.md};
  color: ${colors.text};
`;

/** A checkbox row, 44 px tall so the whole label is an easy tap. */
export const Check = styled.label<{ $strong?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  font-size: ${fontSizes.md};
  font-weight: ${({ $strong }) => ($strong ? 700 : 400)};
  color: ${colors.text};
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    flex: 0 0 auto;
    accent-color: ${colors.primary};
  }
`;

export const ConsentRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: ${space.md};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-size: ${fontSizes.sm};
    color: ${colors.textSecondary};
    text-decoration: underline;
  }
`;

export const Divider = styled.hr`
  margin: ${space.xs} 0;
  border: 0;
  border-top: 1px solid ${colors.border};
`;

/** The send / resend button: wide enough for "재전송 (60초)" so it does not jump as it counts. */
export const ActionButton = styled(Button)`
  min-width: 120px;
`;

/** The reset's confirmation, in place of the form. */
export const Done = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.lg};
  text-align: center;

  h2 {
    font-size: ${fontSizes.xl};
    color: ${colors.success};
  }

  p {
    color: ${colors.text};
  }

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 48px;
    padding: 0 ${space.xl};
    border-radius: ${radii.md};
    background: ${colors.primary};
    color: ${colors.textInverse};
    font-weight: 700;
  }
`;
