import type { InferGetServerSidePropsType } from 'next';
import { BrandDashboardPage } from '@/components/brandCenter/BrandDashboardPage';
import { brandDashboard } from '@/lib/brandCenter/server/brandDashboard';
import { serviceNow } from '@/lib/server/clock';
import { serverPage } from '@/lib/server/http/page';

/** /brand-center, 홈: a brand's day at a glance (lib/brandCenter/server/brandDashboard.ts). */
export const getServerSideProps = serverPage('brand', async ({ db, brand }) => ({
  props: { brand, dashboard: await brandDashboard(db, brand.id, serviceNow()) },
}));

export default function BrandCenterHome({ brand, dashboard }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <BrandDashboardPage brand={brand} dashboard={dashboard} />;
}
