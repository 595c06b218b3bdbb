import Link from '@/components/ui/Link';
import { useId } from 'react';
import styled from 'styled-components';
import { QuantityStepper } from '@/components/ui/QuantityStepper';
import { thumbnail } from '@/components/ui/thumbnail';
import type { CartItem, CartProblem } from '@/lib/cart/cart.contract';
import { formatWon } from '@/lib/format';
import { cartMessages } from '@/lib/cart/cart.messages';
import { blockerText, lineStock, tierSaving } from '@/lib/cart/cartRules';
import { Picture } from '@/components/ui/Picture';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

const text = cartMessages.page;

export interface CartLineProps {
  item: CartItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (count: number) => void;
  onDelete: () => void;
  /** Problems to explain under the line (the cart's own, or the purchase check's). */
  problems: CartProblem[];
  /** The brand's shortfall, for BRAND_MINIMUM_NOT_MET. */
  brandShortfall: number;
  /** A failed change of this line (the API's Korean message). */
  error: string | null;
  busy: boolean;
}

/**
 * One cart line: select box, picture, name and option, the unit price (with
 * the base price struck through and the saving when a quantity tier applies),
 * the stepper (minimum, order step, the option's stock), the line total, a
 * delete button, and every reason it cannot be ordered in Korean under it.
 */
export function CartLine({ item, selected, onSelect, onQuantity, onDelete, problems, brandShortfall, error, busy }: CartLineProps) {
  const id = useId();
  const option = cartMessages.optionLabel(item.color, item.size);
  const saving = tierSaving(item);
  const messagesId = `${id}-messages`;
  const hasMessages = problems.length > 0 || error !== null;
  return (
    <Line aria-labelledby={`${id}-name`} data-cart-line={item.id}>
      <Check>
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={text.selectLine(item.name)}
        />
      </Check>
      <PictureLink href={`/product-details/${item.idProduct}`} tabIndex={-1} aria-hidden="true">
        {item.image ? <Picture src={item.image} alt="" size={80} /> : null}
      </PictureLink>
      <Body>
        <Name id={`${id}-name`} href={`/product-details/${item.idProduct}`}>
          {item.name}
        </Name>
        {option ? <Muted>{text.option(option)}</Muted> : null}
        <Prices>
          {item.onFlashSale ? <Flash>{text.flashSale}</Flash> : null}
          <span>
            {text.unitPrice} <strong>{formatWon(item.unitPrice)}</strong>
          </span>
          {item.unitPrice < item.baseUnitPrice ? <del>{formatWon(item.baseUnitPrice)}</del> : null}
          {saving > 0 ? <Saving>{text.tierSaving(saving)}</Saving> : null}
        </Prices>
        <Controls>
          <QuantityStepper
            value={item.goodsCount}
            min={item.minOrderQty}
            step={item.orderStep}
            max={Math.max(lineStock(item), item.goodsCount)}
            onChange={onQuantity}
            label={text.quantityLabel(item.name)}
            describedBy={hasMessages ? messagesId : undefined}
            disabled={busy}
          />
          <LineTotal>{formatWon(item.lineTotal)}</LineTotal>
        </Controls>
        {hasMessages ? (
          <Messages id={messagesId}>
            {error ? <li role="alert">{error}</li> : null}
            {problems.map((problem) => (
              <li key={problem}>{blockerText(problem, item, brandShortfall)}</li>
            ))}
          </Messages>
        ) : null}
      </Body>
      <Delete type="button" onClick={onDelete} aria-label={text.deleteLineLabel(item.name)} disabled={busy}>
        {text.deleteLine}
      </Delete>
    </Line>
  );
}

const Line = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 44px 64px minmax(0, 1fr);
  gap: ${space.sm};
  padding: ${space.lg} 0;
  border-top: 1px solid ${colors.border};

  ${media.desktop} {
    grid-template-columns: 44px 80px minmax(0, 1fr) auto;
    gap: ${space.md};
  }
`;

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  justify-content: center;
  min-height: 44px;
  padding-top: 12px;

  input {
    width: 20px;
    height: 20px;
    accent-color: ${colors.primary};
  }
`;

const PictureLink = styled(Link)`
  display: block;
  ${thumbnail(64)};

  ${media.desktop} {
    width: 80px;
    height: 80px;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  min-width: 0;
  padding-right: 56px;

  ${media.desktop} {
    padding-right: 0;
  }
`;

const Name = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  color: ${colors.text};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${colors.textSecondary};
  font-size: ${fontSizes.md};
`;

const Prices = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.sm};
  font-size: ${fontSizes.md};

  del {
    color: ${colors.textMuted};
  }
`;

const Flash = styled.span`
  color: ${colors.accent};
  font-weight: 700;
`;

const Saving = styled.span`
  color: ${colors.success};
  font-weight: 600;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.md};
  margin-top: ${space.xs};
`;

const LineTotal = styled.strong`
  align-self: center;
  font-size: ${fontSizes.lg};
`;

const Messages = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin-top: ${space.xs};
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
  color: ${colors.danger};
  font-size: ${fontSizes.md};
  list-style: none;
`;

const Delete = styled.button`
  position: absolute;
  top: ${space.lg};
  right: 0;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${space.sm};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.background};
  color: ${colors.textSecondary};
  font-size: ${fontSizes.md};

  ${media.desktop} {
    position: static;
    align-self: flex-start;
  }

  &:disabled {
    opacity: 0.5;
  }
`;
