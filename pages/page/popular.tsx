import { InfoPage } from '@/components/ui/InfoPage';
import { serverPage } from '@/lib/server/http/page';
import { catalogMessages } from '@/lib/messages/catalog';

export const getServerSideProps = serverPage('public');

export default function Popular() {
  const text = catalogMessages.pages.popular;
  return <InfoPage title={text.title} description={text.description} path="/page/popular" />;
}
