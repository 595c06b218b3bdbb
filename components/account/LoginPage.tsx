import { LoginForm } from '@/components/account/LoginForm';
import { PageSeo } from '@/components/ui/PageSeo';
import { PageContainer } from '../ui/PageContainer';
import { PageHeading } from '../ui/PageHeading';
import * as S from './AuthPage.styles';
import { accountMessages } from '@/lib/messages/account';

const text = accountMessages.pages.login;

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
