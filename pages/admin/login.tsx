import { SignInPage } from '@/components/admin/SignInPage';
import { consoleReturnUrl } from '@/lib/admin/returnUrl';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin/login: an operator's sign-in (a signed-in operator goes on). */
export const getServerSideProps = consolePage('signIn', async ({ operator, query }) => {
  if (operator) return { redirect: { destination: consoleReturnUrl(query.returnUrl), statusCode: 302 } };
  return { props: { returnUrl: typeof query.returnUrl === 'string' ? query.returnUrl : null } };
});

export default SignInPage;
