import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuantityStepper } from '@/components/ui/QuantityStepper';
import { marginRate, snapQuantity } from '@/components/catalog/quantity';
import { chargedUnitPrice as unitPriceFor } from '@/lib/catalog/tierPricing';
import { renderWithShell } from '@/__tests__/helpers/shell';
import { quantityStepperMessages } from '@/lib/messages/quantityStepper';

const text = quantityStepperMessages;

/** The stepper as the purchase panel holds it: the value lives in the parent, starting at the minimum. */
function Harness({ min, step, max, onValue }: { min: number; step: number; max: number; onValue?: (v: number) => void }) {
  const [value, setValue] = useState(min);
  return (
    <QuantityStepper
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      min={min}
      step={step}
      max={max}
    />
  );
}

const field = () => screen.getByRole('spinbutton', { name: text.quantity });
const status = () => screen.getByRole('status');

describe('QuantityStepper', () => {
  it('starts at the minimum and goes up and down by the order step', async () => {
    renderWithShell(<Harness min={6} step={6} max={100} />);
    expect(field()).toHaveValue(6);
    await userEvent.click(screen.getByRole('button', { name: text.increase }));
    expect(field()).toHaveValue(12);
    await userEvent.click(screen.getByRole('button', { name: text.increase }));
    expect(field()).toHaveValue(18);
    await userEvent.click(screen.getByRole('button', { name: text.decrease }));
    expect(field()).toHaveValue(12);
  });

  it('never goes below the minimum and says so', async () => {
    renderWithShell(<Harness min={3} step={1} max={100} />);
    const minus = screen.getByRole('button', { name: text.decrease });
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(minus);
    expect(field()).toHaveValue(3);
    expect(status()).toHaveTextContent(text.atMinimum(3));
  });

  it('never goes above the stock (on a step) and says so', async () => {
    renderWithShell(<Harness min={4} step={4} max={10} />);
    const plus = screen.getByRole('button', { name: text.increase });
    await userEvent.click(plus);
    expect(field()).toHaveValue(8);
    // 12 would pass the stock of 10: 8 is the largest valid quantity.
    expect(status()).toHaveTextContent(text.atMaximum(8));
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    expect(field()).toHaveValue(8);
  });

  it('snaps a typed value to a valid one when the field is left, and says why', async () => {
    const values: number[] = [];
    renderWithShell(<Harness min={5} step={5} max={40} onValue={(v) => values.push(v)} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '13');
    await userEvent.tab();
    expect(field()).toHaveValue(15);
    expect(status()).toHaveTextContent(text.snappedToStep(5, 15));

    await userEvent.clear(field());
    await userEvent.type(field(), '999{Enter}');
    expect(field()).toHaveValue(40);
    expect(status()).toHaveTextContent(text.atMaximum(40));

    await userEvent.clear(field());
    await userEvent.type(field(), '2{Enter}');
    expect(field()).toHaveValue(5);
    expect(status()).toHaveTextContent(text.atMinimum(5));
    expect(values).toEqual([15, 40, 5]);
  });

  it('is disabled with a reason when the stock is below the minimum', () => {
    renderWithShell(<Harness min={10} step={1} max={4} />);
    expect(field()).toBeDisabled();
    expect(status()).toHaveTextContent(text.notEnoughStock(10));
  });
});

describe('quantity rules', () => {
  it('snaps to min + k x step within the stock', () => {
    const rule = { min: 3, step: 2, max: 10 };
    expect(snapQuantity(0, rule)).toBe(3);
    expect(snapQuantity(4, rule)).toBe(5);
    expect(snapQuantity(6, rule)).toBe(7);
    expect(snapQuantity(10, rule)).toBe(9);
    expect(snapQuantity(Number.NaN, rule)).toBe(3);
  });

  it('takes the best quantity tier reached', () => {
    const tiers = [
      { minQty: 10, price: 9000 },
      { minQty: 50, price: 8000 },
    ];
    expect(unitPriceFor(10000, tiers, 9)).toBe(10000);
    expect(unitPriceFor(10000, tiers, 10)).toBe(9000);
    expect(unitPriceFor(10000, tiers, 80)).toBe(8000);
  });

  it('computes the margin against the retail price, rounded', () => {
    expect(marginRate(30900, 10960)).toBe(65);
    expect(marginRate(20000, 10000)).toBe(50);
    expect(marginRate(0, 100)).toBe(0);
  });
});
