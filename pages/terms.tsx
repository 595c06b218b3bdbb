import { LegalPage } from '@/components/content/LegalPage';
import { serverPage } from '@/lib/server/http/page';
import { accountRoutes } from '@/lib/account/routes';
import { legalMessages } from '@/lib/content/legal.messages';

export const getServerSideProps = serverPage('public');

/** /terms: 이용약관, the terms of use (lib/content/legal.messages.ts). */
export default function Terms() {
  return <LegalPage document={legalMessages.terms} path={accountRoutes.terms} />;
}
