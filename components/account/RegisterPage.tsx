import Link from '@/components/ui/Link';
import { PageSeo } from '@/components/ui/PageSeo';
import { loginHref, routes } from '@/lib/site';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import * as S from './AuthPage.styles';
import { RegisterForm, type KakaoSignupProps } from './RegisterForm';
import { accountMessages } from '@/lib/account/account.messages';

const text = accountMessages.pages.register;

export interface RegisterPageProps {
  returnUrl: string | null;
  /** The referral code of an invitation link (`?ref=CODE`). */
  referralCode: string | null;
  /** A sign-up continuing a Kakao login (`?kakao=<ticket>`), or null. */
  kakao?: KakaoSignupProps | null;
}

/** /register/register: the retailer sign-up form, and the way back to login. */
export function RegisterPage({ returnUrl, referralCode, kakao = null }: RegisterPageProps) {
  const loginLink = returnUrl ? loginHref(returnUrl, 'redirect') : routes.login;
  return (
    <>
      <PageSeo title={text.title} description={text.description} path="/register/register" />
      <PageContainer>
        <S.Panel>
          <PageHeading title={text.title} lead={text.description} />
          {kakao ? <S.Notice role="status">{accountMessages.kakao.register.notice}</S.Notice> : null}
          <RegisterForm initialReferralCode={referralCode} kakao={kakao} />
          <S.Aside>
            {text.haveAccount} <Link href={loginLink}>{text.toLogin}</Link>
          </S.Aside>
        </S.Panel>
      </PageContainer>
    </>
  );
}
