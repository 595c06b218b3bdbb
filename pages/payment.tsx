import { InfoPage } from '@/components/pages/InfoPage';
import { serverPage } from '@/lib/server/pages';
import { paymentPage } from '@/lib/ui/messages/pages/orders';

/** Checkout: address and payment (logged in only). */
export const getServerSideProps = serverPage('member');

export default function Payment() {
  const text = paymentPage;
  return <InfoPage title={text.title} description={text.description} noindex path="/payment" />;
}
