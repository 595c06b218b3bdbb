/** 부가세 (lib/orders/vat.ts): what the pages that show prices say of it. */
export const vatMessages = {
  /** Under a price or a money summary: every amount of the shop includes VAT. */
  note: '표시된 금액은 모두 부가세(VAT) 포함입니다.',
  included: '부가세 포함',
  /** The tax invoice's split of an order's goods and delivery. */
  splitGroup: '세금계산서 기준 금액',
  supplyAmount: '공급가액',
  vatAmount: '부가세',
  grossAmount: '합계 (상품 + 배송비)',
} as const;
