import { InfoPage } from '@/components/pages/InfoPage';
import { serverPage } from '@/lib/server/pages';
import { newBrandPage } from '@/lib/ui/messages/pages/listings';

export const getServerSideProps = serverPage('public');

export default function NewBrand() {
  const text = newBrandPage;
  return <InfoPage title={text.title} description={text.description} path="/new-brand" />;
}
