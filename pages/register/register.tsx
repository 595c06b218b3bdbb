import type { InferGetServerSidePropsType } from 'next';
import { RegisterPage } from '@/components/account/RegisterPage';
import { isSafeReturnUrl } from '@/lib/contract/returnUrl';
import { serverPage } from '@/lib/server/http/page';
import { kakaoConfig } from '@/lib/server/env';
import { readTicketCookie } from '@/lib/account/server/kakaoCookies';
import { findKakaoSignup } from '@/lib/account/server/kakao';
import type { KakaoSignupProps } from '@/components/account/RegisterForm';

/** A referral link's code (`?ref=CODE`, engineer B's referral page): letters and digits, upper-cased. */
export function referralFromQuery(value: string | string[] | undefined): string | null {
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return code && /^[A-Z0-9]{1,20}$/.test(code) ? code : null;
}

/**
 * Registration (logged out only). `?kakao=<ticket>` continues a Kakao login
 * (docs/DECISIONS.md, Kakao login): the ticket must be usable and this
 * browser's (its cookie); otherwise the login page says it expired.
 */
export const getServerSideProps = serverPage('guest', async ({ query, req, db }) => {
  const returnUrl = Array.isArray(query.returnUrl) ? query.returnUrl[0] : query.returnUrl;
  const ticket = Array.isArray(query.kakao) ? query.kakao[0] : query.kakao;
  let kakao: KakaoSignupProps | null = null;
  if (ticket && kakaoConfig()) {
    const signup = await findKakaoSignup(db, ticket, readTicketCookie(req));
    if (!signup) return { redirect: { destination: '/register/login?kakaoError=ticket', permanent: false } };
    kakao = { ticket, ...signup };
  }
  return {
    props: {
      returnUrl: isSafeReturnUrl(returnUrl) ? returnUrl : null,
      referralCode: referralFromQuery(query.ref),
      kakao,
    },
  };
});

export default function Register({ returnUrl, referralCode, kakao }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <RegisterPage returnUrl={returnUrl} referralCode={referralCode} kakao={kakao} />;
}
