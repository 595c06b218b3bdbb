import { idPathSchema } from '@/lib/admin/admin.contract';
import { cancelOrderFor } from '@/lib/orders/server/commands';
import { cancelOrderSchema } from '@/lib/orders/server/schemas';
import { operatorActor } from '@/lib/server/audit';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/v1/admin/orders/{id}/cancel: { itemIds?, reason, dryRun? } -> as POST /orders/{idOrder}/cancel,
 * for any retailer's order, on their behalf (the same rules and refunds; audited).
 */
export default route({
  POST: method({
    auth: 'operator',
    query: idPathSchema,
    body: cancelOrderSchema,
    handle: ({ db, operator, ip, query, body }) => cancelOrderFor(db, operatorActor(operator, ip), query.id, body),
  }),
});
