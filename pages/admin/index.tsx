import { DashboardPage } from '@/components/admin/DashboardPage';
import { dashboard, LATE_SHIPPING_DAYS, SOLD_OUT_BRAND_MIN } from '@/lib/admin/server/dashboard';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin: the console's dashboard. */
export const getServerSideProps = consolePage('operator', async ({ db, now }) => ({
  props: { dashboard: await dashboard(db, now), lateDays: LATE_SHIPPING_DAYS, soldOutMin: SOLD_OUT_BRAND_MIN },
}));

export default DashboardPage;
