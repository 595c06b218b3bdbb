import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { Fieldset } from '@/components/ui/Fieldset';
import { FieldError, FieldHint } from '@/components/ui/fieldParts';
import { largestQuantity, MAX_LINE_QUANTITY, snapQuantity } from '@/components/ui/quantityRule';
import { addToCart } from '@/lib/cart/client/cart';
import { cartMessages } from '@/lib/cart/cart.messages';
import { quantityProblem } from '@/lib/cart/cartRules';
import type { ProductDetail, ProductOption } from '@/lib/catalog/catalog.contract';
import { optionGridMessages } from '@/lib/catalog/optionGrid.messages';
import { chargedUnitPrices } from '@/lib/catalog/tierLines';
import { isApiError } from '@/lib/client/errors';
import { formatWon } from '@/lib/format';
import { colors, fontSizes, radii, space } from '@/styles/theme';

const text = optionGridMessages;
const blockers = cartMessages.page.blockers;

export interface OptionGridProps {
  /** A product with colours, sizes or both, as a certified retailer receives it (with its price). */
  product: ProductDetail;
  /** After the lines are in the cart, with the cart's line count (POST /carts). */
  onAdded: (cartcount: number) => void;
}

interface Cell {
  key: string;
  option: ProductOption;
  /** What the cell is called: its size, or its colour in a list of colours. */
  name: string;
  /** How messages name it: "블랙 / M". */
  label: string;
}

const keyOf = (option: Pick<ProductOption, 'color' | 'size'>) => `${option.color ?? ''}|${option.size ?? ''}`;

/** The cells under their legends: a row of sizes per colour when the product has both, else one list. */
function groupsOf(product: ProductDetail): { legend: string; cells: Cell[] }[] {
  const cell = (option: ProductOption, name: string): Cell => ({
    key: keyOf(option),
    option,
    name,
    label: cartMessages.optionLabel(option.color ?? '', option.size ?? ''),
  });
  if (product.colors.length > 0 && product.sizes.length > 0) {
    return product.colors.map((color) => ({
      legend: color,
      cells: product.sizes.flatMap((size) => {
        const option = product.options.find((candidate) => candidate.color === color && candidate.size === size);
        return option ? [cell(option, size)] : [];
      }),
    }));
  }
  const colors = product.colors.length > 0;
  return [
    {
      legend: colors ? text.colors : text.sizes,
      cells: product.options.map((option) => cell(option, (colors ? option.color : option.size) ?? '')),
    },
  ];
}

/**
 * 여러 옵션 한 번에 담기: a quantity per colour x size (a row of sizes per
 * colour, wrapping on a phone; one list for a product with one kind of
 * option), sold-out cells disabled, the running pieces and money priced by the
 * shared tier rule (lib/catalog/tierLines.ts: over the product's total when
 * its brand allows it), and one button that puts every non-zero cell in the
 * cart in one POST /carts (one transaction on the server: all or nothing).
 * Each line's minimum, step and stock are checked as the cart checks them
 * (lib/cart/cartRules.ts quantityProblem), the message under its cell; so is
 * a refusal of the server that names a line. Its code loads after the page
 * (PurchasePanel), to keep the page's first-load JS within budget.
 */
export function OptionGrid({ product, onAdded }: OptionGridProps) {
  const id = useId();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState(false);
  const min = product.minOrderQty;
  const step = Math.max(1, product.orderStep);
  const groups = groupsOf(product);
  const cells = groups.flatMap((group) => group.cells);
  const chosen = cells.filter((cell) => (counts[cell.key] ?? 0) > 0);
  const price = product.price ?? 0;
  const unitPrices = chargedUnitPrices(
    chosen.map((cell) => ({
      productId: product.id,
      goodsCount: counts[cell.key],
      basePrice: price,
      tiers: product.priceTiers,
      tiersOverTotal: product.tiersOverTotal,
    })),
  );
  const pieces = chosen.reduce((sum, cell) => sum + counts[cell.key], 0);
  // Pieces per unit price, so the total reads as arithmetic: 12개 × 9,000원.
  const byUnit = new Map<number, number>();
  chosen.forEach((cell, index) => byUnit.set(unitPrices[index], (byUnit.get(unitPrices[index]) ?? 0) + counts[cell.key]));
  const total = [...byUnit].reduce((sum, [unit, count]) => sum + unit * count, 0);

  function problemOf(cell: Cell): string | null {
    const count = counts[cell.key] ?? 0;
    if (count === 0) return null;
    if (count > cell.option.stock) return blockers.OUT_OF_STOCK(cell.option.stock);
    const problem = quantityProblem(count, min, step);
    if (problem === 'BELOW_MIN_ORDER_QTY') return blockers.BELOW_MIN_ORDER_QTY(min);
    if (problem === 'ORDER_STEP') return blockers.ORDER_STEP(min, step);
    return null;
  }

  function set(cell: Cell, count: number) {
    setCounts((current) => ({ ...current, [cell.key]: count }));
    setRefused((current) => {
      const next = { ...current };
      delete next[cell.key];
      return next;
    });
    setError(null);
    setStatus('');
  }

  const show = (keys: string[]) => setShown((current) => new Set([...current, ...keys]));

  async function addAll() {
    if (pending || chosen.length === 0) return;
    show(chosen.map((cell) => cell.key));
    if (chosen.some((cell) => problemOf(cell) !== null)) {
      setError(text.fixCells);
      return;
    }
    setPending(true);
    try {
      const added = await addToCart({
        directCart: false,
        idProduct: product.id,
        cartInfo: chosen.map((cell) => ({
          color: cell.option.color ?? undefined,
          size: cell.option.size ?? undefined,
          goodsCount: counts[cell.key],
        })),
      });
      setCounts({});
      setShown(new Set());
      setStatus(text.added(chosen.length));
      onAdded(added.cartcount);
    } catch (failure) {
      // A refusal that names a line ("cartInfo.2.goodsCount") goes under that cell.
      const index = isApiError(failure) ? Number(/^cartInfo\.(\d+)\./.exec(failure.field ?? '')?.[1] ?? Number.NaN) : Number.NaN;
      const cell = chosen[index];
      if (cell && isApiError(failure)) {
        setRefused((current) => ({ ...current, [cell.key]: failure.message }));
        setError(text.fixCells);
      } else setError(isApiError(failure) ? failure.message : text.failed);
    } finally {
      setPending(false);
    }
  }

  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{text.heading}</h3>
      <FieldHint $size="sm">
        {text.hint(min, step)} {product.priceTiers.length > 0 ? (product.tiersOverTotal ? text.tiersOverTotal : text.tiersPerLine) : null}
      </FieldHint>
      {groups.map((group) => (
        <Fieldset key={group.legend} legend={group.legend} gap="sm">
          <Cells>
            {group.cells.map((cell) => {
              const count = counts[cell.key] ?? 0;
              const message = refused[cell.key] ?? (shown.has(cell.key) ? problemOf(cell) : null);
              const soldOut = cell.option.stock <= 0;
              const rule = { min, step, max: Math.min(cell.option.stock, MAX_LINE_QUANTITY) };
              const largest = largestQuantity(rule);
              const inputId = `${id}-${cell.key}`;
              const messageId = `${inputId}-message`;
              return (
                <CellBox key={cell.key} $soldOut={soldOut} data-option={cell.label}>
                  <label htmlFor={inputId}>
                    <strong>{cell.name}</strong>
                    <small>{soldOut ? text.soldOut : text.stock(cell.option.stock)}</small>
                  </label>
                  <Stepper>
                    <button
                      type="button"
                      aria-label={text.decrease(cell.label)}
                      disabled={soldOut || count === 0}
                      onClick={() => set(cell, count <= min ? 0 : snapQuantity(count - step, rule))}
                    >
                      −
                    </button>
                    <input
                      id={inputId}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={step}
                      aria-label={text.cellLabel(cell.label)}
                      aria-invalid={message ? true : undefined}
                      aria-describedby={message ? messageId : undefined}
                      value={count === 0 ? '' : String(count)}
                      placeholder="0"
                      disabled={soldOut}
                      onChange={(event) => {
                        const typed = Number.parseInt(event.target.value, 10);
                        set(cell, Number.isNaN(typed) || typed < 0 ? 0 : Math.min(typed, MAX_LINE_QUANTITY));
                      }}
                      onBlur={() => show([cell.key])}
                    />
                    <button
                      type="button"
                      aria-label={text.increase(cell.label)}
                      disabled={soldOut || largest === null || count >= largest}
                      onClick={() => set(cell, count === 0 ? min : snapQuantity(count + step, rule))}
                    >
                      +
                    </button>
                  </Stepper>
                  {message ? (
                    <FieldError id={messageId} $size="sm" role="alert">
                      {message}
                    </FieldError>
                  ) : null}
                </CellBox>
              );
            })}
          </Cells>
        </Fieldset>
      ))}
      <Totals aria-live="polite">
        <div>
          <dt>{text.totalPieces}</dt>
          <dd data-testid="grid-pieces">{text.pieces(pieces)}</dd>
        </div>
        {[...byUnit].map(([unit, count]) => (
          <div key={unit}>
            <dt>{text.priceLine(count, unit)}</dt>
            <dd>{formatWon(unit * count)}</dd>
          </div>
        ))}
        <Sum>
          <dt>{text.total}</dt>
          <dd data-testid="grid-total">{formatWon(total)}</dd>
        </Sum>
      </Totals>
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      <Button type="button" $size="lg" $block disabled={chosen.length === 0 || pending} aria-busy={pending} onClick={() => void addAll()}>
        {text.addAll(chosen.length)}
      </Button>
      <Status role="status">{status}</Status>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  padding-top: ${space.lg};
  border-top: 1px solid ${colors.border};

  h3 {
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }

  legend {
    font-weight: 700;
  }
`;

/** Cells of one width, so the sizes line up as columns under each other colour; they wrap on a phone. */
const Cells = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(164px, 1fr));
  gap: ${space.sm};
`;

const CellBox = styled.div<{ $soldOut: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  padding: ${space.sm};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${({ $soldOut }) => ($soldOut ? colors.surface : colors.background)};

  /* A long option name pushes the stock to a line of its own; the steppers of a row line up below. */
  label {
    flex: 1;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    align-content: flex-start;
    column-gap: ${space.xs};
  }

  small {
    color: ${colors.textSecondary};
    font-size: ${fontSizes.xs};
    white-space: nowrap;
  }
`;

const Stepper = styled.div`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) 44px;
  gap: ${space.xs};

  button,
  input {
    height: 44px;
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    background: ${colors.background};
    color: ${colors.text};
  }

  button {
    font-size: ${fontSizes.xl};
  }

  button:disabled,
  input:disabled {
    color: ${colors.textMuted};
    background: ${colors.surface};
    cursor: not-allowed;
  }

  input {
    width: 100%;
    min-width: 0;
    text-align: center;
    font-size: ${fontSizes.lg};
    -moz-appearance: textfield;
  }

  input::-webkit-outer-spin-button,
  input::-webkit-inner-spin-button {
    margin: 0;
    -webkit-appearance: none;
  }

  input[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
`;

const Totals = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.surface};

  > div {
    display: flex;
    justify-content: space-between;
    gap: ${space.sm};
  }
`;

const Sum = styled.div`
  padding-top: ${space.xs};
  border-top: 1px solid ${colors.border};
  font-weight: 800;
  font-size: ${fontSizes.lg};
`;

const Status = styled.p`
  color: ${colors.textSecondary};

  &:empty {
    display: none;
  }
`;
