import type { Db } from '@/lib/server/db';
import type { OrderRow } from '@/lib/server/db/schema';
import type { StatementParty, StatementSource } from './model';

/** Reads what the statements of a paid order state: its brand groups and lines as stored, the suppliers' and the buyer's business details as they are now. */
export async function statementSource(db: Db, order: OrderRow & { paidAt: string }): Promise<StatementSource> {
  const [shipments, lines, buyer] = await Promise.all([
    db.selectFrom('orderShipments').select(['id', 'brandId', 'brandName', 'deliveryFee']).where('orderId', '=', order.id).orderBy('id').execute(),
    db
      .selectFrom('orderItems')
      .select(['shipmentId', 'productName', 'color', 'size', 'count', 'unitPrice', 'lineTotal', 'supplyAmount', 'vatAmount', 'status', 'refundedCount'])
      .where('orderId', '=', order.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('users')
      .select(['registrationNo', 'businessName', 'ceoName', 'businessAddress', 'businessType', 'businessItem'])
      .where('id', '=', order.userId)
      .executeTakeFirstOrThrow(),
  ]);
  const brandIds = [...new Set(shipments.map((shipment) => shipment.brandId))];
  const brands = brandIds.length
    ? await db
        .selectFrom('brands')
        .select(['id', 'companyName', 'registrationNo', 'ceoName', 'businessAddress', 'businessType', 'businessItem'])
        .where('id', 'in', brandIds)
        .execute()
    : [];
  const supplierOf = (brandId: number, brandName: string): StatementParty => {
    const brand = brands.find((row) => row.id === brandId);
    return {
      registrationNo: brand?.registrationNo ?? '',
      name: brand?.companyName || brandName,
      ceoName: brand?.ceoName ?? '',
      address: brand?.businessAddress ?? '',
      businessType: brand?.businessType ?? '',
      businessItem: brand?.businessItem ?? '',
    };
  };
  return {
    idOrder: order.id,
    paidAt: order.paidAt,
    buyer: {
      registrationNo: buyer.registrationNo,
      name: buyer.businessName,
      ceoName: buyer.ceoName,
      address: buyer.businessAddress,
      businessType: buyer.businessType,
      businessItem: buyer.businessItem,
    },
    groups: shipments.map((shipment) => ({
      idBrand: shipment.brandId,
      brandName: shipment.brandName,
      supplier: supplierOf(shipment.brandId, shipment.brandName),
      deliveryFee: shipment.deliveryFee,
      lines: lines
        .filter((line) => line.shipmentId === shipment.id)
        .map((line) => ({
          name: line.productName,
          color: line.color,
          size: line.size,
          count: line.count,
          unitPrice: line.unitPrice,
          lineTotal: line.lineTotal,
          supplyAmount: line.supplyAmount,
          vatAmount: line.vatAmount,
          status: line.status,
          refundedCount: line.refundedCount,
        })),
    })),
  };
}
