import { LegalPage } from '@/components/info/LegalPage';
import { serverPage } from '@/lib/server/http/page';
import { accountRoutes } from '@/lib/accountRoutes';
import { legalMessages } from '@/lib/messages/legal';

export const getServerSideProps = serverPage('public');

/** /terms: 이용약관, the terms of use (lib/messages/legal.ts). */
export default function Terms() {
  return <LegalPage document={legalMessages.terms} path={accountRoutes.terms} />;
}
