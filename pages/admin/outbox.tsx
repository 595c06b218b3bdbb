import { OutboxPage } from '@/components/admin/OutboxPage';
import { listParked } from '@/lib/notifications/server/inbox';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin/outbox: the messages that could not be sent. */
export const getServerSideProps = consolePage('operator', async ({ db }) => ({ props: { parked: await listParked(db) } }));

export default OutboxPage;
