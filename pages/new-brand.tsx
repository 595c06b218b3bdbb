import { InfoPage } from '@/components/ui/InfoPage';
import { serverPage } from '@/lib/server/http/page';
import { catalogMessages } from '@/lib/messages/catalog';

export const getServerSideProps = serverPage('public');

export default function NewBrand() {
  const text = catalogMessages.pages.newBrand;
  return <InfoPage title={text.title} description={text.description} path="/new-brand" />;
}
