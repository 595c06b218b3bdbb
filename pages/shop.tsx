import type { InferGetServerSidePropsType } from 'next';
import { ShopPage } from '@/components/catalog/ShopPage';
import { parseShopQuery } from '@/lib/catalog/shopQuery';
import { serverPage } from '@/lib/server/http/page';

/** /shop?idCategory=&page=&page_type=category[&order=latest]; an unknown category is 404. */
export const getServerSideProps = serverPage('public', async ({ query }) => {
  const shop = parseShopQuery(query);
  if (!shop) return { notFound: true };
  return { props: { query: shop } };
});

export default function Shop({ query }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ShopPage query={query} />;
}
