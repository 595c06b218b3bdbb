import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '@/components/ui/Button';
import { FieldError } from '@/components/ui/fieldParts';
import { addToCart, notifyCartUpdated } from '@/lib/cart/client/cart';
import { isApiError } from '@/lib/client/errors';
import type { ProductDetail } from '@/lib/catalog/catalog.contract';
import type { ProductViewer } from '@/lib/catalog/productViewer.contract';
import { formatWon } from '@/lib/format';
import { productMessages } from '@/lib/catalog/product.messages';
import { certificationUrl, loginHref } from '@/lib/site';
import { OptionPicker } from './OptionPicker';
import { QuantityStepper } from '@/components/ui/QuantityStepper';
import { chargedUnitPrice } from '@/lib/catalog/tierPricing';
import { findOption, largestQuantity, MAX_LINE_QUANTITY, snapQuantity, type Preselection } from './quantity';
import { colors, fontSizes, layout, media, radii, space, zIndex } from '@/styles/theme';

const text = productMessages;

/** The toast's code loads with the first line put in the cart, not with the page (docs/DECISIONS.md "Speed"). */
const loadCartToast = () => import('./CartToast').then((module) => module.CartToast);
type Toast = Awaited<ReturnType<typeof loadCartToast>>;
/** The several-options grid loads after the page, for a buyer of a product with options. */
const loadOptionGrid = () => import('./OptionGrid').then((module) => module.OptionGrid);
type Grid = Awaited<ReturnType<typeof loadOptionGrid>>;

/** Where the payment page is (the buy-now button goes there). */
const PAYMENT_PATH = '/payment';

export interface PurchasePanelProps {
  product: ProductDetail;
  buyer: ProductViewer;
  /** The product page's path, for the login link's returnUrl. */
  path: string;
  /** An option and quantity to start from (./quantity.ts preselectionOf). */
  preselection?: Preselection | null;
}

type Pending = 'cart' | 'buy' | null;

/**
 * Options, quantity, the line total and the two buttons: 장바구니 담기
 * (POST /carts, then the header badge takes the cart's count and a toast with a link to the
 * cart) and 바로 구매 (POST /carts with directCart, then /payment). Every rule
 * of the cart (docs/DECISIONS.md "Cart rules") shows as a message next to its
 * control: who may buy before any tap, a missing option on the tap, and the
 * API's own message (minimum, stock, step) next to the stepper.
 */
export function PurchasePanel({ product, buyer, path, preselection }: PurchasePanelProps) {
  const router = useRouter();
  const hasOptions = product.colors.length > 0 || product.sizes.length > 0;
  const [color, setColor] = useState<string | null>(preselection?.color ?? null);
  const [size, setSize] = useState<string | null>(preselection?.size ?? null);
  const [rawQuantity, setRawQuantity] = useState(preselection?.quantity ?? product.minOrderQty);
  const [colorError, setColorError] = useState<string | null>(null);
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [purchaseError, setPurchaseError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [toastKey, setToastKey] = useState(0);
  const [CartToast, setCartToast] = useState<Toast | null>(null);
  const [errorTick, setErrorTick] = useState(0);
  const panel = useRef<HTMLElement>(null);
  const [OptionGrid, setOptionGrid] = useState<Grid | null>(null);
  const mayBuy = buyer === 'certified';

  // The several-options grid is for those who may buy; its code comes after the page.
  useEffect(() => {
    if (hasOptions && mayBuy && !product.soldOut) void loadOptionGrid().then((grid) => setOptionGrid(() => grid));
  }, [hasOptions, mayBuy, product.soldOut]);

  // A message can appear far from the tapped button (the phone's bottom bar):
  // bring the first one into view, and put the focus on a missing option.
  useEffect(() => {
    if (errorTick === 0) return;
    const alert = panel.current?.querySelector<HTMLElement>('[role="alert"]');
    if (!alert) return;
    const group = alert.closest('fieldset');
    (group ?? alert).scrollIntoView?.({ block: 'center' });
    group?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus({ preventScroll: true });
  }, [errorTick]);

  const chosenColor = product.colors.length > 0 ? color : null;
  const chosenSize = product.sizes.length > 0 ? size : null;
  const chosen = findOption(product.options, chosenColor, chosenSize);
  // Until an option is chosen, the most any option has.
  const stock = chosen ? chosen.stock : Math.max(0, ...product.options.map((option) => option.stock));
  const rule = { min: product.minOrderQty, step: Math.max(1, product.orderStep), max: Math.min(stock, MAX_LINE_QUANTITY) };
  const quantity = snapQuantity(rawQuantity, rule);
  const orderable = !product.soldOut && largestQuantity(rule) !== null;

  function clearErrors() {
    setQuantityError(null);
    setPurchaseError(null);
  }

  function chooseColor(value: string) {
    setColor(value);
    setColorError(null);
    // A size the new colour lacks is dropped.
    if (size !== null && !product.options.some((option) => option.color === value && option.size === size && option.stock > 0)) {
      setSize(null);
    }
    clearErrors();
  }

  function chooseSize(value: string) {
    setSize(value);
    setSizeError(null);
    clearErrors();
  }

  async function submit(directCart: boolean) {
    if (buyer === 'anonymous') {
      await router.push(loginHref(path));
      return;
    }
    if (!mayBuy || pending) return;
    const missingColor = product.colors.length > 0 && color === null;
    const missingSize = product.sizes.length > 0 && size === null;
    setColorError(missingColor ? text.chooseColor : null);
    setSizeError(missingSize ? text.chooseSize : null);
    clearErrors();
    if (missingColor || missingSize) {
      setErrorTick((tick) => tick + 1);
      return;
    }

    setPending(directCart ? 'buy' : 'cart');
    try {
      const added = await addToCart({
        directCart,
        idProduct: product.id,
        cartInfo: [{ color: chosenColor ?? undefined, size: chosenSize ?? undefined, goodsCount: quantity }],
      });
      if (directCart) {
        // Buy now orders exactly the line it set, not the rest of the cart.
        await router.push(`${PAYMENT_PATH}?cartIds=${added.cartIds.join(',')}`);
        return;
      }
      showAdded(added.cartcount);
    } catch (error) {
      showError(error);
    } finally {
      setPending(null);
    }
  }

  function showAdded(cartcount: number) {
    notifyCartUpdated(cartcount);
    // The lines are in the cart whatever happens to the toast's code.
    loadCartToast().then(
      (toast) => {
        setCartToast(() => toast);
        setToastKey((key) => key + 1);
      },
      (error: unknown) => console.error(error),
    );
  }

  function showError(error: unknown) {
    setErrorTick((tick) => tick + 1);
    if (!isApiError(error)) {
      setPurchaseError(text.cartFailed);
      return;
    }
    if (error.code === 'INVALID_OPTION') {
      if (error.field?.endsWith('.size')) setSizeError(error.message);
      else setColorError(error.message);
      return;
    }
    if (error.code === 'BELOW_MIN_ORDER_QTY' || error.code === 'OUT_OF_STOCK' || error.field?.includes('goodsCount')) {
      setQuantityError(error.message);
      return;
    }
    setPurchaseError(error.message);
  }

  const unit = product.price === null ? null : chargedUnitPrice(product.price, product.priceTiers, quantity);
  const quantityErrorId = 'product-quantity-error';
  const purchaseNoteId = 'product-purchase-note';

  let note: ReactNode = null;
  if (buyer === 'anonymous') note = <p>{text.loginToBuy}</p>;
  else if (buyer === 'uncertified')
    note = (
      <p>
        {text.notCertifiedToBuy} <Link href={certificationUrl()}>{text.certify}</Link>
      </p>
    );
  else if (buyer === 'brand') note = <p>{text.brandCannotBuy}</p>;
  else if (buyer === 'ownBrand') note = <p>{text.brandOwn}</p>;
  else if (product.soldOut) note = <p>{text.soldOutNotice}</p>;

  const buttonsDisabled = buyer === 'anonymous' ? false : !mayBuy || !orderable || pending !== null;

  return (
    <Panel ref={panel} aria-labelledby="product-purchase-heading">
      <h2 id="product-purchase-heading">{hasOptions ? text.optionsHeading : text.quantity}</h2>
      {hasOptions ? (
        <OptionPicker
          colors={product.colors}
          sizes={product.sizes}
          options={product.options}
          color={color}
          size={size}
          onColor={chooseColor}
          onSize={chooseSize}
          colorError={colorError}
          sizeError={sizeError}
        />
      ) : null}
      <QuantityRow>
        {hasOptions ? <Label aria-hidden="true">{text.quantity}</Label> : null}
        <QuantityStepper
          value={quantity}
          onChange={(next) => {
            setRawQuantity(next);
            setQuantityError(null);
          }}
          min={rule.min}
          step={rule.step}
          max={rule.max}
          describedBy={quantityError ? quantityErrorId : undefined}
          disabled={product.soldOut}
        />
        {quantityError ? (
          <FieldError id={quantityErrorId} role="alert">
            {quantityError}
          </FieldError>
        ) : null}
      </QuantityRow>
      {unit !== null ? (
        <Total>
          <span>{text.lineTotal}</span>
          <span>
            <small>{text.unitPrice(formatWon(unit))}</small>
            <strong data-testid="line-total">{formatWon(unit * quantity)}</strong>
          </span>
        </Total>
      ) : null}
      {note ? <Note id={purchaseNoteId}>{note}</Note> : null}
      {purchaseError ? <FieldError role="alert">{purchaseError}</FieldError> : null}
      <ActionBar aria-label={text.purchaseActions} role="group">
        <Button
          type="button"
          $variant="secondary"
          $size="lg"
          $block
          disabled={buttonsDisabled}
          aria-describedby={note ? purchaseNoteId : undefined}
          aria-busy={pending === 'cart'}
          onClick={() => void submit(false)}
        >
          {text.addToCart}
        </Button>
        <Button
          type="button"
          $size="lg"
          $block
          disabled={buttonsDisabled}
          aria-describedby={note ? purchaseNoteId : undefined}
          aria-busy={pending === 'buy'}
          onClick={() => void submit(true)}
        >
          {text.buyNow}
        </Button>
      </ActionBar>
      {OptionGrid ? <OptionGrid product={product} onAdded={showAdded} /> : null}
      <ReserveBarSpace />
      {CartToast && toastKey > 0 ? (
        <CartToast key={toastKey} />
      ) : null}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};

  h2 {
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }
`;

const QuantityRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const Label = styled.span`
  font-weight: 700;
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  padding-top: ${space.md};
  border-top: 1px solid ${colors.border};

  > span:last-child {
    display: flex;
    align-items: baseline;
    gap: ${space.sm};
  }

  small {
    color: ${colors.textSecondary};
    font-size: ${fontSizes.sm};
  }

  strong {
    font-size: ${fontSizes.xxl};
    font-weight: 800;
  }
`;

const Note = styled.div`
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  font-size: ${fontSizes.md};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
    color: ${colors.primary};
  }
`;


/** In the column on a desktop; a bar fixed to the bottom of a phone's screen. */
const ActionBar = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.sm};

  ${media.belowMobile} {
    position: fixed;
    right: 0;
    bottom: 0;
    left: 0;
    z-index: ${zIndex.header};
    padding: ${space.sm} ${layout.gutterMobile};
    padding-bottom: calc(${space.sm} + env(safe-area-inset-bottom, 0px));
    border-top: 1px solid ${colors.border};
    background: ${colors.background};
  }
`;

/** Keeps the page's end (the footer) clear of the fixed bar on a phone. */
const ReserveBarSpace = createGlobalStyle`
  ${media.belowMobile} {
    body {
      padding-bottom: 72px;
    }
  }
`;
