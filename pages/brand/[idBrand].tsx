import type { InferGetServerSidePropsType } from 'next';
import { BrandPage } from '@/components/brand/BrandPage';
import { serverPage } from '@/lib/server/http/page';
import { idParam } from '@/lib/server/http/params';
import { getBrand } from '@/lib/server/services/brands';

/** The brand page; 404 when the brand does not exist. */
export const getServerSideProps = serverPage('public', async ({ params, db }) => {
  const idBrand = idParam(params?.idBrand);
  if (idBrand === null) return { notFound: true };
  return { props: { brand: await getBrand(db, idBrand) } };
});

export default function Brand({ brand }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <BrandPage brand={brand} />;
}
