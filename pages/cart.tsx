import { InfoPage } from '@/components/pages/InfoPage';
import { serverPage } from '@/lib/server/pages';
import { cartPage } from '@/lib/ui/messages/pages/orders';

/** The cart, grouped by brand (logged in only). */
export const getServerSideProps = serverPage('member');

export default function Cart() {
  const text = cartPage;
  return <InfoPage title={text.title} description={text.description} noindex path="/cart" />;
}
