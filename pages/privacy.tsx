import { LegalPage } from '@/components/content/LegalPage';
import { serverPage } from '@/lib/server/http/page';
import { accountRoutes } from '@/lib/account/routes';
import { legalMessages } from '@/lib/content/legal.messages';

export const getServerSideProps = serverPage('public');

/** /privacy: 개인정보처리방침, the privacy policy (lib/content/legal.messages.ts). */
export default function Privacy() {
  return <LegalPage document={legalMessages.privacy} path={accountRoutes.privacy} />;
}
