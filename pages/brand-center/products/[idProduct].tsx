import type { InferGetServerSidePropsType } from 'next';
import { BrandCenterLayout } from '@/components/brandCenter/BrandCenterLayout';
import { ProductForm } from '@/components/brandCenter/ProductForm';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { serverPage } from '@/lib/server/http/page';
import { getBrandProduct } from '@/lib/brandCenter/server/brandProductReads';

/** /brand-center/products/{id}: edit one of the brand's products (another brand's, or a bad id, is the 404 page). */
export const getServerSideProps = serverPage('brand', async ({ db, brand, params }) => {
  const raw = typeof params?.idProduct === 'string' ? params.idProduct : '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id <= 0) return { notFound: true as const };
  const product = await getBrandProduct(db, brand.id, id);
  return { props: { brand, product } };
});

export default function EditBrandProductPage({ brand, product }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <BrandCenterLayout brand={brand} section="products" title={brandProductsMessages.form.editTitle}>
      <ProductForm key={product.idProduct} product={product} />
    </BrandCenterLayout>
  );
}
