import { InfoPage } from '@/components/pages/InfoPage';
import { serverPage } from '@/lib/server/pages';
import { orderCompletePage } from '@/lib/ui/messages/pages/orders';

/** /order-complete?idOrder= (logged in only). */
export const getServerSideProps = serverPage('member');

export default function OrderComplete() {
  const text = orderCompletePage;
  return <InfoPage title={text.title} description={text.description} noindex path="/order-complete" />;
}
