import { ApplicationPage } from '@/components/admin/ApplicationPage';
import { applicantHistory, applicationDetail } from '@/lib/applications/server/applicationReview';
import { businessStatusProvider } from '@/lib/applications/server/businessStatus';
import { findCategory } from '@/lib/catalog/categories';
import { idParam } from '@/lib/contract/queryParams';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin/applications/{id}: one application to review. */
export const getServerSideProps = consolePage('operator', async ({ db, params }) => {
  const id = idParam(params?.id);
  if (id === null) return { notFound: true };
  const application = await applicationDetail(db, id);
  return {
    props: {
      application,
      categoryName: application.categoryId === null ? null : (findCategory(application.categoryId)?.name ?? null),
      history: await applicantHistory(db, id),
      businessStatus: await businessStatusProvider().check(application.registrationNo),
    },
  };
});

export default ApplicationPage;
