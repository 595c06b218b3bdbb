import type { InferGetServerSidePropsType } from 'next';
import { MyPage } from '@/components/account/MyPage';
import { serverPage } from '@/lib/server/http/page';
import { getCurrentUser } from '@/lib/server/services/users';

/** MY (logged in only; alias /mypage). */
export const getServerSideProps = serverPage('member', async ({ db, user }) => ({
  props: { user: await getCurrentUser(db, user) },
}));

export default function MyPageRoute({ user }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <MyPage user={user} />;
}
