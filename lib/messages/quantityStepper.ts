/**
 * The kit's quantity stepper (components/ui/QuantityStepper.tsx): its field, buttons and what its
 * live region says at a limit. The product page's texts (lib/catalog/product.messages.ts) carry
 * them too, under the same keys.
 */
import { formatCount } from '@/lib/format';

export const quantityStepperMessages = {
  quantity: '수량',
  decrease: '수량 줄이기',
  increase: '수량 늘리기',
  quantityUnit: '개',
  atMinimum: (min: number) => `최소 주문 수량은 ${formatCount(min)}개입니다.`,
  atMaximum: (max: number) => `지금 주문할 수 있는 최대 수량은 ${formatCount(max)}개입니다.`,
  snappedToStep: (step: number, value: number) =>
    `${formatCount(step)}개 단위로 주문할 수 있어 ${formatCount(value)}개로 맞췄습니다.`,
  notEnoughStock: (min: number) => `재고가 최소 주문 수량(${formatCount(min)}개)보다 적어 주문할 수 없습니다.`,
} as const;
