import { formatWon } from '@/lib/format';
import type { ProductBrandSummary } from '@/lib/catalog/catalog.contract';
import { deliveryMessages } from '@/lib/catalog/delivery.messages';
import * as S from './ProductDetailsPage.styles';

const text = deliveryMessages;

/**
 * 배송 안내 of a product page: what the brand charges to ship an order's group
 * of its goods (and from what amount it is free), its minimum order (not said
 * when it has none), where its parcels leave from (when it said) and how many
 * business days after payment they usually leave.
 */
export function DeliveryFacts({ brand }: { brand: ProductBrandSummary }) {
  const fee =
    brand.deliveryFee === 0
      ? text.free
      : brand.freeDeliveryThreshold === null
        ? formatWon(brand.deliveryFee)
        : text.feeWithThreshold(formatWon(brand.deliveryFee), formatWon(brand.freeDeliveryThreshold));
  const rows = [
    { label: text.fee, value: fee },
    ...(brand.minimumOrderAmount > 0 ? [{ label: text.minimumOrderAmount, value: formatWon(brand.minimumOrderAmount) }] : []),
    ...(brand.dispatchFrom ? [{ label: text.dispatchFrom, value: brand.dispatchFrom }] : []),
    { label: text.dispatch, value: text.dispatchDays(brand.dispatchDays) },
  ];
  return (
    <S.Delivery aria-labelledby="product-delivery">
      <h2 id="product-delivery">{text.heading}</h2>
      <S.Facts>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </S.Facts>
    </S.Delivery>
  );
}
