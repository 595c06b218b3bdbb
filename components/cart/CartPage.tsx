import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { SmallPrint } from '@/components/ui/SmallPrint';
import { TotalsBox, TotalsRow } from '@/components/ui/TotalsBox';
import { vatMessages } from '@/lib/orders/vat.messages';
import useSWR, { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/Button';
import { checkLabel } from '@/components/ui/checkLabel';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import { PageSeo } from '@/components/ui/PageSeo';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { alertMessage, confirmDialog } from '@/lib/client/alerts';
import { cartKeys, checkAvailable, deleteCartItem, deleteCartItems, getCart, updateCartItem } from '@/lib/cart/client/cart';
import { isApiError } from '@/lib/client/errors';
import { getCartDelivery, orderKeys } from '@/lib/orders/client/orders';
import type { CartAvailability, CartDelivery, CartProblem, CartView } from '@/lib/cart/cart.contract';
import { formatWon } from '@/lib/format';
import { cartMessages } from '@/lib/cart/cart.messages';
import { CartBrandSection } from './CartBrandSection';
import { paymentHref, priceForSelection, selectedShortfall, tierSaving } from '@/lib/cart/cartRules';
import { colors, fontSizes, media, space } from '@/styles/theme';

const text = cartMessages.page;
export const CART_PATH = '/cart';
const SHOP_PATH = '/shop?idCategory=152&page=1&page_type=category';

export interface CartPageProps {
  cart: CartView;
  /** Delivery of every line (all lines start selected). */
  delivery: CartDelivery;
}

function allIds(cart: CartView): number[] {
  return cart.brands.flatMap((group) => group.items.map((item) => item.id));
}

/**
 * /cart (members): the lines grouped by brand, every line selected at first.
 * Counts change through PUT /carts/item/{id} (the stepper keeps the minimum,
 * the order step and the option's stock), lines leave one by one or by
 * selection, and the header badge follows each change (its SWR key). The
 * selection's delivery fees come from GET /carts/delivery; 주문하기 runs the
 * purchase check (GET /carts/available) and either goes to /payment with the
 * selection or explains every blocker next to its line.
 */
export function CartPage({ cart: initialCart, delivery: initialDelivery }: CartPageProps) {
  const router = useRouter();
  const { mutate: mutateKey } = useSWRConfig();
  const { data: listed = initialCart, mutate } = useSWR(cartKeys.cart, getCart, {
    fallbackData: initialCart,
    revalidateOnMount: false,
  });
  const [selection, setSelection] = useState<ReadonlySet<number>>(() => new Set(allIds(initialCart)));
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [checked, setChecked] = useState<CartAvailability | null>(null);
  const [checking, setChecking] = useState(false);
  const [announce, setAnnounce] = useState('');
  const ordering = useRef(false);

  const ids = useMemo(() => allIds(listed), [listed]);
  // Lines that left the cart leave the selection too.
  const selected = useMemo(() => new Set(ids.filter((id) => selection.has(id))), [ids, selection]);
  // Priced as the selection will be ordered (tiers over a product's total count its selected lines).
  const cart = useMemo(() => priceForSelection(listed, selected), [listed, selected]);
  const selectedIds = ids.filter((id) => selected.has(id));
  const initialKey = orderKeys.delivery(allIds(initialCart));
  const deliveryKey = selectedIds.length > 0 ? orderKeys.delivery(selectedIds) : null;
  const { data: delivery } = useSWR(deliveryKey, () => getCartDelivery(selectedIds), {
    fallbackData: deliveryKey === initialKey ? initialDelivery : undefined,
    keepPreviousData: true,
    revalidateOnMount: deliveryKey !== initialKey,
  });

  const items = cart.brands.flatMap((group) => group.items);
  const chosen = items.filter((item) => selected.has(item.id));
  const goodsAmount = chosen.reduce((sum, item) => sum + item.lineTotal, 0);
  const savings = chosen.reduce((sum, item) => sum + tierSaving(item), 0);
  // The summary reads top to bottom as arithmetic: the goods at their base prices, minus the
  // quantity discount, plus delivery, is the total (the lines' totals already carry the discount).
  const listAmount = goodsAmount + savings;
  const deliveryFee = selectedIds.length > 0 ? (delivery?.totalDeliveryFee ?? 0) : 0;

  function select(lineIds: number[], value: boolean) {
    setChecked(null);
    setSelection((current) => {
      const next = new Set(current);
      for (const id of lineIds) {
        if (value) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  function setBusyLines(lineIds: number[], value: boolean) {
    setBusy((current) => {
      const next = new Set(current);
      for (const id of lineIds) {
        if (value) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  function setError(id: number, message: string | null) {
    setErrors((current) => {
      const next = new Map(current);
      if (message) next.set(id, message);
      else next.delete(id);
      return next;
    });
  }

  /** Refreshes the cart and the header badge after a change. */
  async function refresh(cartcount: number) {
    setChecked(null);
    await mutateKey(cartKeys.cartCount, cartcount, { revalidate: false });
    await mutate();
  }

  async function changeQuantity(id: number, count: number) {
    const item = items.find((line) => line.id === id);
    setBusyLines([id], true);
    try {
      const result = await updateCartItem(id, count);
      setError(id, null);
      if (item) setAnnounce(text.quantitySaved(item.name, count));
      await refresh(result.cartcount);
    } catch (error) {
      setError(id, isApiError(error) ? error.message : text.failed);
    } finally {
      setBusyLines([id], false);
    }
  }

  async function remove(lineIds: number[]) {
    if (lineIds.length === 0) {
      await alertMessage(text.nothingSelected, 'info');
      return;
    }
    const single = lineIds.length === 1 ? items.find((line) => line.id === lineIds[0]) : undefined;
    const question = single ? text.confirmDeleteOne(single.name) : text.confirmDeleteSelected(lineIds.length);
    if (!(await confirmDialog(question))) return;
    setBusyLines(lineIds, true);
    try {
      const result = lineIds.length === 1 ? await deleteCartItem(lineIds[0]) : await deleteCartItems(lineIds);
      setAnnounce(text.deleted(result.deleted));
      await refresh(result.cartcount);
    } catch (error) {
      await alertMessage(isApiError(error) ? error.message : text.failed, 'error');
    } finally {
      setBusyLines(lineIds, false);
    }
  }

  async function order() {
    if (selectedIds.length === 0 || ordering.current) return;
    ordering.current = true;
    setChecking(true);
    try {
      const result = await checkAvailable(selectedIds);
      if (result.available) {
        await router.push(paymentHref(selectedIds));
        return;
      }
      setChecked(result);
      const first = result.items.find((item) => !item.available);
      await alertMessage(text.blocked, 'warning');
      if (first) document.querySelector<HTMLElement>(`[data-cart-line="${first.id}"] input[type="checkbox"]`)?.focus();
    } catch (error) {
      await alertMessage(isApiError(error) ? error.message : text.failed, 'error');
    } finally {
      ordering.current = false;
      setChecking(false);
    }
  }

  function problemsOf(id: number): CartProblem[] {
    const found = checked?.items.find((item) => item.id === id);
    if (found) return found.problems;
    const item = items.find((line) => line.id === id);
    return item?.problems ?? [];
  }

  const heading = <PageHeading title={text.title} lead={ids.length > 0 ? text.lead(ids.length) : undefined} />;
  if (ids.length === 0) {
    return (
      <>
        <PageSeo title={text.title} description={text.description} noindex path={CART_PATH} />
        <PageContainer>
          {heading}
          <VisuallyHidden role="status">{announce}</VisuallyHidden>
          <EmptyState>
            <p>{text.empty}</p>
            <Link href={SHOP_PATH}>{text.browse}</Link>
          </EmptyState>
        </PageContainer>
      </>
    );
  }

  const short = cart.brands.some((group) => selectedShortfall(group, selected) > 0);
  return (
    <>
      <PageSeo title={text.title} description={text.description} noindex path={CART_PATH} />
      <PageContainer>
        {heading}
        <VisuallyHidden role="status">{announce}</VisuallyHidden>
        <Columns>
          <div>
            <Toolbar>
              <label>
                <input
                  type="checkbox"
                  checked={selectedIds.length === ids.length}
                  onChange={(event) => select(ids, event.target.checked)}
                />
                {text.selectAll} <span>({text.selectedCount(selectedIds.length, ids.length)})</span>
              </label>
              <Button type="button" $variant="secondary" $size="sm" onClick={() => void remove(selectedIds)}>
                {text.deleteSelected}
              </Button>
            </Toolbar>
            {cart.brands.map((group) => (
              <CartBrandSection
                key={group.idBrand}
                group={group}
                selected={selected}
                delivery={selectedIds.length > 0 ? delivery?.brands.find((brand) => brand.idBrand === group.idBrand) : undefined}
                problemsOf={problemsOf}
                checkedShortfall={checked?.brands.find((brand) => brand.idBrand === group.idBrand)?.shortfall}
                errors={errors}
                busy={busy}
                onSelect={select}
                onQuantity={(id, count) => void changeQuantity(id, count)}
                onDelete={(id) => void remove([id])}
              />
            ))}
          </div>
          <TotalsBox aria-labelledby="cart-summary">
            <h2 id="cart-summary">{text.summary}</h2>
            <dl>
              <div>
                <dt>{savings > 0 ? text.goodsAmountBeforeDiscount : text.goodsAmount}</dt>
                <dd>{formatWon(listAmount)}</dd>
              </div>
              {savings > 0 ? (
                <div>
                  <dt>{text.tierSavings}</dt>
                  <Save>-{formatWon(savings)}</Save>
                </div>
              ) : null}
              <div>
                <dt>{text.totalDelivery}</dt>
                <dd>{formatWon(deliveryFee)}</dd>
              </div>
              <TotalsRow>
                <dt>{text.total}</dt>
                <dd>{formatWon(goodsAmount + deliveryFee)}</dd>
              </TotalsRow>
            </dl>
            <SmallPrint>{vatMessages.note}</SmallPrint>
            {short ? <ShortNote>{text.shortBrands}</ShortNote> : null}
            <OrderBar>
              <Button type="button" $size="lg" $block disabled={selectedIds.length === 0 || checking} onClick={() => void order()}>
                {checking ? text.checking : selectedIds.length > 0 ? text.order(selectedIds.length) : text.orderNone}
              </Button>
            </OrderBar>
          </TotalsBox>
        </Columns>
      </PageContainer>
    </>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xl};

  ${media.medium} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  margin-bottom: ${space.md};

  label {
    ${checkLabel}
  }

  label span {
    color: ${colors.textSecondary};
    font-weight: 400;
  }

  input {
    width: 20px;
    height: 20px;
    margin: 0 12px;
    accent-color: ${colors.primary};
  }

  button {
    min-height: 44px;
  }
`;

const Save = styled.dd`
  color: ${colors.success};
`;

const ShortNote = styled.p`
  margin-top: ${space.sm};
  color: ${colors.accent};
  font-size: ${fontSizes.md};
`;

const OrderBar = styled.div`
  margin-top: ${space.md};
`;
