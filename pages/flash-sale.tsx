import { InfoPage } from '@/components/pages/InfoPage';
import { serverPage } from '@/lib/server/pages';
import { flashSalePage } from '@/lib/ui/messages/pages/listings';

export const getServerSideProps = serverPage('public');

export default function FlashSale() {
  const text = flashSalePage;
  return <InfoPage title={text.title} description={text.description} path="/flash-sale" />;
}
