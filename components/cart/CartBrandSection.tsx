import { useId } from 'react';
import styled from 'styled-components';
import type { CartBrandGroup, CartDeliveryBrand, CartProblem } from '@/lib/cart/cart.contract';
import { formatWon } from '@/lib/format';
import { cartMessages } from '@/lib/cart/cart.messages';
import { CartLine } from './CartLine';
import { selectedShortfall, selectedSubtotal } from '@/lib/cart/cartRules';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

const text = cartMessages.page;

export interface CartBrandSectionProps {
  group: CartBrandGroup;
  selected: ReadonlySet<number>;
  /** The selection's delivery for this brand (GET /carts/delivery), when any of its lines is selected. */
  delivery: CartDeliveryBrand | undefined;
  /** Problems per line id: the purchase check's, else the cart's own. */
  problemsOf: (id: number) => CartProblem[];
  /** The brand's shortfall as the purchase check found it, when it ran. */
  checkedShortfall?: number;
  errors: ReadonlyMap<number, string>;
  busy: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  onQuantity: (id: number, count: number) => void;
  onDelete: (id: number) => void;
}

/**
 * The lines of one brand with its minimum order amount ("N원 더 담으면 주문할
 * 수 있어요" while the selected lines fall short), its delivery fee for the
 * selection and how far free delivery is.
 */
export function CartBrandSection({ group, selected, delivery, problemsOf, checkedShortfall, errors, busy, onSelect, onQuantity, onDelete }: CartBrandSectionProps) {
  const id = useId();
  const ids = group.items.map((item) => item.id);
  const chosen = ids.filter((line) => selected.has(line));
  const shortfall = selectedShortfall(group, selected);
  const subtotal = selectedSubtotal(group, selected);
  return (
    <Section aria-labelledby={`${id}-brand`}>
      <Head>
        <label>
          <input
            type="checkbox"
            checked={chosen.length === ids.length}
            ref={(input) => {
              if (input) input.indeterminate = chosen.length > 0 && chosen.length < ids.length;
            }}
            onChange={(event) => onSelect(ids, event.target.checked)}
            aria-label={text.selectBrand(group.brandName)}
          />
        </label>
        <h2 id={`${id}-brand`}>{group.brandName}</h2>
        <Minimum>{text.minimumOrder(group.minimumOrderAmount)}</Minimum>
      </Head>
      {shortfall > 0 ? (
        <Shortfall role="status">{cartMessages.shortfall(shortfall)}</Shortfall>
      ) : chosen.length > 0 ? (
        <Met>{text.minimumMet}</Met>
      ) : null}
      <Lines>
        {group.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            selected={selected.has(item.id)}
            onSelect={(value) => onSelect([item.id], value)}
            onQuantity={(count) => onQuantity(item.id, count)}
            onDelete={() => onDelete(item.id)}
            problems={problemsOf(item.id)}
            brandShortfall={checkedShortfall ?? shortfall}
            error={errors.get(item.id) ?? null}
            busy={busy.has(item.id)}
          />
        ))}
      </Lines>
      <Foot>
        <span>
          {text.brandSubtotal} <strong>{formatWon(subtotal)}</strong>
        </span>
        <span>
          {text.deliveryFee}{' '}
          <strong>{delivery ? (delivery.deliveryFee === 0 ? text.freeDelivery : formatWon(delivery.deliveryFee)) : '-'}</strong>
        </span>
        {delivery && delivery.remainingForFree ? (
          <Hint>{text.freeDeliveryRemaining(delivery.remainingForFree)}</Hint>
        ) : group.freeDeliveryThreshold !== null && !delivery ? (
          <Hint>{text.freeDeliveryFrom(group.freeDeliveryThreshold)}</Hint>
        ) : null}
      </Foot>
    </Section>
  );
}

const Section = styled.section`
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};

  & + & {
    margin-top: ${space.lg};
  }

  ${media.belowMobile} {
    padding: ${space.md};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};

  label {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
  }

  input {
    width: 20px;
    height: 20px;
    accent-color: ${colors.primary};
  }

  h2 {
    font-size: ${fontSizes.xl};
    font-weight: 700;
  }
`;

const Minimum = styled.p`
  margin-left: auto;
  color: ${colors.textSecondary};
  font-size: ${fontSizes.md};
`;

const Shortfall = styled.p`
  margin: ${space.sm} 0;
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
  color: ${colors.accent};
  font-weight: 700;
`;

const Met = styled.p`
  margin: ${space.sm} 0;
  color: ${colors.success};
  font-size: ${fontSizes.md};
  font-weight: 600;
`;

const Lines = styled.ul`
  list-style: none;
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space.sm} ${space.lg};
  padding-top: ${space.md};
  border-top: 1px solid ${colors.border};
  font-size: ${fontSizes.md};
`;

const Hint = styled.span`
  flex-basis: 100%;
  text-align: right;
  color: ${colors.textSecondary};
`;
