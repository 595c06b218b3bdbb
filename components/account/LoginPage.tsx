import { LoginForm, type LoginServerError } from '@/components/account/LoginForm';
import { PageSeo } from '@/components/ui/PageSeo';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import * as S from './AuthPage.styles';
import { accountMessages } from '@/lib/account/account.messages';

const text = accountMessages.pages.login;

export interface LoginPageProps {
  /** Checked on the server: a same-site relative path, or null. */
  returnUrl: string | null;
  /** A form sent before the page's script ran and refused on the server: the e-mail typed and why. */
  email?: string | null;
  error?: LoginServerError | null;
  /** Kakao login is configured: the form shows its button. */
  kakaoLogin?: boolean;
}

/** /login and /register/login: the login form. */
export function LoginPage({ returnUrl, email = null, error = null, kakaoLogin = false }: LoginPageProps) {
  return (
    <>
      <PageSeo title={text.title} description={text.description} path="/register/login" />
      <PageContainer>
        <S.Panel>
          <PageHeading title={text.title} />
          <LoginForm returnUrl={returnUrl} initialEmail={email} serverError={error} kakaoLogin={kakaoLogin} />
        </S.Panel>
      </PageContainer>
    </>
  );
}
