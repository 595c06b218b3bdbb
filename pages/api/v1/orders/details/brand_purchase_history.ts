import { apiMessages } from '@/lib/messages/api';
import { DomainError } from '@/lib/server/errors';
import { method, route } from '@/lib/server/http/route';
import { brandPurchaseHistoryQuery, getBrandPurchaseHistory } from '@/lib/orders/server/purchaseHistory';
import { brandSalesQuerySchema, getBrandSales } from '@/lib/brandCenter/server/brandSales';

export const config = { api: { bodyParser: false } };

const query = brandSalesQuerySchema.extend({ idBrand: brandPurchaseHistoryQuery.shape.idBrand.optional() });

/**
 * GET /api/v1/orders/details/brand_purchase_history: for a retailer (`?idBrand=`,
 * required), their purchases from that brand; for a brand user (`?from&to`), the
 * brand's sales by retailer.
 */
export default route({
  GET: method({
    auth: 'retailerOrBrand',
    query,
    handle: ({ db, user, brand, query }) => {
      if (brand) return getBrandSales(db, brand.id, query);
      if (query.idBrand === undefined) throw new DomainError(400, 'VALIDATION', apiMessages.catalog.invalid.brandId, 'idBrand');
      return getBrandPurchaseHistory(db, user, query.idBrand);
    },
  }),
});
