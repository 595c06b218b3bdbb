import { PasswordResetPage } from '@/components/account/PasswordResetPage';
import { serverPage } from '@/lib/server/http/page';

/** 비밀번호 찾기 (logged out only: a logged-in user changes the password on the MY page). */
export const getServerSideProps = serverPage('guest', async () => ({ props: {} }));

export default function PasswordReset() {
  return <PasswordResetPage />;
}
