import { screen, within } from '@testing-library/react';
import { DeliveryFacts } from '@/components/catalog/DeliveryFacts';
import type { ProductBrandSummary } from '@/lib/catalog/catalog.contract';
import { deliveryMessages } from '@/lib/catalog/delivery.messages';
import { renderWithShell } from '@/__tests__/helpers/shell';

const text = deliveryMessages;
const brand: ProductBrandSummary = {
  id: 4,
  name: '오늘의 가방',
  minimumOrderAmount: 30_000,
  logoUrl: '',
  deliveryFee: 3_000,
  freeDeliveryThreshold: 100_000,
  dispatchFrom: '경기도 파주시',
  dispatchDays: 2,
};

/** The facts as label -> value. */
function facts(): Record<string, string> {
  const region = screen.getByRole('region', { name: text.heading });
  const terms = within(region).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}

test('says the fee and from what amount it is free, the minimum, where parcels leave from and how soon', () => {
  renderWithShell(<DeliveryFacts brand={brand} />);
  expect(facts()).toEqual({
    [text.fee]: '3,000원 (브랜드 상품 100,000원 이상 무료)',
    [text.minimumOrderAmount]: '30,000원',
    [text.dispatchFrom]: '경기도 파주시',
    [text.dispatch]: '결제 후 보통 2영업일 안에 출고',
  });
});

test('a brand without a minimum says nothing of one (never 0원); no place said, none shown; free delivery says so', () => {
  renderWithShell(<DeliveryFacts brand={{ ...brand, minimumOrderAmount: 0, dispatchFrom: '', deliveryFee: 0, freeDeliveryThreshold: null }} />);
  expect(facts()).toEqual({ [text.fee]: text.free, [text.dispatch]: '결제 후 보통 2영업일 안에 출고' });
  expect(screen.queryByText('0원')).toBeNull();
});

test('a fee that is never waived is said alone', () => {
  renderWithShell(<DeliveryFacts brand={{ ...brand, freeDeliveryThreshold: null }} />);
  expect(facts()[text.fee]).toBe('3,000원');
});
