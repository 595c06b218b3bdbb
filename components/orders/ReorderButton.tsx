import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { textLink } from '@/components/ui/textLink';
import { addToCart, notifyCartUpdated } from '@/lib/cart/client/cart';
import { isApiError } from '@/lib/client/errors';
import type { CartInfoLine } from '@/lib/cart/cart.contract';
import type { OrderBrandGroup } from '@/lib/orders/orders.contract';
import { orderMessages } from '@/lib/orders/order.messages';
import { routes } from '@/lib/site';
import { colors, fontSizes, radii, space } from '@/styles/theme';

const text = orderMessages.pages.orderDetail;

interface Failure {
  name: string;
  reason: string;
}

/** The order's lines as POST /carts calls, one per product (its options together). */
export function reorderCalls(brands: OrderBrandGroup[]): Array<{ idProduct: number; names: string[]; cartInfo: CartInfoLine[] }> {
  const calls = new Map<number, { idProduct: number; names: string[]; cartInfo: CartInfoLine[] }>();
  for (const group of brands) {
    for (const line of group.items) {
      const call = calls.get(line.idProduct) ?? { idProduct: line.idProduct, names: [], cartInfo: [] };
      if (!call.names.includes(line.name)) call.names.push(line.name);
      call.cartInfo.push({ color: line.color || undefined, size: line.size || undefined, goodsCount: line.count });
      calls.set(line.idProduct, call);
    }
  }
  return [...calls.values()];
}

/**
 * 다시 담기: puts the order's lines back in the cart (POST /carts per
 * product, with the counts ordered), then opens the cart. A product that can
 * no longer be added (sold out, gone, below a new minimum) is listed here with
 * the API's reason, and the cart link stays for what was added.
 */
export function ReorderButton({ brands }: { brands: OrderBrandGroup[] }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failures, setFailures] = useState<Failure[] | null>(null);
  const [added, setAdded] = useState(0);

  async function reorder() {
    if (pending) return;
    setPending(true);
    setFailures(null);
    const failed: Failure[] = [];
    let ok = 0;
    let cartcount: number | undefined;
    for (const call of reorderCalls(brands)) {
      try {
        ({ cartcount } = await addToCart({ directCart: false, idProduct: call.idProduct, cartInfo: call.cartInfo }));
        ok += 1;
      } catch (error) {
        failed.push({ name: call.names.join(', '), reason: isApiError(error) ? error.message : text.reorderFailed });
      }
    }
    if (ok > 0) notifyCartUpdated(cartcount);
    setAdded(ok);
    if (failed.length === 0) {
      await router.push(routes.cart);
      return;
    }
    setFailures(failed);
    setPending(false);
  }

  return (
    <div>
      <Button type="button" $variant="secondary" $size="lg" $block onClick={reorder} disabled={pending} aria-busy={pending}>
        {pending ? text.reordering : text.reorder}
      </Button>
      {failures ? (
        <Report role="alert">
          <p>{added > 0 ? text.reorderPartial : text.reorderNone}</p>
          <ul>
            {failures.map((failure) => (
              <li key={failure.name}>{text.reorderLine(failure.name, failure.reason)}</li>
            ))}
          </ul>
          {added > 0 ? <Link href={routes.cart}>{text.toCart}</Link> : null}
        </Report>
      ) : null}
    </div>
  );
}

const Report = styled.div`
  margin-top: ${space.md};
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
  color: ${colors.text};
  font-size: ${fontSizes.md};

  p {
    font-weight: 700;
    color: ${colors.danger};
  }

  ul {
    margin: ${space.sm} 0;
    padding-left: 1.2em;
  }

  a {
    ${textLink};
    text-decoration: underline;
  }
`;
