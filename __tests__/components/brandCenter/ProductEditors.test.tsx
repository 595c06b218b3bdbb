import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ProductOptionsEditor, type ProductOptionsValue } from '@/components/brandCenter/ProductOptionsEditor';
import { ProductTiersEditor } from '@/components/brandCenter/ProductTiersEditor';
import type { PriceTierInput } from '@/lib/brandCenter/brandProducts.contract';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { renderWithShell } from '@/__tests__/helpers/shell';

const t = brandProductsMessages.form;

function Tiers({ initial, errors = {} }: { initial: PriceTierInput[]; errors?: Record<string, string> }) {
  const [tiers, setTiers] = useState(initial);
  return (
    <>
      <ProductTiersEditor tiers={tiers} onChange={setTiers} errorFor={(field) => errors[field]} minOrderQty={5} wholesalePrice={10_000} />
      <output aria-label="tiers">{JSON.stringify(tiers)}</output>
    </>
  );
}

const tiersOut = () => JSON.parse(screen.getByLabelText('tiers').textContent ?? '[]');

describe('ProductTiersEditor', () => {
  test('adds rows above the last one and below its price, edits and removes them, at most five', async () => {
    renderWithShell(<Tiers initial={[]} />);
    expect(screen.getByText(t.noTiers)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.addTier }));
    expect(tiersOut()).toEqual([{ minQty: 50, price: 9_500 }]);
    await userEvent.click(screen.getByRole('button', { name: t.addTier }));
    expect(tiersOut()).toEqual([
      { minQty: 50, price: 9_500 },
      { minQty: 100, price: 9_025 },
    ]);
    const qty = screen.getByLabelText(t.tierMinQty(2));
    await userEvent.clear(qty);
    await userEvent.type(qty, '80');
    expect(tiersOut()[1].minQty).toBe(80);
    await userEvent.click(screen.getByRole('button', { name: t.removeTier(1) }));
    expect(tiersOut()).toEqual([{ minQty: 80, price: 9_025 }]);
    for (let i = 0; i < 4; i += 1) await userEvent.click(screen.getByRole('button', { name: t.addTier }));
    expect(tiersOut()).toHaveLength(5);
    expect(screen.getByRole('button', { name: t.addTier })).toBeDisabled();
  });

  test("shows each row's message next to its box", () => {
    const message = brandProductsMessages.errors.tierPriceBelowWholesale;
    renderWithShell(<Tiers initial={[{ minQty: 50, price: 10_000 }]} errors={{ 'tiers.0.price': message }} />);
    const price = screen.getByLabelText(t.tierPrice(1));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(message);
  });
});

function Options({ initial }: { initial: ProductOptionsValue }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ProductOptionsEditor value={value} onChange={setValue} errorFor={() => undefined} />
      <output aria-label="options">{JSON.stringify(value)}</output>
    </>
  );
}

describe('ProductOptionsEditor', () => {
  test('colours x sizes make a stock grid; the total follows; removing a colour removes its row', async () => {
    renderWithShell(<Options initial={{ colors: [], sizes: [], stocks: {} }} />);
    expect(screen.getByLabelText(t.stockOf(brandProductsMessages.noOption))).toHaveValue(0);
    await userEvent.type(screen.getByLabelText(t.newColor), '네이비{Enter}');
    await userEvent.type(screen.getByLabelText(t.newColor), '  아이보리 ');
    await userEvent.click(screen.getByRole('button', { name: t.addColor }));
    await userEvent.type(screen.getByLabelText(t.newSize), 'M{Enter}');
    const grid = ['네이비 / M', '아이보리 / M'];
    for (const label of grid) expect(screen.getByLabelText(t.stockOf(label))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(t.stockOf('네이비 / M')), '{Backspace}12');
    await userEvent.type(screen.getByLabelText(t.stockOf('아이보리 / M')), '{Backspace}3');
    expect(screen.getByText(t.totalStock(15))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.removeValue(t.colors, '네이비') }));
    expect(screen.queryByLabelText(t.stockOf('네이비 / M'))).not.toBeInTheDocument();
    expect(screen.getByText(t.totalStock(3))).toBeInTheDocument();
    expect(JSON.parse(screen.getByLabelText('options').textContent ?? '{}')).toMatchObject({ colors: ['아이보리'], sizes: ['M'] });
  });
});
