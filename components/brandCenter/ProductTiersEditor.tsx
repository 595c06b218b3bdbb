import styled from 'styled-components';
import { PRODUCT_LIMITS, type PriceTierInput } from '@/lib/brandCenter/brandProducts.contract';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { FieldError, FieldHint } from '@/components/ui/fieldParts';
import { ProductField, SmallButton, intValue, toInt } from './ProductParts';
import { colors, media, space } from '@/styles/theme';

const t = brandProductsMessages.form;

export interface ProductTiersEditorProps {
  tiers: PriceTierInput[];
  onChange: (tiers: PriceTierInput[]) => void;
  /** The message for a field ('tiers', 'tiers.0.minQty', …), when it has one. */
  errorFor: (field: string) => string | undefined;
  /** Where a new row starts: above the last row (or the minimum) and below the last price. */
  minOrderQty: number;
  wholesalePrice: number;
}

/** Quantity tiers: rows of "from N units, P won a unit", added and removed (at most five). */
export function ProductTiersEditor({ tiers, onChange, errorFor, minOrderQty, wholesalePrice }: ProductTiersEditorProps) {
  const update = (index: number, changes: Partial<PriceTierInput>) => onChange(tiers.map((tier, i) => (i === index ? { ...tier, ...changes } : tier)));
  const add = () => {
    const last = tiers[tiers.length - 1];
    const base = Number.isFinite(minOrderQty) ? minOrderQty : 1;
    const minQty = last && Number.isFinite(last.minQty) ? last.minQty * 2 : Math.max(base * 10, 10);
    const price = last && Number.isFinite(last.price) ? last.price : wholesalePrice;
    onChange([...tiers, { minQty, price: Number.isFinite(price) ? Math.floor(price * 0.95) : Number.NaN }]);
  };
  const listError = errorFor('tiers');
  return (
    <div>
      <FieldHint $size="sm">{t.tiersHint}</FieldHint>
      {tiers.length === 0 ? <Empty>{t.noTiers}</Empty> : null}
      <Rows>
        {tiers.map((tier, index) => (
          <li key={index}>
            <ProductField
              label={t.tierMinQty(index + 1)}
              type="number"
              inputMode="numeric"
              min={1}
              value={intValue(tier.minQty)}
              error={errorFor(`tiers.${index}.minQty`)}
              onChange={(event) => update(index, { minQty: toInt(event.target.value) })}
            />
            <ProductField
              label={t.tierPrice(index + 1)}
              type="number"
              inputMode="numeric"
              min={1}
              value={intValue(tier.price)}
              error={errorFor(`tiers.${index}.price`)}
              onChange={(event) => update(index, { price: toInt(event.target.value) })}
            />
            <SmallButton type="button" onClick={() => onChange(tiers.filter((_, i) => i !== index))}>
              {t.removeTier(index + 1)}
            </SmallButton>
          </li>
        ))}
      </Rows>
      {listError ? <FieldError $size="sm" role="alert">{listError}</FieldError> : null}
      <SmallButton type="button" onClick={add} disabled={tiers.length >= PRODUCT_LIMITS.tiersMax}>
        {t.addTier}
      </SmallButton>
    </div>
  );
}

const Empty = styled.p`
  margin: ${space.sm} 0;
  color: ${colors.textSecondary};
`;

const Rows = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin: ${space.md} 0;

  li {
    display: grid;
    grid-template-columns: 1fr 1fr;
    align-items: end;
    gap: ${space.sm};
    padding-bottom: ${space.md};
    border-bottom: 1px solid ${colors.border};
  }

  li > button {
    grid-column: 1 / -1;
    justify-self: start;
  }

  ${media.desktop} {
    li {
      grid-template-columns: 1fr 1fr auto;
    }

    li > button {
      grid-column: auto;
    }
  }
`;
