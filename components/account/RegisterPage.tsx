import Link from 'next/link';
import { PageSeo } from '@/components/ui/PageSeo';
import { loginHref, routes } from '@/lib/site';
import { PageContainer } from '../ui/PageContainer';
import { PageHeading } from '../ui/PageHeading';
import { PendingNotice } from '../ui/PendingNotice';
import * as S from './AuthPage.styles';
import { accountMessages } from '@/lib/messages/account';

const text = accountMessages.pages.register;

/** /register/register: registration comes with the accounts issue; until then, the way to log in. */
export function RegisterPage({ returnUrl }: { returnUrl: string | null }) {
  const loginLink = returnUrl ? loginHref(returnUrl, 'redirect') : routes.login;
  return (
    <>
      <PageSeo title={text.title} description={text.description} path="/register/register" />
      <PageContainer>
        <S.Panel>
          <PageHeading title={text.title} lead={text.description} />
          <PendingNotice showHomeLink={false} />
          <S.Aside>
            {text.haveAccount} <Link href={loginLink}>{text.toLogin}</Link>
          </S.Aside>
        </S.Panel>
      </PageContainer>
    </>
  );
}
