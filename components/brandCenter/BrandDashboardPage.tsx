import { Figure, Figures } from '@/components/ui/FigureTiles';
import { Lead } from '@/components/ui/listPage';
import type { BrandDashboard } from '@/lib/brandCenter/brandDashboard.contract';
import { brandCenterMessages } from '@/lib/brandCenter/brandCenter.messages';
import { brandCenterRoutes } from '@/lib/brandCenter/routes';
import type { OwnedBrand } from '@/lib/contract/users';
import { formatCount, formatWon } from '@/lib/format';
import { BrandCenterLayout } from './BrandCenterLayout';
import { ReportHeading } from './reportTable';

const text = brandCenterMessages.dashboard;
const dotted = (date: string) => date.replaceAll('-', '.');

/** /brand-center, 홈: what waits for the brand today and where its settlement stands, each figure a link to its list. */
export function BrandDashboardPage({ brand, dashboard }: { brand: OwnedBrand; dashboard: BrandDashboard }) {
  const count = (n: number) => `${formatCount(n)}건`;
  return (
    <BrandCenterLayout brand={brand} section="home">
      <Lead>{text.lead}</Lead>
      <ReportHeading>{text.today}</ReportHeading>
      <Figures>
        <Figure label={text.toShip} value={count(dashboard.toShip)} href={brandCenterRoutes.orders} alert={dashboard.toShip > 0} />
        <Figure label={text.late(dashboard.dispatchDays)} value={count(dashboard.late)} href={brandCenterRoutes.orders} alert={dashboard.late > 0} />
        <Figure label={text.refunds} value={count(dashboard.openRefunds)} href={brandCenterRoutes.refunds} alert={dashboard.openRefunds > 0} />
        <Figure label={text.lowStock} value={`${formatCount(dashboard.lowStock)}개`} href={`${brandCenterRoutes.products}?stock=low`} />
        <Figure label={text.outOfStock} value={`${formatCount(dashboard.outOfStock)}개`} href={`${brandCenterRoutes.products}?stock=out`} alert={dashboard.outOfStock > 0} />
      </Figures>
      <ReportHeading>{text.settlement}</ReportHeading>
      <Figures>
        <Figure label={text.periodSales(dotted(dashboard.period.firstDate))} value={formatWon(dashboard.period.sales)} href={brandCenterRoutes.settlements} />
        <Figure label={text.expected(dotted(dashboard.period.lastDate))} value={formatWon(dashboard.period.expected)} href={brandCenterRoutes.settlements} />
        <Figure label={text.owed} value={formatWon(dashboard.owed)} href={brandCenterRoutes.settlements} />
      </Figures>
    </BrandCenterLayout>
  );
}
