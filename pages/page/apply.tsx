import { ApplyPage, type ApplyPageProps, type ApplyViewer } from '@/components/applications/ApplyPage';
import { serverPage } from '@/lib/server/http/page';
import { latestCertification } from '@/lib/applications/server/applications';

/**
 * Business certification of uncertified retailers (the invalid-group
 * redirect's target) and brand admission (alias /apply). Public: the loader
 * reads who is looking and their latest certification application.
 */
export const getServerSideProps = serverPage('public', async ({ user, db }): Promise<{ props: ApplyPageProps }> => {
  if (!user) return { props: { viewer: 'visitor', account: null, certification: null } };
  const viewer: ApplyViewer = user.userType === 'brand' ? 'brand' : user.userGroups === 'valid' ? 'certified' : 'applicant';
  return {
    props: {
      viewer,
      account: { businessName: user.businessName, registrationNo: user.registrationNo },
      certification: viewer === 'applicant' ? await latestCertification(db, user) : null,
    },
  };
});

export default ApplyPage;
