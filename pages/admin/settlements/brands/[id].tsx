import { BrandSettlementPage } from '@/components/admin/BrandSettlementPage';
import { idParam } from '@/lib/contract/queryParams';
import { consolePage } from '@/lib/server/http/consolePage';
import { brandSettlement } from '@/lib/settlement/server/statements';

/** /admin/settlements/brands/{id}: a brand's rate, balance, adjustments and statements. */
export const getServerSideProps = consolePage('operator', async ({ db, now, params }) => {
  const id = idParam(params?.id);
  const brand = id === null ? undefined : await db.selectFrom('brands').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!brand) return { notFound: true };
  return { props: { brand, settlement: await brandSettlement(db, brand.id, now) } };
});

export default BrandSettlementPage;
