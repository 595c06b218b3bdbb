import { LoginForm } from '@/components/account/LoginForm';
import { PageSeo } from '@/components/seo/PageSeo';
import { loginPage } from '@/lib/ui/messages/pages/auth';
import { PageContainer } from '../PageContainer';
import { PageHeading } from '../PageHeading';
import * as S from './AuthPage.styles';

const text = loginPage;

/** /login and /register/login: the login form; `returnUrl` was checked on the server. */
export function LoginPage({ returnUrl }: { returnUrl: string | null }) {
  return (
    <>
      <PageSeo title={text.title} description={text.description} path="/register/login" />
      <PageContainer>
        <S.Panel>
          <PageHeading title={text.title} />
          <LoginForm returnUrl={returnUrl} />
        </S.Panel>
      </PageContainer>
    </>
  );
}
