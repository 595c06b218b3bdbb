import { LegalPage } from '@/components/info/LegalPage';
import { serverPage } from '@/lib/server/http/page';
import { accountRoutes } from '@/lib/accountRoutes';
import { legalMessages } from '@/lib/messages/legal';

export const getServerSideProps = serverPage('public');

/** /privacy: 개인정보처리방침, the privacy policy (lib/messages/legal.ts). */
export default function Privacy() {
  return <LegalPage document={legalMessages.privacy} path={accountRoutes.privacy} />;
}
