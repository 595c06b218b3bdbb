import type { InferGetServerSidePropsType } from 'next';
import { HomePage } from '@/components/home/HomePage';
import { serverPage } from '@/lib/server/http/page';

export const getServerSideProps = serverPage('public');

export default function Home({ initialUser }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <HomePage userType={initialUser?.userType ?? null} />;
}
