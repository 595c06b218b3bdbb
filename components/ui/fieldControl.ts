import { css, type ExecutionContext } from 'styled-components';
import { colors, fontSizes, radii } from '@/styles/theme';

/** The box's border colour: red when it has an `$invalid` prop that says so (fieldControl's boxes; the others have none). */
const boxBorder = ({ $invalid }: ExecutionContext & { $invalid?: boolean }) => ($invalid ? colors.danger : colors.borderStrong);

/**
 * The look of a field's box, whatever its size: the theme's border (red when
 * `$invalid`), rounded, on the page's background, in the forms' text size.
 * A form whose boxes are laid out its own way (the brand centre's) takes this
 * and sets only its height and padding.
 */
export const fieldBox = css<object>`
  border: 1px solid ${boxBorder};
  border-radius: ${radii.md};
  background: ${colors.background};
  font-size: ${fontSizes.lg};
  color: ${colors.text};
`;

/** A field's box turns red when the field says it is invalid (`aria-invalid`, set by the kit's Field). */
export const fieldInvalid = css`
  &[aria-invalid='true'] {
    border-color: ${colors.danger};
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
    color: ${colors.textMuted};
  }

  &:focus {
    outline: none;
    border-color: ${colors.primary};
    box-shadow: 0 0 0 3px ${colors.primarySoft};
  }
`;
