import { idPathSchema } from '@/lib/admin/admin.contract';
import { operatorActor } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';
import { commissionSchema } from '@/lib/settlement/settlement.schemas';
import { setCommissionRate } from '@/lib/settlement/server/brandTerms';

export const config = { api: { bodyParser: false } };

/** PUT /api/v1/admin/brands/{id}/commission: { rate (0–50 %, two decimals) } -> { brandId, rateBp }: sales from now on take it. */
export default route({
  PUT: method({
    auth: 'operator',
    query: idPathSchema,
    body: commissionSchema,
    handle: ({ db, operator, ip, query, body }) => setCommissionRate(db, operatorActor(operator, ip), query.id, body.rate, serviceNow()),
  }),
});
