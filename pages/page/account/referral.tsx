import type { InferGetServerSidePropsType } from 'next';
import { ReferralPage } from '@/components/account/ReferralPage';
import { serverPage } from '@/lib/server/http/page';
import { getReferral } from '@/lib/account/server/referral';

/** Referral with the 50,000 won reward (logged in only): the code, who joined with it, the credit. */
export const getServerSideProps = serverPage('member', async ({ db, user }) => ({
  props: { referral: await getReferral(db, user) },
}));

export default function Referral({ referral, siteUrl }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ReferralPage referral={referral} siteUrl={siteUrl} />;
}
