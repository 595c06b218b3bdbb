import type { InferGetServerSidePropsType } from 'next';
import { NewBrandsPage } from '@/components/catalog/NewBrandsPage';
import { serverPage } from '@/lib/server/http/page';
import { catalogueSharing } from '@/lib/catalog/server/favorites';
import { idParam, PAGE_MAX } from '@/lib/contract/queryParams';
import { listNewBrands } from '@/lib/catalog/server/home';

/** /new-brand?page=: brands that joined recently (a page number like an id, else page 1; past the last is 404). */
export const getServerSideProps = serverPage('public', async ({ db, user, query }) => {
  const page = Math.min(idParam(query.page) ?? 1, PAGE_MAX);
  const brands = await listNewBrands(db, user, page);
  if (page > 1 && page > brands.totalPages) return { notFound: true };
  return { props: { brands } };
}, { shared: catalogueSharing });

export default function NewBrand({ brands }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <NewBrandsPage brands={brands} />;
}
