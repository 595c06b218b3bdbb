import type { InferGetServerSidePropsType } from 'next';
import { BrandCenterLayout } from '@/components/brandCenter/BrandCenterLayout';
import { ProductForm } from '@/components/brandCenter/ProductForm';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { serverPage } from '@/lib/server/http/page';

/** /brand-center/products/new: add a product. */
export const getServerSideProps = serverPage('brand', async ({ brand }) => ({ props: { brand } }));

export default function NewBrandProductPage({ brand }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <BrandCenterLayout brand={brand} section="products" title={brandProductsMessages.form.newTitle}>
      <ProductForm product={null} />
    </BrandCenterLayout>
  );
}
