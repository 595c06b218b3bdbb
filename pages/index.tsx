import type { InferGetServerSidePropsType } from 'next';
import { HomePage } from '@/components/pages/home/HomePage';
import { serverPage } from '@/lib/server/pages';

export const getServerSideProps = serverPage('public');

export default function Home({ initialUser }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <HomePage userType={initialUser?.userType ?? null} />;
}
