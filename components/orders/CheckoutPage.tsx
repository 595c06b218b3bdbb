import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TotalsBox, TotalsRow } from '@/components/ui/TotalsBox';
import useSWR, { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import { PageSeo } from '@/components/ui/PageSeo';
import { alertMessage } from '@/lib/client/alerts';
import { cartKeys } from '@/lib/cart/client/cart';
import { isApiError } from '@/lib/client/errors';
import { addAddress, confirmPayment, createOrder, listAddresses, orderKeys } from '@/lib/orders/client/orders';
import type { CartBrandGroup, CartDelivery } from '@/lib/cart/cart.contract';
import type { CreateOrderRequest, OrderAddress, PaymentMethod } from '@/lib/orders/orders.contract';
import { formatAmount, formatWon, isPhoneNumber } from '@/lib/format';
import { formatRegistrationNo } from '@/lib/account/registrationNo';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { AddressSection, Check, Legend, type AddressChoice } from './AddressSection';
import {
  digitsOf,
  emptyAddress,
  formatCardNumber,
  formatExpiry,
  newIdempotencyKey,
  validateAddress,
  validateCard,
  type AddressDraft,
  type AddressErrors,
  type CardDraft,
  type CardErrors,
} from '@/lib/orders/checkoutRules';
import { FormField } from './FormField';
import type { PortOneCard } from '@/lib/orders/client/portone';
import { pictureSource } from '@/lib/client/pictures';

/** PortOne's browser SDK loads only when a retailer pays through it. */
const loadPortOne = () => import('@/lib/orders/client/portone');

const text = checkoutMessages.payment;
export const PAYMENT_PATH = '/payment';

export interface CheckoutBuyer {
  businessName: string;
  registrationNo: string;
  email: string;
  /** 010-0000-0000. */
  phone: string;
}

export interface CheckoutPageProps {
  /** The selected cart lines that are still in the cart. */
  cartIds: number[];
  /** Those lines by brand, priced now (the cart service). */
  brands: CartBrandGroup[];
  /** Their delivery fee per brand. */
  delivery: CartDelivery;
  addresses: OrderAddress[];
  creditBalance: number;
  buyer: CheckoutBuyer;
  /** The bank bank transfers are paid into. */
  bankName: string;
  /** The card provider (PAYMENT_PROVIDER): demo's test card form, or PortOne's payment window. */
  card: { provider: 'demo' } | PortOneCard;
}

type Errors = AddressErrors & CardErrors & { payment?: string; ordererName?: string; ordererPhone?: string; taxEmail?: string; agree?: string; choose?: string };

/** The order of the fields on the page: the first one with an error gets the focus. */
const FIELD_IDS: Array<[keyof Errors, string]> = [
  ['choose', 'address-choice'],
  ['recipient', 'new-address-recipient'],
  ['phone', 'new-address-phone'],
  ['postcode', 'new-address-postcode'],
  ['address', 'new-address-address'],
  ['addressDetail', 'new-address-addressDetail'],
  ['ordererName', 'orderer-name'],
  ['ordererPhone', 'orderer-phone'],
  ['number', 'card-number'],
  ['expiry', 'card-expiry'],
  ['cvc', 'card-cvc'],
  ['taxEmail', 'tax-email'],
  ['agree', 'agree'],
];

/**
 * /payment?cartIds=1,2 (members): the summary of the selected lines by brand
 * (server-rendered), the shipping address (saved or new, with the postcode
 * search on demand), the orderer, a delivery note, card (the demo provider's
 * test card form, checked with Luhn here and approved on the server) or bank
 * transfer, a tax invoice for the retailer's business, referral credit, and
 * 결제하기: POST /orders with one Idempotency-Key per visit (a double click or
 * a retry answers the same order), then the card payment, then
 * /order-complete. A changed price (409 AMOUNT_MISMATCH) reloads the summary.
 */
export function CheckoutPage({ cartIds, brands, delivery, addresses: initialAddresses, creditBalance, buyer, bankName, card: provider }: CheckoutPageProps) {
  const router = useRouter();
  const { mutate: mutateKey } = useSWRConfig();
  const { data: addressList, mutate: reloadAddresses } = useSWR(orderKeys.addresses, listAddresses, {
    fallbackData: { items: initialAddresses },
    revalidateOnMount: false,
  });
  const addresses = addressList?.items ?? initialAddresses;
  const [choice, setChoice] = useState<AddressChoice>(() => initialAddresses.find((a) => a.isDefault)?.id ?? initialAddresses[0]?.id ?? 'new');
  const [draft, setDraft] = useState<AddressDraft>(emptyAddress);
  const [saveNew, setSaveNew] = useState(true);
  const [ordererName, setOrdererName] = useState(buyer.businessName);
  const [ordererPhone, setOrdererPhone] = useState(buyer.phone);
  const [note, setNote] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [card, setCard] = useState<CardDraft>({ number: '', expiry: '', cvc: '' });
  const [taxInvoice, setTaxInvoice] = useState(false);
  const [taxEmail, setTaxEmail] = useState(buyer.email);
  // 사용할 적립금 as typed (digits); any amount up to the balance and the order's total.
  const [creditText, setCreditText] = useState('');
  const [creditNotice, setCreditNotice] = useState<string | null>(null);
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  // One key per checkout visit: a double click, or a retry after a declined card, finds the same order.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);
  const savedNewAddress = useRef<number | null>(null);

  const goodsAmount = brands.reduce((sum, group) => sum + group.items.reduce((s, item) => s + item.lineTotal, 0), 0);
  const deliveryFee = delivery.totalDeliveryFee;
  const gross = goodsAmount + deliveryFee;
  const creditCap = Math.min(creditBalance, gross);
  const creditUsed = Math.min(Number(creditText || 0), creditCap);
  const total = gross - creditUsed;
  const lineCount = brands.reduce((sum, group) => sum + group.items.length, 0);

  if (lineCount === 0) {
    return (
      <>
        <PageSeo title={text.title} description={text.description} noindex path={PAYMENT_PATH} />
        <PageContainer>
          <PageHeading title={text.title} />
          <EmptyState>
            <p>{text.nothing}</p>
            <Link href="/cart">{text.toCart}</Link>
          </EmptyState>
        </PageContainer>
      </>
    );
  }

  function validate(): Errors {
    const found: Errors = {};
    if (choice === 'new') Object.assign(found, validateAddress(draft));
    else if (!addresses.some((address) => address.id === choice)) found.choose = text.errors.chooseAddress;
    if (!ordererName.trim()) found.ordererName = text.ordererErrors.name;
    if (!isPhoneNumber(ordererPhone)) found.ordererPhone = text.ordererErrors.phone;
    if (method === 'card' && total > 0 && provider.provider === 'demo') Object.assign(found, validateCard(card));
    if (taxInvoice && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(taxEmail.trim())) found.taxEmail = text.taxEmailError;
    if (!agree) found.agree = text.agreeError;
    return found;
  }

  function focusFirst(found: Errors) {
    const first = FIELD_IDS.find(([key]) => found[key]);
    if (first) document.getElementById(first[1])?.focus();
  }

  async function addressPart(): Promise<Pick<CreateOrderRequest, 'idAddress' | 'address'>> {
    if (choice !== 'new') return { idAddress: choice };
    if (!saveNew) {
      const { label, recipient, phone, postcode, address, addressDetail } = draft;
      return { address: { label: label.trim() || undefined, recipient, phone, postcode, address, addressDetail } };
    }
    // Saved once per visit: a retry after a failed order does not save it again.
    if (savedNewAddress.current === null) {
      const saved = await addAddress({ ...draft, label: draft.label.trim() || undefined });
      savedNewAddress.current = saved.id;
      await reloadAddresses();
    }
    return { idAddress: savedNewAddress.current };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const body: CreateOrderRequest = {
        cartIds,
        ...(await addressPart()),
        paymentMethod: method,
        taxInvoice: taxInvoice ? { email: taxEmail.trim() } : undefined,
        useCredit: creditUsed > 0 ? creditUsed : undefined,
        orderer: { name: ordererName.trim(), phone: ordererPhone.trim() },
        deliveryNote: note.trim() || undefined,
        expectedTotal: total,
      };
      const order = await createOrder(body, idempotencyKey);
      // The ordered lines left the cart: the header badge reads its count again.
      void mutateKey(cartKeys.cartCount);
      if (order.status === 'pending_payment' && provider.provider === 'portone') {
        const { payWithPortOne } = await loadPortOne();
        const first = brands[0].items[0].name;
        const paid = await payWithPortOne(provider, {
          idOrder: order.idOrder,
          orderName: lineCount > 1 ? `${first} 외 ${lineCount - 1}건` : first,
          totalAmount: order.amounts.totalAmount,
          customer: { fullName: ordererName.trim(), phoneNumber: digitsOf(ordererPhone), email: buyer.email },
          redirectUrl: `${window.location.origin}/order-complete?idOrder=${order.idOrder}`,
        });
        if (!paid.ok) {
          setErrors({ payment: text.portoneFailed(paid.message) });
          return;
        }
        await confirmPayment(order.idOrder, { paymentId: paid.paymentId });
      } else if (order.status === 'pending_payment') {
        try {
          await confirmPayment(order.idOrder, { cardNumber: digitsOf(card.number) });
        } catch (error) {
          if (isApiError(error) && (error.code === 'PAYMENT_DECLINED' || error.field === 'cardNumber')) {
            setErrors({ number: error.message });
            document.getElementById('card-number')?.focus();
            return;
          }
          throw error;
        }
      }
      await router.push(`/order-complete?idOrder=${order.idOrder}`);
    } catch (error) {
      await handleFailure(error);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  async function handleFailure(error: unknown) {
    if (!isApiError(error)) {
      await alertMessage(text.failed, 'error');
      return;
    }
    if (error.code === 'AMOUNT_MISMATCH' || error.code === 'CREDIT_INSUFFICIENT') {
      await alertMessage(error.code === 'AMOUNT_MISMATCH' ? text.amountChanged : error.message, 'warning');
      setCreditText('');
      // The server render prices the summary again.
      await router.replace(router.asPath, undefined, { scroll: false });
      return;
    }
    const fieldKey = error.field === 'taxInvoice.email' ? 'taxEmail' : error.field?.replace(/^address\./, '');
    if (error.status === 400 && fieldKey && FIELD_IDS.some(([key]) => key === fieldKey) && choice === 'new') {
      const next = { [fieldKey]: error.message } as Errors;
      setErrors(next);
      focusFirst(next);
      return;
    }
    await alertMessage(error.message, 'error');
  }

  const payLabel = method === 'card' && total > 0 ? text.pay(total) : text.placeOrder(total);
  return (
    <>
      <PageSeo title={text.title} description={text.description} noindex path={PAYMENT_PATH} />
      <PageContainer>
        <PageHeading title={text.title} />
        <Form onSubmit={(event) => void submit(event)} noValidate>
          <Main>
            <Panel aria-labelledby="checkout-summary">
              <PanelHead>
                <h2 id="checkout-summary">
                  {text.summary} <small>{text.summaryCount(lineCount)}</small>
                </h2>
                <Link href="/cart">{text.editCart}</Link>
              </PanelHead>
              {brands.map((group) => {
                const fee = delivery.brands.find((brand) => brand.idBrand === group.idBrand)?.deliveryFee ?? 0;
                return (
                  <Brand key={group.idBrand}>
                    <h3>{group.brandName}</h3>
                    <ul>
                      {group.items.map((item) => {
                        const option = [item.color, item.size].filter(Boolean).join(' / ');
                        return (
                          <Item key={item.id}>
                            <Thumb>{item.image ? <Image src={item.image} alt="" width={56} height={56} {...pictureSource(item.image)} /> : null}</Thumb>
                            <div>
                              <p>{item.name}</p>
                              {option ? <Muted>{text.option(option)}</Muted> : null}
                              <Muted>{text.lineCount(item.goodsCount, item.unitPrice)}</Muted>
                            </div>
                            <strong>{formatWon(item.lineTotal)}</strong>
                          </Item>
                        );
                      })}
                    </ul>
                    <Muted as="p">{text.brandDelivery(fee)}</Muted>
                  </Brand>
                );
              })}
            </Panel>

            <Panel id="address-choice" tabIndex={-1}>
              <AddressSection
                addresses={addresses}
                choice={choice}
                onChoose={(next) => {
                  setChoice(next);
                  setErrors({});
                }}
                draft={draft}
                errors={errors}
                onDraft={setDraft}
                saveNew={saveNew}
                onSaveNew={setSaveNew}
                onChanged={reloadAddresses}
              />
              {errors.choose ? <ErrorText role="alert">{errors.choose}</ErrorText> : null}
            </Panel>

            <Panel as="fieldset">
              <Legend>{text.orderer}</Legend>
              <Fields>
                <FormField
                  inputId="orderer-name"
                  label={text.ordererName}
                  value={ordererName}
                  maxLength={30}
                  error={errors.ordererName}
                  onChange={(event) => setOrdererName(event.target.value)}
                />
                <FormField
                  inputId="orderer-phone"
                  label={text.ordererPhone}
                  type="tel"
                  inputMode="tel"
                  value={ordererPhone}
                  error={errors.ordererPhone}
                  onChange={(event) => setOrdererPhone(event.target.value)}
                />
                <Wide>
                  <FormField
                    inputId="delivery-note"
                    label={text.deliveryNote}
                    placeholder={text.deliveryNotePlaceholder}
                    value={note}
                    maxLength={200}
                    onChange={(event) => setNote(event.target.value)}
                  />
                </Wide>
              </Fields>
            </Panel>

            <Panel as="fieldset">
              <Legend>{text.method}</Legend>
              <Methods>
                {(['card', 'bank_transfer'] as const).map((value) => (
                  <MethodOption key={value} $active={method === value}>
                    <input type="radio" name="paymentMethod" value={value} checked={method === value} onChange={() => setMethod(value)} />
                    {value === 'card' ? text.card : text.bankTransfer}
                  </MethodOption>
                ))}
              </Methods>
              {method === 'card' && provider.provider === 'portone' ? (
                <CardBox>
                  <Muted as="p">{text.portoneHint}</Muted>
                </CardBox>
              ) : method === 'card' ? (
                <CardBox>
                  <Muted as="p">{text.demoCardHint}</Muted>
                  <Fields>
                    <Wide>
                      <FormField
                        inputId="card-number"
                        label={text.cardNumber}
                        inputMode="numeric"
                        autoComplete="cc-number"
                        placeholder="0000 0000 0000 0000"
                        value={card.number}
                        error={errors.number}
                        onChange={(event) => setCard({ ...card, number: formatCardNumber(event.target.value) })}
                      />
                    </Wide>
                    <FormField
                      inputId="card-expiry"
                      label={text.cardExpiry}
                      inputMode="numeric"
                      autoComplete="cc-exp"
                      placeholder="MM/YY"
                      value={card.expiry}
                      error={errors.expiry}
                      onChange={(event) => setCard({ ...card, expiry: formatExpiry(event.target.value) })}
                    />
                    <FormField
                      inputId="card-cvc"
                      label={text.cardCvc}
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      maxLength={3}
                      value={card.cvc}
                      error={errors.cvc}
                      onChange={(event) => setCard({ ...card, cvc: digitsOf(event.target.value).slice(0, 3) })}
                    />
                  </Fields>
                </CardBox>
              ) : (
                <CardBox>
                  <Muted as="p">{text.bankHint(bankName)}</Muted>
                </CardBox>
              )}
              {errors.payment ? <ErrorText role="alert">{errors.payment}</ErrorText> : null}
            </Panel>

            <Panel as="fieldset">
              <Legend>{text.taxInvoiceTitle}</Legend>
              <Check>
                <input type="checkbox" checked={taxInvoice} onChange={(event) => setTaxInvoice(event.target.checked)} />
                {text.taxInvoice}
              </Check>
              <Muted as="p">{text.taxInvoiceHint(buyer.businessName, formatRegistrationNo(buyer.registrationNo))}</Muted>
              {taxInvoice ? (
                <FormField
                  inputId="tax-email"
                  label={text.taxEmail}
                  type="email"
                  autoComplete="email"
                  value={taxEmail}
                  error={errors.taxEmail}
                  onChange={(event) => setTaxEmail(event.target.value)}
                />
              ) : null}
            </Panel>

            {creditBalance > 0 ? (
              <Panel as="fieldset">
                <Legend>{text.credit}</Legend>
                <Muted as="p">{text.creditBalance(creditBalance)}</Muted>
                <CreditField>
                <FormField
                  label={text.creditAmount}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="0"
                  value={creditText === '' ? '' : formatAmount(Number(creditText))}
                  onChange={(event) => {
                    setCreditNotice(null);
                    setCreditText(event.target.value.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 9));
                  }}
                  onBlur={() => {
                    if (Number(creditText || 0) <= creditCap) return;
                    setCreditText(String(creditCap));
                    setCreditNotice(text.creditClamped(creditCap));
                  }}
                  hint={creditNotice ?? text.creditMax(creditCap)}
                  addon={
                    <Button type="button" $variant="secondary" $size="lg" onClick={() => { setCreditNotice(null); setCreditText(String(creditCap)); }}>
                      {text.creditAll}
                    </Button>
                  }
                />
                </CreditField>
              </Panel>
            ) : null}
          </Main>

          <TotalsBox aria-labelledby="checkout-amounts">
            <h2 id="checkout-amounts">{text.amounts}</h2>
            <dl>
              <div>
                <dt>{text.goodsAmount}</dt>
                <dd>{formatWon(goodsAmount)}</dd>
              </div>
              <div>
                <dt>{text.deliveryFee}</dt>
                <dd>{formatWon(deliveryFee)}</dd>
              </div>
              {creditUsed > 0 ? (
                <div>
                  <dt>{text.creditUsed}</dt>
                  <dd>-{formatWon(creditUsed)}</dd>
                </div>
              ) : null}
              <TotalsRow>
                <dt>{text.total}</dt>
                <dd>{formatWon(total)}</dd>
              </TotalsRow>
            </dl>
            <Check>
              <input
                id="agree"
                type="checkbox"
                checked={agree}
                aria-invalid={errors.agree ? true : undefined}
                aria-describedby={errors.agree ? 'agree-error' : undefined}
                onChange={(event) => setAgree(event.target.checked)}
              />
              {text.agree}
            </Check>
            {errors.agree ? <ErrorText id="agree-error">{errors.agree}</ErrorText> : null}
            <Button type="submit" $size="lg" $block disabled={submitting} aria-busy={submitting}>
              {submitting ? text.paying : payLabel}
            </Button>
          </TotalsBox>
        </Form>
      </PageContainer>
    </>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.medium} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Panel = styled.section`
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.belowMobile} {
    padding: ${({ theme }) => theme.space.md};
  }

  &:focus {
    outline: none;
  }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }

  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 400;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Brand = styled.div`
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }

  ul {
    list-style: none;
  }
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm} 0;

  p {
    overflow-wrap: anywhere;
  }
`;

const Thumb = styled.div`
  width: 56px;
  height: 56px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** 사용할 적립금 with 전액 사용 beside it: a short amount needs no full-width field. */
const CreditField = styled.div`
  max-width: 440px;
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  ${({ theme }) => theme.media.desktop} {
    grid-column: 1 / -1;
  }
`;

const Methods = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

const MethodOption = styled.label<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : theme.colors.background)};
  font-weight: 600;
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const CardBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;
