import styled from 'styled-components';
import { Fieldset } from '@/components/ui/Fieldset';
import { chipRow } from '@/components/ui/chips';
import { FieldError, FieldHint } from '@/components/ui/fieldParts';
import type { ProductOption } from '@/lib/catalog/catalog.contract';
import { productMessages } from '@/lib/catalog/product.messages';
import { boxedChoice } from './boxedChoice';
import { colors, fontSizes, radii, space } from '@/styles/theme';

const text = productMessages;

export interface OptionPickerProps {
  colors: string[];
  sizes: string[];
  options: ProductOption[];
  color: string | null;
  size: string | null;
  onColor: (color: string) => void;
  onSize: (size: string) => void;
  /** "Choose a colour" / "choose a size" after a tap on a buy button without one. */
  colorError?: string | null;
  sizeError?: string | null;
}

interface Choice {
  value: string;
  stock: number | null;
  soldOut: boolean;
}

/**
 * The colour and size of a line, as radio groups drawn as buttons. Each
 * choice shows its stock (for the sizes of the chosen colour when the
 * product has both), and a sold-out choice is disabled and says "품절".
 */
export function OptionPicker(props: OptionPickerProps) {
  const { colors, sizes, options, color, size } = props;
  const both = colors.length > 0 && sizes.length > 0;

  const colorChoices: Choice[] = colors.map((value) => {
    const own = options.filter((option) => option.color === value);
    const soldOut = own.every((option) => option.stock <= 0);
    return { value, soldOut, stock: both ? null : (own[0]?.stock ?? 0) };
  });

  const sizeChoices: Choice[] = sizes.map((value) => {
    const own = options.filter((option) => option.size === value && (!both || color === null || option.color === color));
    const soldOut = own.every((option) => option.stock <= 0);
    const stock = !both || color !== null ? (own[0]?.stock ?? 0) : null;
    return { value, soldOut, stock };
  });

  return (
    <>
      {colors.length > 0 ? (
        <Group
          name="color"
          legend={text.colors}
          choices={colorChoices}
          selected={color}
          onSelect={props.onColor}
          error={props.colorError ?? null}
        />
      ) : null}
      {sizes.length > 0 ? (
        <Group
          name="size"
          legend={text.sizes}
          choices={sizeChoices}
          selected={size}
          onSelect={props.onSize}
          error={props.sizeError ?? null}
          hint={both && color === null ? text.chooseColorFirst : null}
        />
      ) : null}
    </>
  );
}

function Group({
  name,
  legend,
  choices,
  selected,
  onSelect,
  error,
  hint = null,
}: {
  name: string;
  legend: string;
  choices: Choice[];
  selected: string | null;
  onSelect: (value: string) => void;
  error: string | null;
  hint?: string | null;
}) {
  const errorId = `option-${name}-error`;
  return (
    <Fieldset legend={legend} gap="sm" aria-describedby={error ? errorId : undefined}>
      {hint ? <FieldHint $size="sm">{hint}</FieldHint> : null}
      <Choices>
        {choices.map((choice) => (
          <ChoiceLabel key={choice.value} $disabled={choice.soldOut}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={selected === choice.value}
              disabled={choice.soldOut}
              onChange={() => onSelect(choice.value)}
            />
            <span>
              {choice.value}
              <small>{choice.soldOut ? text.soldOut : choice.stock !== null ? text.optionStock(choice.stock) : null}</small>
            </span>
          </ChoiceLabel>
        ))}
      </Choices>
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Fieldset>
  );
}

const Choices = styled.div`
  ${chipRow};
`;

const ChoiceLabel = styled.label<{ $disabled: boolean }>`
  ${boxedChoice};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  span {
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-width: 64px;
    min-height: 44px;
    padding: 4px ${space.md};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    background: ${({ $disabled }) => ($disabled ? colors.surface : colors.background)};
    color: ${({ $disabled }) => ($disabled ? colors.textMuted : colors.text)};
    text-decoration: ${({ $disabled }) => ($disabled ? 'line-through' : 'none')};
    font-size: ${fontSizes.md};
    line-height: 1.3;
  }

  small {
    color: ${colors.textMuted};
    font-size: ${fontSizes.xs};
    text-decoration: none;
  }

  input:checked + span {
    border-color: ${colors.primary};
    box-shadow: inset 0 0 0 1px ${colors.primary};
    background: ${colors.primarySoft};
    font-weight: 700;
  }

  input:checked + span small {
    color: ${colors.text};
  }
`;
