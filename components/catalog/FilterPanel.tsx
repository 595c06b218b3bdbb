import Link from '@/components/ui/Link';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { Fieldset } from '@/components/ui/Fieldset';
import { FieldHint } from '@/components/ui/fieldParts';
import { chipChosen } from '@/components/ui/chips';
import {
  PRICE_PRESETS,
  listUrl,
  parseShopFilters,
  toggleBrand,
  toggleColor,
  toggleSize,
  withPrice,
  type ListFacets,
  type ListLocation,
  type ShopFilters,
} from '@/lib/catalog/shopFilters';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '@/lib/catalog/catalog.contract';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { FacetChips } from './FacetChips';
import { colors, fontSizes, radii, space } from '@/styles/theme';

const text = catalogMessages.listing;

export interface FilterPanelProps {
  /** Keeps the ids of two panels on one page (desktop column, phone sheet) apart. */
  idPrefix: string;
  filters: ShopFilters;
  facets: ListFacets;
  location: ListLocation;
  /** A brand page filters one brand already. */
  hideBrand?: boolean;
  /** Navigates to the list with these filters (useListNavigation). */
  onChange: (filters: ShopFilters) => void;
  /** Called after the form was submitted (the phone sheet closes). */
  onSubmitted?: () => void;
  /** Without it the panel shows its own submit button (the sheet has its own below). */
  formId?: string;
}

/** The form's values as the query they would send without JavaScript. */
function queryOfForm(form: HTMLFormElement): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') (query[key] ??= []).push(value);
  });
  return query;
}

/**
 * The filters of a product list: brands, colours, sizes (each a toggle) and a
 * price range (presets or two inputs, in thousand won). It is a real GET form
 * to the list's own URL, so it works without JavaScript; with JavaScript each
 * toggle navigates at once and the form's submit applies the price inputs.
 */
export function FilterPanel({ idPrefix, filters, facets, location, hideBrand = false, onChange, onSubmitted, formId }: FilterPanelProps) {
  // The toggles show their new state at once, before the next page arrives.
  // New props (the next page arrived) replace them.
  const [shown, setShown] = useState(filters);
  const [shownFor, setShownFor] = useState(filters);
  if (shownFor !== filters) {
    setShownFor(filters);
    setShown(filters);
  }

  function change(next: ShopFilters) {
    setShown(next);
    onChange(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = parseShopFilters(queryOfForm(event.currentTarget), location.defaultOrder);
    change({ ...next, order: filters.order });
    onSubmitted?.();
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  const showBrands = !hideBrand && facets.brands.length > 0;
  return (
    <Form id={formId} action={location.path} method="get" onSubmit={submit} aria-label={text.filters}>
      {Object.entries(location.base).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {filters.order !== (location.defaultOrder ?? 'recommended') ? <input type="hidden" name="order" value={filters.order} /> : null}

      {showBrands ? (
        <Fieldset legend={text.brand} legendSize="base">
          <BrandList>
            {facets.brands.map((brand) => (
              <li key={brand.value}>
                <label>
                  <input
                    type="checkbox"
                    name="brand"
                    value={brand.value}
                    checked={shown.brands.includes(brand.value)}
                    onChange={() => change(toggleBrand(shown, brand.value))}
                  />
                  <span>{text.optionCount(brand.label, brand.count)}</span>
                </label>
              </li>
            ))}
          </BrandList>
        </Fieldset>
      ) : null}

      <FacetChips
        legend={text.color}
        name="color"
        options={facets.colors}
        isChecked={(value) => shown.color === value}
        onToggle={(value) => change(toggleColor(shown, value))}
      />
      <FacetChips
        legend={text.size}
        name="size"
        options={facets.sizes}
        isChecked={(value) => shown.sizes.includes(value)}
        onToggle={(value) => change(toggleSize(shown, value))}
      />

      <Fieldset legend={text.price} legendSize="base">
        <Presets>
          {PRICE_PRESETS.map((preset) => {
            const current = filters.minPrice === preset.min && filters.maxPrice === preset.max;
            const next = withPrice(filters, preset.min, preset.max);
            return (
              <li key={`${preset.min}-${preset.max}`}>
                <Link
                  href={listUrl(location, next)}
                  scroll={false}
                  aria-current={current ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    change(next);
                    onSubmitted?.();
                  }}
                >
                  {text.pricePreset(preset.min, preset.max, PRICE_FILTER_MAX)}
                </Link>
              </li>
            );
          })}
        </Presets>
        <PriceInputs>
          <PriceInput key={`min-${filters.minPrice}`} id={id('min')} name="minPrice" label={text.minPrice} value={filters.minPrice} />
          <span aria-hidden="true">~</span>
          <PriceInput key={`max-${filters.maxPrice}`} id={id('max')} name="maxPrice" label={text.maxPrice} value={filters.maxPrice} />
        </PriceInputs>
        <FieldHint $size="sm" $muted $spaced>
          {text.priceTop}
        </FieldHint>
      </Fieldset>

      {formId ? null : (
        <Button type="submit" $variant="secondary" $block>
          {text.apply}
        </Button>
      )}
    </Form>
  );
}

/** One end of the price range, in thousand won; keyed by its value so a new page's filters reset it. */
function PriceInput({ id, name, label, value }: { id: string; name: string; label: string; value: number }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={PRICE_FILTER_MIN}
        max={PRICE_FILTER_MAX}
        step={1}
        defaultValue={value}
      />
    </>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.xl};
`;

/** The brands as checkboxes, styled from the list: a category can have dozens. */
const BrandList = styled.ul`
  max-height: 320px;
  overflow-y: auto;

  label {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-height: 44px;
    cursor: pointer;
    font-size: ${fontSizes.md};
  }

  input {
    flex: none;
    width: 20px;
    height: 20px;
    accent-color: ${colors.primary};
  }
`;

const Presets = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};
  margin-bottom: ${space.md};

  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    color: ${colors.text};
    font-size: ${fontSizes.md};
  }

  a[aria-current='true'] {
    ${chipChosen};
    font-weight: 700;
  }
`;

const PriceInputs = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  grid-template-areas:
    'minLabel . maxLabel'
    'min sep max';
  align-items: center;
  gap: ${space.xs} ${space.sm};

  label {
    font-size: ${fontSizes.sm};
    color: ${colors.textSecondary};
  }
  label:first-of-type {
    grid-area: minLabel;
  }
  label:last-of-type {
    grid-area: maxLabel;
  }
  input:first-of-type {
    grid-area: min;
  }
  input:last-of-type {
    grid-area: max;
  }
  span {
    grid-area: sep;
  }

  input {
    width: 100%;
    height: 44px;
    padding: 0 ${space.md};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    font: inherit;
  }
`;
