import { InfoPage } from '@/components/ui/InfoPage';
import { serverPage } from '@/lib/server/http/page';
import { orderMessages } from '@/lib/messages/order';

/** /order-complete?idOrder= (logged in only). */
export const getServerSideProps = serverPage('member');

export default function OrderComplete() {
  const text = orderMessages.pages.orderComplete;
  return <InfoPage title={text.title} description={text.description} noindex path="/order-complete" />;
}
