import type { InferGetServerSidePropsType } from 'next';
import { HomePage } from '@/components/catalog/HomePage';
import { serverPage } from '@/lib/server/http/page';
import { catalogueSharing } from '@/lib/catalog/server/favorites';
import { getHomeFeed } from '@/lib/catalog/server/home';

/** The home page: banners and product sections read from the catalogue services. */
export const getServerSideProps = serverPage('public', async ({ db, user }) => ({ props: { feed: await getHomeFeed(db, user) } }), {
  shared: catalogueSharing,
});

export default function Home({ feed, initialUser }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <HomePage feed={feed} userType={initialUser?.userType ?? null} />;
}
