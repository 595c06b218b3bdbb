import type { InferGetServerSidePropsType } from 'next';
import { FavoritePage } from '@/components/catalog/FavoritePage';
import { pageOfQuery } from '@/lib/catalog/shopFilters';
import { serverPage } from '@/lib/server/http/page';
import { PAGE_MAX } from '@/lib/contract/queryParams';
import { listFavorites } from '@/lib/catalog/server/favorites';
import { viewerOf } from '@/lib/catalog/server/viewer';
import { toProductCard } from '@/lib/catalog/catalog.contract';

/** The wishlist (logged in only; alias /favorite): one page of it, most recently added first. */
export const getServerSideProps = serverPage('member', async ({ query, db, user }) => {
  const list = await listFavorites(db, { ...viewerOf(user), userId: user.id }, { page: Math.min(pageOfQuery(query), PAGE_MAX) });
  return { props: { list: { ...list, items: list.items.map(toProductCard) } } };
});

export default function Favorite({ list }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <FavoritePage list={list} />;
}
