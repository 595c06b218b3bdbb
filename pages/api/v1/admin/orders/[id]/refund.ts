import { idPathSchema } from '@/lib/admin/admin.contract';
import { requestFreeRefundFor } from '@/lib/orders/server/freeRefunds';
import { freeRefundSchema } from '@/lib/orders/server/schemas';
import { operatorActor } from '@/lib/server/audit';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

const body = freeRefundSchema.omit({ idOrder: true, idAddress: true });

/**
 * POST /api/v1/admin/orders/{id}/refund: { items: [{ idItem, count }], reason, pickup? } -> 201 the
 * request, as POST /orders/free_refunds, for any retailer's delivered order on their behalf (the pickup
 * at the order's address unless given; audited). The brand accepts it as any other.
 */
export default route({
  POST: method({
    auth: 'operator',
    query: idPathSchema,
    body,
    status: 201,
    handle: ({ db, operator, ip, query, body: input }) => requestFreeRefundFor(db, operatorActor(operator, ip), { ...input, idOrder: query.id }),
  }),
});
