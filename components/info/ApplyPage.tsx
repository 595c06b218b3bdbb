import { InfoPage } from '../ui/InfoPage';
import { PendingNotice } from '../ui/PendingNotice';
import { commonMessages } from '@/lib/messages/common';
import { infoMessages } from '@/lib/messages/info';

const text = infoMessages.pages.apply;

/** /apply and /page/apply: brand admission and retailer certification; the application form comes later. */
export function ApplyPage() {
  return (
    <InfoPage title={text.title} description={text.description} path="/page/apply">
      <PendingNotice>
        {text.certification} {commonMessages.page.pending}
      </PendingNotice>
    </InfoPage>
  );
}
