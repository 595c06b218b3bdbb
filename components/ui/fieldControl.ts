import { css, type ExecutionContext } from 'styled-components';

/** The box's border colour: red when it has an `$invalid` prop that says so (fieldControl's boxes; the others have none). */
const boxBorder = ({ theme, $invalid }: ExecutionContext & { $invalid?: boolean }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong);

/**
 * The look of a field's box, whatever its size: the theme's border (red when
 * `$invalid`), rounded, on the page's background, in the forms' text size.
 * A form whose boxes are laid out its own way (the brand centre's) takes this
 * and sets only its height and padding.
 */
export const fieldBox = css<object>`
  border: 1px solid ${boxBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

/** A field's box turns red when the field says it is invalid (`aria-invalid`, set by the kit's Field). */
export const fieldInvalid = css`
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * The box of a text input, select or text area in the site's forms: 46 px
 * tall (a text area grows), the theme's border turning red when `$invalid`
 * or `aria-invalid`, and a soft ring in the primary colour on focus.
 */
export const fieldControl = css<{ $invalid?: boolean }>`
  width: 100%;
  min-width: 0;
  height: 46px;
  padding: 0 14px;
  ${fieldBox}
  ${fieldInvalid}

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoft};
  }
`;
