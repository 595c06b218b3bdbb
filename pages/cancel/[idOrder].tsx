import { InfoPage } from '@/components/pages/InfoPage';
import { idParam, serverPage } from '@/lib/server/pages';
import { cancelPage } from '@/lib/ui/messages/pages/orders';

/** Cancellation request of an order (logged in only); an id that is not a number is 404. */
export const getServerSideProps = serverPage('member', async ({ params }) =>
  idParam(params?.idOrder) === null ? { notFound: true } : { props: {} },
);

export default function Cancel() {
  const text = cancelPage;
  return <InfoPage title={text.title} description={text.description} noindex />;
}
