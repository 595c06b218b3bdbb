import Link from '@/components/ui/Link';
import { PageSeo } from '@/components/ui/PageSeo';
import { accountRoutes } from '@/lib/account/routes';
import { routes } from '@/lib/site';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import * as S from './AuthPage.styles';
import { PasswordResetForm } from './PasswordResetForm';
import { accountMessages } from '@/lib/account/account.messages';

const text = accountMessages.pages.passwordReset;

/** /register/password: 비밀번호 찾기, linked from the login form. */
export function PasswordResetPage() {
  return (
    <>
      <PageSeo title={text.title} description={text.description} path={accountRoutes.passwordReset} />
      <PageContainer>
        <S.Panel>
          <PageHeading title={text.title} lead={text.description} />
          <PasswordResetForm />
          <S.Aside>
            {accountMessages.pages.register.haveAccount} <Link href={routes.login}>{accountMessages.pages.register.toLogin}</Link>
          </S.Aside>
        </S.Panel>
      </PageContainer>
    </>
  );
}
