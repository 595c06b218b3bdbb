import { DashboardPage } from '@/components/admin/DashboardPage';
import { dashboard } from '@/lib/admin/server/dashboard';
import { SOLD_OUT_BRAND_MIN } from '@/lib/admin/server/members';
import { LATE_SHIPPING_DAYS } from '@/lib/admin/server/orders';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin: the console's dashboard. */
export const getServerSideProps = consolePage('operator', async ({ db, now }) => ({
  props: { dashboard: await dashboard(db, now), lateDays: LATE_SHIPPING_DAYS, soldOutMin: SOLD_OUT_BRAND_MIN },
}));

export default DashboardPage;
