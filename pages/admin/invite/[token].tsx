import { InvitationPage } from '@/components/admin/InvitationPage';
import { invitationView } from '@/lib/admin/server/operators';
import { DomainError } from '@/lib/server/errors';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin/invite/{token}: an operator's invitation (an unknown, used or expired link: 404 with what to do). */
export const getServerSideProps = consolePage('signIn', async ({ db, now, params, res }) => {
  const token = typeof params?.token === 'string' ? params.token : '';
  try {
    return { props: { token, invitation: await invitationView(db, token, now) } };
  } catch (error) {
    if (!(error instanceof DomainError) || error.status !== 404) throw error;
    res.statusCode = 404;
    return { props: { token: '', invitation: null } };
  }
});

export default InvitationPage;
