import { InfoPage } from '@/components/ui/InfoPage';
import { serverPage } from '@/lib/server/http/page';
import { cartMessages } from '@/lib/messages/cart';

/** The cart, grouped by brand (logged in only). */
export const getServerSideProps = serverPage('member');

export default function Cart() {
  const text = cartMessages.page;
  return <InfoPage title={text.title} description={text.description} noindex path="/cart" />;
}
