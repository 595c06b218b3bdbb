import type { InferGetServerSidePropsType } from 'next';
import { SettlementsPage } from '@/components/brandCenter/SettlementsPage';
import { serviceNow } from '@/lib/server/clock';
import { serverPage } from '@/lib/server/http/page';
import { brandSettlement } from '@/lib/settlement/server/statements';

/** /brand-center/settlements, 정산 내역: the brand's settlement (lib/settlement). */
export const getServerSideProps = serverPage('brand', async ({ db, brand }) => ({
  props: { brand, settlement: await brandSettlement(db, brand.id, serviceNow()) },
}));

export default function BrandSettlements({ brand, settlement }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <SettlementsPage brand={brand} settlement={settlement} />;
}
