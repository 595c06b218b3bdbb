import type { InferGetServerSidePropsType } from 'next';
import { LoginPage } from '@/components/account/LoginPage';
import { isSafeReturnUrl } from '@/lib/contract/returnUrl';
import { serverPage } from '@/lib/server/http/page';
import { submitLoginForm, type LoginFormError } from '@/lib/account/server/loginForm';
import { kakaoConfig } from '@/lib/server/env';
import { isKakaoErrorCode } from '@/lib/account/server/kakao';
import { accountMessages } from '@/lib/account/account.messages';

/**
 * Login (alias /login); a logged-in visitor is sent on to the safe returnUrl or '/'.
 * A POST is the form sent before the page's script ran: logged in on the
 * server (303 to the returnUrl), or the form again with the e-mail and the error.
 * `?kakaoError=<code>`: a Kakao login that failed (docs/DECISIONS.md, Kakao login), shown in the form.
 */
export const getServerSideProps = serverPage('guest', async (ctx) => {
  const { query } = ctx;
  const returnUrl = Array.isArray(query.returnUrl) ? query.returnUrl[0] : query.returnUrl;
  const safe = isSafeReturnUrl(returnUrl) ? returnUrl : null;
  let email: string | null = null;
  let error: LoginFormError | null = null;
  const kakaoError = Array.isArray(query.kakaoError) ? query.kakaoError[0] : query.kakaoError;
  if (isKakaoErrorCode(kakaoError)) error = { message: accountMessages.kakao.errors[kakaoError], field: null };
  if (ctx.req.method === 'POST') {
    const outcome = await submitLoginForm(ctx, ctx.db, safe);
    if ('redirect' in outcome) return { redirect: outcome.redirect };
    ({ email, error } = outcome);
  }
  return { props: { returnUrl: safe, email, error, kakaoLogin: kakaoConfig() !== null } };
});

export default function Login({ returnUrl, email, error, kakaoLogin }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <LoginPage returnUrl={returnUrl} email={email} error={error} kakaoLogin={kakaoLogin} />;
}
