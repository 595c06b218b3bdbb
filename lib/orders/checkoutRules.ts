import { orderVat } from '@/lib/orders/vat';
import type { CartBrandGroup, CartDelivery } from '@/lib/cart/cart.contract';
import { isPhoneNumber } from '@/lib/format';
import type { OrderAddress, PaymentMethod } from '@/lib/orders/orders.contract';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { validateAddress as addressErrorsOf, type AddressErrors } from '@/lib/account/addressRules';

export type { AddressErrors };

/**
 * Client-side checks of the checkout form. They only spare the retailer a
 * round trip: the server checks the address, the card and every amount again
 * (lib/orders/server/schemas.ts, lib/server/payments/demo.ts).
 */

const text = checkoutMessages.payment;

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** The Luhn check digit test of a card number (digits only). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "4242424242424242" -> "4242 4242 4242 4242" (at most 16 digits), as typed. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1229" or "12/29" -> "12/29", as typed. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface CardDraft {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardDraft, string>>;

const CARD_FORMATS: Record<keyof CardDraft, (value: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: (value) => digitsOf(value).slice(0, 3),
};

/** The test card with one field as typed, formatted (number in groups of 4, MM/YY, 3-digit CVC). */
export function withCardField(card: CardDraft, field: keyof CardDraft, typed: string): CardDraft {
  return { ...card, [field]: CARD_FORMATS[field](typed) };
}

/** The test card form's errors (number: 16 digits passing Luhn; expiry MM/YY not past; CVC 3 digits). */
export function validateCard(card: CardDraft, today: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = digitsOf(card.number);
  if (number.length !== 16 || !passesLuhn(number)) errors.number = text.cardErrors.number;
  const expiry = /^(\d{2})\/(\d{2})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = text.cardErrors.expiry;
  else {
    const year = 2000 + Number(expiry[2]);
    const current = today.getFullYear() * 12 + today.getMonth();
    if (year * 12 + (month - 1) < current) errors.expiry = text.cardErrors.expired;
  }
  if (!/^\d{3}$/.test(card.cvc.trim())) errors.cvc = text.cardErrors.cvc;
  return errors;
}

/** A new or edited address as typed: a saved address's fields. */
export type AddressDraft = Omit<OrderAddress, 'id'>;

export const emptyAddress: AddressDraft = { label: '', recipient: '', phone: '', postcode: '', address: '', addressDetail: '', isDefault: false };

/** The new or edited address's errors (the account's address rule, in the checkout's words). */
export function validateAddress(draft: AddressDraft): AddressErrors {
  return addressErrorsOf(draft, text.errors);
}

/** Which address the order goes to: a saved one (its id), or the new one typed on the page. */
export type AddressChoice = number | 'new';

/** Every error the checkout form can show, by field. */
export type CheckoutErrors = AddressErrors &
  CardErrors & { payment?: string; ordererName?: string; ordererPhone?: string; taxEmail?: string; agree?: string; choose?: string };

/** What the retailer filled in on the checkout page. */
export interface CheckoutFields {
  choice: AddressChoice;
  draft: AddressDraft;
  saveNew: boolean;
  ordererName: string;
  ordererPhone: string;
  note: string;
  method: PaymentMethod;
  card: CardDraft;
  taxInvoice: boolean;
  taxEmail: string;
  /** 사용할 적립금 as typed (digits). */
  creditText: string;
  agree: boolean;
}

export interface CheckoutContext {
  /** The ids of the saved addresses the retailer can choose. */
  savedAddressIds: number[];
  /** What is left to pay after credit. */
  total: number;
  /** Whether card payment goes through the demo provider's test card form (not PortOne's window). */
  testCardForm: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The checkout form's errors, in the order of its fields: the address (a new
 * one's fields, or a saved one that still exists), the orderer, the test card
 * when a card pays something, the tax invoice e-mail when asked for, the consent.
 */
export function validateCheckout(fields: CheckoutFields, context: CheckoutContext): CheckoutErrors {
  const found: CheckoutErrors = {};
  if (fields.choice === 'new') Object.assign(found, validateAddress(fields.draft));
  else if (!context.savedAddressIds.includes(fields.choice)) found.choose = text.errors.chooseAddress;
  if (!fields.ordererName.trim()) found.ordererName = text.ordererErrors.name;
  if (!isPhoneNumber(fields.ordererPhone)) found.ordererPhone = text.ordererErrors.phone;
  if (fields.method === 'card' && context.total > 0 && context.testCardForm) Object.assign(found, validateCard(fields.card));
  if (fields.taxInvoice && !EMAIL.test(fields.taxEmail.trim())) found.taxEmail = text.taxEmailError;
  if (!fields.agree) found.agree = text.agreeError;
  return found;
}

export interface CheckoutAmounts {
  goodsAmount: number;
  deliveryFee: number;
  /** Goods and delivery, before credit. */
  gross: number;
  /** The most credit this order can use: the balance, at most the gross. */
  creditCap: number;
  creditUsed: number;
  /** What is left to pay (the order's expectedTotal). */
  total: number;
  lineCount: number;
  /** Goods and delivery split as the order's tax invoice will state them (lib/orders/vat.ts). */
  tax: { supplyAmount: number; vatAmount: number };
}

/** The sums the page shows (the server prices them again: a difference is 409 AMOUNT_MISMATCH). */
export function checkoutAmounts(brands: CartBrandGroup[], delivery: CartDelivery, creditBalance: number, creditText: string): CheckoutAmounts {
  const goodsAmount = brands.reduce((sum, group) => sum + group.items.reduce((s, item) => s + item.lineTotal, 0), 0);
  const deliveryFee = delivery.totalDeliveryFee;
  const gross = goodsAmount + deliveryFee;
  const creditCap = Math.min(creditBalance, gross);
  const creditUsed = Math.min(Number(creditText || 0), creditCap);
  const lineCount = brands.reduce((sum, group) => sum + group.items.length, 0);
  const tax = orderVat(
    brands.flatMap((group) => group.items.map((item) => item.lineTotal)),
    delivery.brands.map((group) => group.deliveryFee),
  );
  return { goodsAmount, deliveryFee, gross, creditCap, creditUsed, total: gross - creditUsed, lineCount, tax };
}

/** 사용할 적립금 as typed -> its digits, without leading zeros, at most 9. */
export function creditDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 9);
}

/** A key for POST /orders' Idempotency-Key (8-100 of A-Z a-z 0-9 - _): one per checkout visit. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `co-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** `cartIds=1,2,3` -> [1, 2, 3]; anything that is not a positive id is left out. */
export function parseCartIds(value: string | string[] | undefined): number[] {
  const raw = Array.isArray(value) ? value.join(',') : (value ?? '');
  const ids = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,15}$/.test(part))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, 200);
}
