import type { InferGetServerSidePropsType } from 'next';
import { ReferralPage } from '@/components/account/ReferralPage';
import { serverPage } from '@/lib/server/http/page';
import { getCurrentUser } from '@/lib/server/services/users';

/** Referral with the 50,000 won reward (logged in only). */
export const getServerSideProps = serverPage('member', async ({ db, user }) => ({
  props: { referralCode: (await getCurrentUser(db, user)).referralCode },
}));

export default function Referral({ referralCode }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ReferralPage referralCode={referralCode} />;
}
