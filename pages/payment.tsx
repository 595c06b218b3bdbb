import { InfoPage } from '@/components/ui/InfoPage';
import { serverPage } from '@/lib/server/http/page';
import { orderMessages } from '@/lib/messages/order';

/** Checkout: address and payment (logged in only). */
export const getServerSideProps = serverPage('member');

export default function Payment() {
  const text = orderMessages.pages.payment;
  return <InfoPage title={text.title} description={text.description} noindex path="/payment" />;
}
