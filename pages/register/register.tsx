import type { InferGetServerSidePropsType } from 'next';
import { RegisterPage } from '@/components/account/RegisterPage';
import { isSafeReturnUrl } from '@/lib/contract/returnUrl';
import { serverPage } from '@/lib/server/http/page';

/** Registration (logged out only). */
export const getServerSideProps = serverPage('guest', async ({ query }) => {
  const returnUrl = Array.isArray(query.returnUrl) ? query.returnUrl[0] : query.returnUrl;
  return { props: { returnUrl: isSafeReturnUrl(returnUrl) ? returnUrl : null } };
});

export default function Register({ returnUrl }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <RegisterPage returnUrl={returnUrl} />;
}
