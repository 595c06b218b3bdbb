import type { OrderBrandGroup, OrderDetail, OrderLine } from '@/lib/orders/orders.contract';

export function line(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 101,
    idProduct: 11,
    name: '라탄 바구니 M',
    image: null,
    color: '내추럴',
    size: 'M',
    baseUnitPrice: 8000,
    unitPrice: 7000,
    retailPrice: 15000,
    count: 10,
    lineTotal: 70000,
    status: 'preparing',
    cancelledCount: 0,
    refundRequestedCount: 0,
    refundedCount: 0,
    cancellable: true,
    refundableCount: 0,
    refundableUntil: null,
    ...overrides,
  };
}

export function group(overrides: Partial<OrderBrandGroup> = {}): OrderBrandGroup {
  return {
    idBrand: 1,
    brandName: '봄날의 서랍',
    goodsAmount: 70000,
    deliveryFee: 3000,
    carrier: null,
    trackingNo: null,
    shippedAt: null,
    deliveredAt: null,
    items: [line()],
    ...overrides,
  };
}

export function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    idOrder: 42,
    status: 'preparing',
    paymentMethod: 'card',
    amounts: { goodsAmount: 70000, deliveryFee: 3000, creditUsed: 0, totalAmount: 73000, cancelledAmount: 0, refundedAmount: 0, creditReturned: 0 },
    createdAt: '2026-11-20T01:00:00.000Z',
    paidAt: '2026-11-20T01:01:00.000Z',
    cancelledAt: null,
    paymentDueAt: null,
    deposit: null,
    taxInvoice: { requested: false, businessName: null, registrationNo: null, email: null },
    tax: { supplyAmount: 66_365, vatAmount: 6_635 },
    orderer: { name: '', phone: '' },
    deliveryNote: '',
    address: { recipient: '김도매', phone: '010-1234-5678', postcode: '04524', address: '서울 중구 세종대로 110', addressDetail: '1층' },
    brands: [group()],
    history: [{ status: 'pending_payment', idBrand: null, idItem: null, note: '주문 접수', createdAt: '2026-11-20T01:00:00.000Z' }],
    payments: [],
    cancellable: true,
    ...overrides,
  };
}

/** A delivered line whose window ends at 23:59:59 KST of `untilKstDate` (YYYY-MM-DD). */
export function deliveredLine(untilKstDate: string, overrides: Partial<OrderLine> = {}): OrderLine {
  return line({
    status: 'delivered',
    cancellable: false,
    refundableCount: 10,
    refundableUntil: new Date(`${untilKstDate}T23:59:59.999+09:00`).toISOString(),
    ...overrides,
  });
}
