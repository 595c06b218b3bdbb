import { CertificationPage, type CertificationPageProps } from '@/components/applications/CertificationPage';
import { serverPage } from '@/lib/server/http/page';
import { latestCertification } from '@/lib/applications/server/applications';

/**
 * /page/certification (logged in only): a retailer's business certification,
 * where the page wrapper sends an uncertified retailer (lib/site.ts
 * certificationRedirect). The loader reads who is looking and, for an
 * uncertified retailer, the latest certification application.
 */
export const getServerSideProps = serverPage('member', async ({ user, db }): Promise<{ props: CertificationPageProps }> => {
  if (user.userType === 'brand') return { props: { viewer: 'brand', account: null, certification: null } };
  const account = { businessName: user.businessName, registrationNo: user.registrationNo };
  if (user.userGroups === 'valid') return { props: { viewer: 'certified', account, certification: null } };
  return { props: { viewer: 'applicant', account, certification: await latestCertification(db, user) } };
});

export default CertificationPage;
