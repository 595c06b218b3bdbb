import styled from 'styled-components';
import type { Dashboard, DashboardPeriod } from '@/lib/admin/admin.contract';
import { dashboardMessages as text } from '@/lib/admin/admin.messages';
import { adminRoutes } from '@/lib/admin/routes';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { formatCount, formatWon } from '@/lib/format';
import { formatKstDateTime, kstIsoDate } from '@/lib/kstDate';
import { ConsoleLayout } from './ConsoleLayout';
import { Panel } from './Console.styles';
import { Figure, Figures } from '@/components/ui/FigureTiles';
import { colors, fontSizes, media, space } from '@/styles/theme';

export interface DashboardPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  dashboard: Dashboard;
  /** The LATE_SHIPPING_DAYS and SOLD_OUT_BRAND_MIN the figures count by. */
  lateDays: number;
  soldOutMin: number;
}

function PeriodFigures({ title, period, to }: { title: string; period: DashboardPeriod; to: string }) {
  const from = kstIsoDate(period.from);
  const orders = `${adminRoutes.orders}?from=${from}&to=${to}`;
  return (
    <Panel aria-labelledby={`period-${title}`}>
      <h2 id={`period-${title}`}>{title}</h2>
      <Figures>
        <Figure label={text.orders} value={`${formatCount(period.orders)}건`} href={orders} />
        <Figure label={text.gmv} value={formatWon(period.gmv)} href={orders} />
        <Figure label={text.newRetailers} value={`${formatCount(period.newRetailers)}곳`} href={`${adminRoutes.members}?kind=retailer&joinedFrom=${from}`} />
      </Figures>
    </Panel>
  );
}

/**
 * /admin: today and this month (Korea time), and what waits for an operator;
 * each figure opens the list it counts.
 */
export function DashboardPage({ operator, dashboard, lateDays, soldOutMin }: DashboardPageProps) {
  const today = kstIsoDate(dashboard.now);
  return (
    <ConsoleLayout operator={operator} section="home">
      <Lead>{text.asOf(formatKstDateTime(dashboard.now))}</Lead>
      <Periods>
        <PeriodFigures title={text.today} period={dashboard.today} to={today} />
        <PeriodFigures title={text.month} period={dashboard.month} to={today} />
      </Periods>
      <Note>{text.gmvNote}</Note>
      <Panel aria-labelledby="waiting">
        <h2 id="waiting">{text.waiting}</h2>
        <Figures>
          <Figure label={text.pendingCertifications} value={`${formatCount(dashboard.pendingCertifications)}건`} href={`${adminRoutes.applications}?kind=certification`} alert={dashboard.pendingCertifications > 0} />
          <Figure label={text.pendingBrands} value={`${formatCount(dashboard.pendingBrands)}건`} href={`${adminRoutes.applications}?kind=brand`} alert={dashboard.pendingBrands > 0} />
          <Figure label={text.awaitingDeposits} value={`${formatCount(dashboard.awaitingDeposits)}건`} href={adminRoutes.deposits} alert={dashboard.awaitingDeposits > 0} />
          <Figure label={text.overdueDeposits} value={`${formatCount(dashboard.overdueDeposits)}건`} href={adminRoutes.deposits} alert={dashboard.overdueDeposits > 0} />
          <Figure label={text.openRefunds} value={`${formatCount(dashboard.openRefunds)}건`} href={`${adminRoutes.orders}?refund=1`} alert={dashboard.openRefunds > 0} />
          <Figure label={text.lateShipments(lateDays)} value={`${formatCount(dashboard.lateShipments)}건`} href={`${adminRoutes.orders}?late=1`} alert={dashboard.lateShipments > 0} />
          <Figure label={text.soldOutBrands(soldOutMin)} value={`${formatCount(dashboard.soldOutBrands)}곳`} href={`${adminRoutes.members}?kind=brand&soldOut=1`} />
        </Figures>
      </Panel>
    </ConsoleLayout>
  );
}

const Lead = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.textSecondary};
`;

const Note = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.textSecondary};
  font-size: ${fontSizes.md};
`;

const Periods = styled.div`
  display: grid;
  gap: 0 ${space.lg};

  ${media.medium} {
    grid-template-columns: 1fr 1fr;
  }

  section {
    margin-bottom: ${space.sm};
  }
`;

