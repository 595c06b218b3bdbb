import type { InferGetServerSidePropsType } from 'next';
import { useRouter } from 'next/router';
import Link from '@/components/ui/Link';
import { BrandCenterLayout } from '@/components/brandCenter/BrandCenterLayout';
import { BulkProductPanel } from '@/components/brandCenter/BulkProductPanel';
import { ProductList } from '@/components/brandCenter/ProductList';
import { ActionLink } from '@/components/brandCenter/ProductParts';
import { brandCenterRoutes } from '@/lib/brandCenter/routes';
import { toast } from '@/lib/client/alerts';
import type { BrandProductListQuery } from '@/lib/brandCenter/brandProducts.contract';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { serverPage } from '@/lib/server/http/page';
import { listBrandProducts, listQuerySchema } from '@/lib/brandCenter/server/brandProductReads';

/** /brand-center/products: the brand's products with quick edits (a bad query value falls back to its default). */
export const getServerSideProps = serverPage('brand', async ({ db, brand, query }) => {
  const raw = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const parsed = listQuerySchema.safeParse(raw);
  const request = parsed.success ? parsed.data : listQuerySchema.parse({});
  const list = await listBrandProducts(db, brand.id, request);
  const listQuery: BrandProductListQuery = {
    status: request.status,
    sort: request.sort as BrandProductListQuery['sort'],
    page: request.page,
    limit: request.limit,
    ...(request.keyword ? { keyword: request.keyword } : {}),
    ...(request.stock ? { stock: request.stock } : {}),
  };
  return { props: { brand, list, query: listQuery } };
});

export default function BrandProductsPage({ brand, list, query }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const router = useRouter();
  return (
    <BrandCenterLayout
      brand={brand}
      section="products"
      actions={
        <ActionLink as={Link} href={brandCenterRoutes.newProduct}>
          {brandProductsMessages.list.add}
        </ActionLink>
      }
    >
      <BulkProductPanel
        onSaved={(message) => {
          void toast(message);
          void router.replace(router.asPath, undefined, { scroll: false });
        }}
      />
      <ProductList key={JSON.stringify(query)} list={list} query={query} />
    </BrandCenterLayout>
  );
}
