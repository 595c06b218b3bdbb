import Link from 'next/link';
import { PageSeo } from '@/components/seo/PageSeo';
import { registerPage } from '@/lib/ui/messages/pages/register';
import { routes } from '@/lib/ui/site';
import { PageContainer } from '../PageContainer';
import { PageHeading } from '../PageHeading';
import { PendingNotice } from '../PendingNotice';
import * as S from './AuthPage.styles';

const text = registerPage;

/** /register/register: registration comes with the accounts issue; until then, the way to log in. */
export function RegisterPage({ returnUrl }: { returnUrl: string | null }) {
  const loginHref = returnUrl ? `${routes.login}?returnUrl=${encodeURIComponent(returnUrl)}` : routes.login;
  return (
    <>
      <PageSeo title={text.title} description={text.description} path="/register/register" />
      <PageContainer>
        <S.Panel>
          <PageHeading title={text.title} lead={text.description} />
          <PendingNotice showHomeLink={false} />
          <S.Aside>
            {text.haveAccount} <Link href={loginHref}>{text.toLogin}</Link>
          </S.Aside>
        </S.Panel>
      </PageContainer>
    </>
  );
}
