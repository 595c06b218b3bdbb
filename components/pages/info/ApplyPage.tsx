import { pageCommon } from '@/lib/ui/messages/pages/common';
import { applyPage } from '@/lib/ui/messages/pages/info';
import { InfoPage } from '../InfoPage';
import { PendingNotice } from '../PendingNotice';

const text = applyPage;

/** /apply and /page/apply: brand admission and retailer certification; the application form comes later. */
export function ApplyPage() {
  return (
    <InfoPage title={text.title} description={text.description} path="/page/apply">
      <PendingNotice>
        {text.certification} {pageCommon.pending}
      </PendingNotice>
    </InfoPage>
  );
}
