import { method, route } from '@/lib/server/http/route';
import { brandPurchaseHistoryQuery, getBrandPurchaseHistory } from '@/lib/server/services/orders/purchaseHistory';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/orders/details/brand_purchase_history?idBrand=: the caller's purchases from that brand. */
export default route({
  GET: method({
    auth: 'required',
    query: brandPurchaseHistoryQuery,
    handle: ({ db, user, query }) => getBrandPurchaseHistory(db, user, query.idBrand),
  }),
});
