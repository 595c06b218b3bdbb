import { InfoPage } from '@/components/pages/InfoPage';
import { serverPage } from '@/lib/server/pages';
import { popularPage } from '@/lib/ui/messages/pages/listings';

export const getServerSideProps = serverPage('public');

export default function Popular() {
  const text = popularPage;
  return <InfoPage title={text.title} description={text.description} path="/page/popular" />;
}
