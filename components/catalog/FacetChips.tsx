import styled from 'styled-components';
import { Fieldset } from '@/components/ui/Fieldset';
import { chipChosen, chipRow } from '@/components/ui/chips';
import type { FacetValue } from '@/lib/catalog/shopFilters';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { boxedChoice } from './boxedChoice';
import { colors, fontSizes, radii, space } from '@/styles/theme';

const text = catalogMessages.listing;

export interface FacetChipsProps {
  legend: string;
  /** The query parameter the checkboxes send without JavaScript. */
  name: string;
  options: FacetValue<string>[];
  isChecked: (value: string) => boolean;
  onToggle: (value: string) => void;
}

/** A filter's choices (colours, sizes) as chip toggles with their product counts; nothing when there are none. */
export function FacetChips({ legend, name, options, isChecked, onToggle }: FacetChipsProps) {
  if (options.length === 0) return null;
  return (
    <Fieldset legend={legend} legendSize="base">
      <Chips>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={() => onToggle(option.value)}
            />
            <span>{text.optionCount(option.label, option.count)}</span>
          </label>
        ))}
      </Chips>
    </Fieldset>
  );
}

/**
 * Each choice a toggle that looks like a chip: the checkbox stays focusable, the chip shows its
 * state. Styled from the row, the labels plain: a list's facets are dozens of them.
 */
const Chips = styled.div`
  ${chipRow};

  > label {
    ${boxedChoice};
    cursor: pointer;
  }

  > label span {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${space.md};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.pill};
    font-size: ${fontSizes.md};
  }

  > label input:checked + span {
    ${chipChosen};
    font-weight: 700;
  }
`;
