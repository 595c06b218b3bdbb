import { InfoPage } from '@/components/ui/InfoPage';
import { serverPage } from '@/lib/server/http/page';
import { idParam } from '@/lib/server/http/params';
import { orderMessages } from '@/lib/messages/order';

/** Cancellation request of an order (logged in only); an id that is not a number is 404. */
export const getServerSideProps = serverPage('member', async ({ params }) =>
  idParam(params?.idOrder) === null ? { notFound: true } : { props: {} },
);

export default function Cancel() {
  const text = orderMessages.pages.cancel;
  return <InfoPage title={text.title} description={text.description} noindex />;
}
