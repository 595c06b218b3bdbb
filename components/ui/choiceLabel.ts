import { css } from 'styled-components';
import { colors, fontSizes } from '@/styles/theme';

/**
 * The inside of a label that holds a checkbox or a radio beside its text
 * (`input`, then a `span` of lines with `small` details): a 20 px box in the
 * theme's colour and text that wraps anywhere. The label lays them out itself.
 */
export const choiceLabelContent = css`
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${colors.primary};
  }

  span {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  small {
    font-size: ${fontSizes.md};
    color: ${colors.textSecondary};
  }
`;
