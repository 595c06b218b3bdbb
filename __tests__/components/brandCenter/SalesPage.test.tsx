import { screen, within } from '@testing-library/react';
import { salesPresets, SalesPage } from '@/components/brandCenter/SalesPage';
import type { BrandSales } from '@/lib/brandCenter/brandOrders.contract';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { fakeApi, renderWithShell, setLoggedIn } from '@/__tests__/helpers/shell';

const text = brandOrderMessages.sales;
const brand = { id: 3, name: '데모 브랜드' };

const sales: BrandSales = {
  from: '2026-11-01',
  to: '2026-11-21',
  items: [
    { idRetailer: 7, businessName: '데모 잡화점', orders: 4, units: 64, goodsAmount: 274030, lastOrderedAt: '2026-11-20T15:30:00.000Z' },
    { idRetailer: 9, businessName: '소소한 하루', orders: 1, units: 7, goodsAmount: 79900, lastOrderedAt: '2026-11-02T01:00:00.000Z' },
  ],
  totals: { retailers: 2, orders: 5, units: 71, goodsAmount: 353930 },
};

test('quick periods count Korea-time months, across a year end', () => {
  // 2027-01-01 00:30 KST is still 2026-12-31 in UTC.
  expect(salesPresets('2026-12-31T15:30:00.000Z')).toEqual({
    thisMonth: { from: '2027-01-01', to: '2027-01-01' },
    lastMonth: { from: '2026-12-01', to: '2026-12-31' },
    threeMonths: { from: '2026-10-01', to: '2027-01-01' },
  });
});

test('the table lists each retailer with KST dates and the totals; the current quick period is marked', () => {
  setLoggedIn('tok');
  fakeApi({});
  renderWithShell(<SalesPage brand={brand} sales={sales} now="2026-11-21T03:00:00.000Z" />);
  const table = screen.getByRole('table');
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('데모 잡화점4건64개274,030원2026.11.21');
  expect(rows[3]).toHaveTextContent(`${text.total} (${text.retailers(2)})5건71개353,930원`);
  expect(screen.getByRole('link', { name: text.presets.thisMonth })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('link', { name: text.presets.lastMonth })).toHaveAttribute('href', '/brand-center/sales?from=2026-10-01&to=2026-10-31');
  expect(screen.getByLabelText(text.from)).toHaveValue('2026-11-01');
});

test('an empty period says so', () => {
  setLoggedIn('tok');
  fakeApi({});
  renderWithShell(<SalesPage brand={brand} sales={{ ...sales, items: [], totals: { retailers: 0, orders: 0, units: 0, goodsAmount: 0 } }} now="2026-11-21T03:00:00.000Z" />);
  expect(screen.getByText(text.empty)).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});
