import { idPathSchema } from '@/lib/admin/admin.contract';
import { operatorActor } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';
import { adjustmentSchema } from '@/lib/settlement/settlement.schemas';
import { adjustBrandBalance } from '@/lib/settlement/server/brandTerms';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/admin/brands/{id}/settlement-adjustments: { amount (± won), reason } -> 201 { brandId, balance }: an entry the brand reads. */
export default route({
  POST: method({
    auth: 'operator',
    query: idPathSchema,
    body: adjustmentSchema,
    status: 201,
    handle: ({ db, operator, ip, query, body }) => adjustBrandBalance(db, operatorActor(operator, ip), query.id, body.amount, body.reason, serviceNow()),
  }),
});
