import Link from '@/components/ui/Link';
import type { CartBrandGroup, CartDelivery } from '@/lib/cart/cart.contract';
import { formatWon } from '@/lib/format';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { Brand, Item, Muted, Panel, PanelHead, Thumb } from './CheckoutPage.styles';
import { Picture } from '@/components/ui/Picture';

const text = checkoutMessages.payment;

export interface CheckoutSummaryProps {
  brands: CartBrandGroup[];
  delivery: CartDelivery;
  lineCount: number;
}

/** 주문 상품: the selected lines by brand, priced by the server, with each brand's delivery fee. */
export function CheckoutSummary({ brands, delivery, lineCount }: CheckoutSummaryProps) {
  return (
    <Panel aria-labelledby="checkout-summary">
      <PanelHead>
        <h2 id="checkout-summary">
          {text.summary} <small>{text.summaryCount(lineCount)}</small>
        </h2>
        <Link href="/cart">{text.editCart}</Link>
      </PanelHead>
      {brands.map((group) => {
        const fee = delivery.brands.find((brand) => brand.idBrand === group.idBrand)?.deliveryFee ?? 0;
        return (
          <Brand key={group.idBrand}>
            <h3>{group.brandName}</h3>
            <ul>
              {group.items.map((item) => {
                const option = [item.color, item.size].filter(Boolean).join(' / ');
                return (
                  <Item key={item.id}>
                    <Thumb>
                      {item.image ? <Picture src={item.image} alt="" size={56} /> : null}
                    </Thumb>
                    <div>
                      <p>{item.name}</p>
                      {option ? <Muted>{text.option(option)}</Muted> : null}
                      <Muted>{text.lineCount(item.goodsCount, item.unitPrice)}</Muted>
                    </div>
                    <strong>{formatWon(item.lineTotal)}</strong>
                  </Item>
                );
              })}
            </ul>
            <Muted as="p">{text.brandDelivery(fee)}</Muted>
          </Brand>
        );
      })}
    </Panel>
  );
}
