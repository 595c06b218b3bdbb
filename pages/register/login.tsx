import type { InferGetServerSidePropsType } from 'next';
import { LoginPage } from '@/components/account/LoginPage';
import { isSafeReturnUrl } from '@/lib/contract/returnUrl';
import { serverPage } from '@/lib/server/http/page';

/** Login (alias /login); a logged-in visitor is sent on to the safe returnUrl or '/'. */
export const getServerSideProps = serverPage('guest', async ({ query }) => {
  const returnUrl = Array.isArray(query.returnUrl) ? query.returnUrl[0] : query.returnUrl;
  return { props: { returnUrl: isSafeReturnUrl(returnUrl) ? returnUrl : null } };
});

export default function Login({ returnUrl }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <LoginPage returnUrl={returnUrl} />;
}
