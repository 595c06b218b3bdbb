import type { InferGetServerSidePropsType } from 'next';
import { ProductDetailsPage } from '@/components/product/ProductDetailsPage';
import { serverPage } from '@/lib/server/http/page';
import { idParam } from '@/lib/server/http/params';
import { getProduct } from '@/lib/server/services/catalog/queries';
import { viewerOf } from '@/lib/server/services/viewer';

/** The product as the visitor may see it (wholesale prices for members); 404 when missing or hidden. */
export const getServerSideProps = serverPage('public', async ({ params, user, db }) => {
  const idProduct = idParam(params?.idProduct);
  if (idProduct === null) return { notFound: true };
  const product = await getProduct(db, viewerOf(user), idProduct);
  return { props: { product } };
});

export default function ProductDetails({ product, loggedIn }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ProductDetailsPage product={product} loggedIn={loggedIn} />;
}
