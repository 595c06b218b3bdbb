import type { BrandOrderDetail, BrandOrderList, BrandOrderSummary } from '@/lib/brandCenter/brandOrders.contract';

/** Brand-centre order data for the component tests. */
export function group(fields: Partial<BrandOrderSummary> = {}): BrandOrderSummary {
  return {
    idOrder: 42,
    orderedAt: '2026-11-20T01:00:00.000Z',
    paidAt: '2026-11-20T01:05:00.000Z',
    retailer: { businessName: '데모 잡화점' },
    status: 'preparing',
    items: [
      {
        id: 101,
        idProduct: 11,
        name: '라벤더 향초',
        image: null,
        color: '보라',
        size: '',
        count: 6,
        unitPrice: 8000,
        lineTotal: 48000,
        status: 'preparing',
        cancelledCount: 0,
        refundRequestedCount: 0,
        refundedCount: 0,
      },
    ],
    goodsAmount: 48000,
    deliveryFee: 3000,
    carrier: null,
    trackingNo: null,
    shippedAt: null,
    deliveredAt: null,
    shippable: true,
    deliverable: false,
    ...fields,
  };
}

export function detail(fields: Partial<BrandOrderDetail> = {}): BrandOrderDetail {
  return {
    ...group(),
    paymentMethod: 'card',
    orderer: { name: '김도매', phone: '010-1234-5678' },
    deliveryNote: '경비실에 맡겨 주세요.',
    address: { recipient: '김도매', phone: '010-1234-5678', postcode: '04524', address: '서울특별시 중구 세종대로 110', addressDetail: '3층' },
    history: [{ status: 'paid', note: '결제완료', createdAt: '2026-11-20T01:05:00.000Z' }],
    ...fields,
  };
}

export function orderList(items: BrandOrderSummary[], fields: Partial<BrandOrderList> = {}): BrandOrderList {
  return {
    items,
    counts: { preparing: items.length, shipping: 0, delivered: 0, all: items.length },
    total: items.length,
    page: 1,
    limit: 20,
    totalPages: 1,
    ...fields,
  };
}
