import { useState } from 'react';
import styled from 'styled-components';
import { PRODUCT_LIMITS, combinationsOf, comboKey } from '@/lib/brandCenter/brandProducts.contract';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { FieldError, FieldHint } from '@/components/ui/fieldParts';
import { Input, ProductField, SmallButton, intValue, toInt } from './ProductParts';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

const text = brandProductsMessages;
const t = text.form;

export interface ProductOptionsValue {
  colors: string[];
  sizes: string[];
  /** Stock by comboKey(color, size); a combination not in it starts at 0. */
  stocks: Record<string, number>;
}

export interface ProductOptionsEditorProps {
  value: ProductOptionsValue;
  onChange: (value: ProductOptionsValue) => void;
  errorFor: (field: string) => string | undefined;
}

/**
 * Colours x sizes -> a stock per combination. Values are added from a box
 * (Enter or the button) and removed by their chip; the grid below lists every
 * combination in the order the server stores them (colours first).
 */
export function ProductOptionsEditor({ value, onChange, errorFor }: ProductOptionsEditorProps) {
  const combos = combinationsOf(value.colors, value.sizes);
  const total = combos.reduce((sum, combo) => sum + (value.stocks[comboKey(combo.color, combo.size)] || 0), 0);
  return (
    <div>
      <FieldHint $size="sm">{t.optionsHint}</FieldHint>
      <Lists>
        <ValueList
          field="colors"
          label={t.colors}
          addLabel={t.addColor}
          newLabel={t.newColor}
          values={value.colors}
          onChange={(colors) => onChange({ ...value, colors })}
          errorFor={errorFor}
        />
        <ValueList
          field="sizes"
          label={t.sizes}
          addLabel={t.addSize}
          newLabel={t.newSize}
          values={value.sizes}
          onChange={(sizes) => onChange({ ...value, sizes })}
          errorFor={errorFor}
        />
      </Lists>
      <fieldset>
        <legend>{t.stockGrid}</legend>
        <Grid>
          {combos.map((combo, index) => {
            const key = comboKey(combo.color, combo.size);
            return (
              <ProductField
                key={key}
                label={t.stockOf(text.optionLabel(combo.color, combo.size))}
                type="number"
                inputMode="numeric"
                min={0}
                max={PRODUCT_LIMITS.stockMax}
                value={intValue(value.stocks[key] ?? 0)}
                error={errorFor(`stocks.${index}.stock`)}
                onChange={(event) => onChange({ ...value, stocks: { ...value.stocks, [key]: toInt(event.target.value) } })}
              />
            );
          })}
        </Grid>
        <Total aria-live="polite">{t.totalStock(total)}</Total>
        {errorFor('stocks') ? <FieldError $size="sm" role="alert">{errorFor('stocks')}</FieldError> : null}
      </fieldset>
    </div>
  );
}

interface ValueListProps {
  field: 'colors' | 'sizes';
  label: string;
  addLabel: string;
  newLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
  errorFor: (field: string) => string | undefined;
}

function ValueList({ field, label, addLabel, newLabel, values, onChange, errorFor }: ValueListProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const value = draft.trim();
    if (!value) return;
    onChange([...values, value]);
    setDraft('');
  };
  const error = errorFor(field) ?? values.map((_, index) => errorFor(`${field}.${index}`)).find(Boolean);
  const inputId = `option-${field}-new`;
  return (
    <fieldset>
      <legend>{label}</legend>
      <Chips>
        {values.map((value, index) => (
          <li key={`${value}-${index}`}>
            <span>{value}</span>
            <SmallButton type="button" aria-label={t.removeValue(label, value)} onClick={() => onChange(values.filter((_, i) => i !== index))}>
              ×
            </SmallButton>
          </li>
        ))}
      </Chips>
      <AddRow>
        <label htmlFor={inputId}>{newLabel}</label>
        <div>
          <Input
            id={inputId}
            value={draft}
            maxLength={PRODUCT_LIMITS.optionNameMax}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <SmallButton type="button" onClick={add} disabled={values.length >= PRODUCT_LIMITS.optionValuesMax}>
            {addLabel}
          </SmallButton>
        </div>
      </AddRow>
      {error ? <FieldError $size="sm" role="alert">{error}</FieldError> : null}
    </fieldset>
  );
}

const Lists = styled.div`
  display: grid;
  gap: ${space.lg};
  margin: ${space.md} 0;

  ${media.desktop} {
    grid-template-columns: 1fr 1fr;
  }

  legend {
    font-weight: 700;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: ${space.sm} 0;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    padding-left: ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    background: ${colors.surface};
  }

  li button {
    border: 0;
    border-radius: ${radii.pill};
    background: transparent;
    font-size: ${fontSizes.xl};
  }
`;

const AddRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;

  label {
    font-size: ${fontSizes.md};
    font-weight: 600;
  }

  div {
    display: flex;
    gap: ${space.sm};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.md};
  margin-top: ${space.sm};

  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Total = styled.p`
  margin-top: ${space.md};
  font-weight: 700;
`;
