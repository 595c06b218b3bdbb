import type { InferGetServerSidePropsType } from 'next';
import { StatementPage } from '@/components/brandCenter/StatementPage';
import { idParam } from '@/lib/contract/queryParams';
import { serverPage } from '@/lib/server/http/page';
import { statementDetail } from '@/lib/settlement/server/statements';

/** /brand-center/settlements/{id}: one of the brand's statements (another brand's: the 404 page). */
export const getServerSideProps = serverPage('brand', async ({ db, brand, params }) => {
  const id = idParam(params?.id);
  if (id === null) return { notFound: true };
  return { props: { brand, detail: await statementDetail(db, id, brand.id) } };
});

export default function BrandStatement({ brand, detail }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <StatementPage brand={brand} detail={detail} />;
}
