import { InfoPage } from '@/components/ui/InfoPage';
import { serverPage } from '@/lib/server/http/page';
import { accountMessages } from '@/lib/messages/account';

/** The wishlist (logged in only; alias /favorite). */
export const getServerSideProps = serverPage('member');

export default function Favorite() {
  const text = accountMessages.pages.favorite;
  return <InfoPage title={text.title} description={text.description} noindex path="/page/account/favorite" />;
}
