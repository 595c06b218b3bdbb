import { brandCenterRoutes } from '@/lib/brandCenter/routes';
import { redirectTo } from '@/lib/server/auth/guard';
import { serverPage } from '@/lib/server/http/page';

/** /brand-center: a brand's daily work starts with its incoming orders. */
export const getServerSideProps = serverPage('brand', async () => redirectTo(brandCenterRoutes.orders));

export default function BrandCenterHome() {
  return null;
}
