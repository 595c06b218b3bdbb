import type { InferGetServerSidePropsType } from 'next';
import { RegisterPage } from '@/components/account/RegisterPage';
import { isSafeReturnUrl } from '@/lib/contract/returnUrl';
import { serverPage } from '@/lib/server/http/page';

/** A referral link's code (`?ref=CODE`, engineer B's referral page): letters and digits, upper-cased. */
export function referralFromQuery(value: string | string[] | undefined): string | null {
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return code && /^[A-Z0-9]{1,20}$/.test(code) ? code : null;
}

/** Registration (logged out only). */
export const getServerSideProps = serverPage('guest', async ({ query }) => {
  const returnUrl = Array.isArray(query.returnUrl) ? query.returnUrl[0] : query.returnUrl;
  return {
    props: {
      returnUrl: isSafeReturnUrl(returnUrl) ? returnUrl : null,
      referralCode: referralFromQuery(query.ref),
    },
  };
});

export default function Register({ returnUrl, referralCode }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <RegisterPage returnUrl={returnUrl} referralCode={referralCode} />;
}
