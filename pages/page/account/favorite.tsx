import { InfoPage } from '@/components/pages/InfoPage';
import { serverPage } from '@/lib/server/pages';
import { favoritePage } from '@/lib/ui/messages/pages/account';

/** The wishlist (logged in only; alias /favorite). */
export const getServerSideProps = serverPage('member');

export default function Favorite() {
  const text = favoritePage;
  return <InfoPage title={text.title} description={text.description} noindex path="/page/account/favorite" />;
}
