import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { chip, chipChosen, chipRow } from '@/components/ui/chips';
import { TableHead } from '@/components/ui/TableHead';
import { brandCenterRoutes } from '@/lib/brandCenter/routes';
import type { BrandSales } from '@/lib/brandCenter/brandOrders.contract';
import type { OwnedBrand } from '@/lib/contract/users';
import { useBrandSales } from '@/lib/brandCenter/client/brandOrders';
import { formatWon } from '@/lib/format';
import { formatKstDate, kstIsoDate, kstMonthsBefore } from '@/lib/kstDate';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { BrandCenterLayout } from './BrandCenterLayout';
import { ReportScroll, ReportTable } from './reportTable';
import { labelledInputs, Lead } from '@/components/ui/listPage';
import { media, space } from '@/styles/theme';

const text = brandOrderMessages.sales;

const pad = (value: number) => String(value).padStart(2, '0');
const dotted = (date: string) => date.replaceAll('-', '.');

/** The quick periods, from the KST date of `now`: this month so far, last month, the last three months. */
export function salesPresets(now: string): Record<keyof typeof text.presets, { from: string; to: string }> {
  const today = kstIsoDate(now);
  const [year, month] = today.split('-').map(Number);
  const lastMonthYear = month === 1 ? year - 1 : year;
  const lastMonth = month === 1 ? 12 : month - 1;
  const lastDay = new Date(Date.UTC(lastMonthYear, lastMonth, 0)).getUTCDate();
  return {
    thisMonth: { from: `${today.slice(0, 8)}01`, to: today },
    lastMonth: { from: `${lastMonthYear}-${pad(lastMonth)}-01`, to: `${lastMonthYear}-${pad(lastMonth)}-${pad(lastDay)}` },
    threeMonths: { from: kstMonthsBefore(now, 3), to: today },
  };
}

const hrefOf = (period: { from: string; to: string }) => `${brandCenterRoutes.sales}?from=${period.from}&to=${period.to}`;

/**
 * /brand-center/sales: the brand's sales by retailer for a period (a GET form
 * with two dates and quick periods, working without JavaScript), as a table
 * with its totals; it scrolls sideways on a phone.
 */
export function SalesPage({ brand, sales: initial, now }: { brand: OwnedBrand; sales: BrandSales; now: string }) {
  const { sales } = useBrandSales(initial.from, initial.to, initial);
  const presets = salesPresets(now);
  return (
    <BrandCenterLayout brand={brand} section="sales">
      <Lead>{text.description}</Lead>
      <Period role="search" aria-label={text.period} action={brandCenterRoutes.sales} method="get">
        <label>
          <span>{text.from}</span>
          <input type="date" name="from" defaultValue={sales.from} required />
        </label>
        <label>
          <span>{text.to}</span>
          <input type="date" name="to" defaultValue={sales.to} required />
        </label>
        <Button type="submit" $size="lg">
          {text.apply}
        </Button>
      </Period>
      <Presets aria-label={text.presetsLabel}>
        {(Object.keys(presets) as (keyof typeof presets)[]).map((key) => {
          const current = presets[key].from === sales.from && presets[key].to === sales.to;
          return (
            <Link key={key} href={hrefOf(presets[key])} aria-current={current ? 'true' : undefined}>
              {text.presets[key]}
            </Link>
          );
        })}
      </Presets>
      <Range>{text.range(dotted(sales.from), dotted(sales.to))}</Range>
      {sales.items.length === 0 ? (
        <EmptyState>
          <p>{text.empty}</p>
        </EmptyState>
      ) : (
        <ReportScroll role="region" aria-label={text.caption} tabIndex={0}>
          <ReportTable>
            <caption>{`${text.caption} (${text.range(dotted(sales.from), dotted(sales.to))})`}</caption>
            <TableHead columns={[text.columns.retailer, text.columns.orders, text.columns.units, text.columns.amount, text.columns.last]} />
            <tbody>
              {sales.items.map((row) => (
                <tr key={row.idRetailer}>
                  <th scope="row">{row.businessName}</th>
                  <td data-label={text.columns.orders}>{text.ordersCount(row.orders)}</td>
                  <td data-label={text.columns.units}>{text.units(row.units)}</td>
                  <td data-label={text.columns.amount}>{formatWon(row.goodsAmount)}</td>
                  <td data-label={text.columns.last}>{formatKstDate(row.lastOrderedAt)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">
                  {text.total} <span>({text.retailers(sales.totals.retailers)})</span>
                </th>
                <td data-label={text.columns.orders}>{text.ordersCount(sales.totals.orders)}</td>
                <td data-label={text.columns.units}>{text.units(sales.totals.units)}</td>
                <td data-label={text.columns.amount}>{formatWon(sales.totals.goodsAmount)}</td>
                <td data-label="" />
              </tr>
            </tfoot>
          </ReportTable>
        </ReportScroll>
      )}
    </BrandCenterLayout>
  );
}

const Period = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.sm};
  align-items: end;

  button {
    grid-column: 1 / -1;
  }

  ${media.desktop} {
    display: flex;

    button {
      grid-column: auto;
    }
  }

  ${labelledInputs}
`;

const Presets = styled.nav`
  ${chipRow};
  margin: ${space.md} 0 ${space.lg};

  a {
    ${chip};
    font-weight: 600;
    text-decoration: none;
  }

  a[aria-current='true'] {
    ${chipChosen};
  }
`;

const Range = styled.p`
  margin: 0 0 ${space.md};
  font-weight: 700;
`;

