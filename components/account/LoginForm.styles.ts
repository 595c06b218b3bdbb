import styled from 'styled-components';
import { choiceLabelContent } from '@/components/ui/choiceLabel';
import { colors, fontSizes, radii, space } from '@/styles/theme';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  width: 100%;
  max-width: 400px;
  margin: 0 auto;
`;

/**
 * The account forms' fields (login, sign-up, reset): the kit's Field, compact
 * (4 px gaps, 12 px lines) with an error line that is always there as a polite
 * live region, so a message does not move the form.
 */
export const accountField = { gap: 'xs', textSize: 'sm', plainError: true, announce: 'polite' } as const;

/** The account forms' text box: 48 px tall, an outline on keyboard focus. */
export const Input = styled.input`
  height: 48px;
  padding: 0 ${space.lg};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.background};
  color: ${colors.text};
  font: inherit;
  font-size: ${fontSizes.lg};

  &:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${colors.danger};
  }

  /* A value the visitor cannot change (the e-mail Kakao verified). */
  &[readonly] {
    background: ${colors.surface};
    color: ${colors.textSecondary};
  }
`;

export const FormError = styled.p`
  font-size: ${fontSizes.md};
  color: ${colors.danger};
`;

export const Footer = styled.p`
  text-align: center;
  font-size: ${fontSizes.md};
  color: ${colors.textSecondary};

  a {
    font-weight: 700;
    color: ${colors.primary};
  }
`;

/** 비밀번호 찾기: a full 44 px tap target under the login button. */
export const Forgot = styled.p`
  margin-top: -${space.sm};
  text-align: center;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${space.md};
    font-size: ${fontSizes.md};
    color: ${colors.textSecondary};
    text-decoration: underline;
  }
`;

/** 로그인 상태 유지: the whole label is the 44 px tap target of its checkbox. */
export const Remember = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  min-height: 44px;
  margin-top: -${space.sm};
  font-size: ${fontSizes.md};
  font-weight: 600;
  color: ${colors.text};
  cursor: pointer;

  ${choiceLabelContent}

  small {
    font-weight: 400;
  }
`;
/** "또는" between the password login and Kakao's. */
export const Or = styled.p`
  display: flex;
  align-items: center;
  gap: ${space.md};
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${colors.border};
  }
`;

/** Kakao login: Kakao's yellow with its speech-bubble symbol, as Kakao's design guide asks; a full-width 48 px link. */
export const KakaoLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: 48px;
  padding: 0 ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.kakao};
  color: ${colors.text};
  font-size: ${fontSizes.lg};
  font-weight: 600;
  text-decoration: none;

  svg {
    flex: none;
    width: 18px;
    height: 18px;
  }

  &:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: 2px;
  }
`;

export const KakaoHint = styled.p`
  margin-top: -${space.sm};
  text-align: center;
  font-size: ${fontSizes.sm};
  color: ${colors.textSecondary};
`;
