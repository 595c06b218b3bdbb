import { ApplyPage, type ApplyPageProps } from '@/components/applications/ApplyPage';
import { serverPage } from '@/lib/server/http/page';

/**
 * Brand admission (alias /apply): the brand FAQ and the application form.
 * Public: the loader reads only who is looking (a brand user is admitted already).
 */
export const getServerSideProps = serverPage('public', async ({ user }): Promise<{ props: ApplyPageProps }> => ({
  props: { viewer: !user ? 'visitor' : user.userType === 'brand' ? 'brand' : 'retailer' },
}));

export default ApplyPage;
