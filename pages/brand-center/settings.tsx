import type { InferGetServerSidePropsType } from 'next';
import { BrandSettingsPage } from '@/components/brandCenter/BrandSettingsPage';
import { serverPage } from '@/lib/server/http/page';
import { getBrandSettings } from '@/lib/brandCenter/server/brandSettings';

/** /brand-center/settings, 브랜드 정보: the brand's supplier details (거래명세서) and delivery terms. */
export const getServerSideProps = serverPage('brand', async ({ db, brand }) => ({
  props: { brand, settings: await getBrandSettings(db, brand.id) },
}));

export default function BrandSettings({ brand, settings }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <BrandSettingsPage brand={brand} settings={settings} />;
}
