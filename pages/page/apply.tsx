import { ApplyPage, type ApplyPageProps } from '@/components/applications/ApplyPage';
import { faqTopics } from '@/lib/content/server/faq';
import { serverPage } from '@/lib/server/http/page';

/**
 * Brand admission (alias /apply): the brand FAQ and the application form.
 * Public: the loader reads who is looking (a brand user is admitted already) and the brand FAQ.
 */
export const getServerSideProps = serverPage('public', async ({ db, user }): Promise<{ props: ApplyPageProps }> => {
  const viewer = !user ? 'visitor' : user.userType === 'brand' ? 'brand' : 'retailer';
  return { props: { viewer, faq: viewer === 'brand' ? [] : await faqTopics(db, 'brand') } };
});

export default ApplyPage;
