import Link from '@/components/ui/Link';
import { TableHead } from '@/components/ui/TableHead';
import type { ProductDetail } from '@/lib/catalog/catalog.contract';
import { formatWon } from '@/lib/format';
import { vatMessages } from '@/lib/orders/vat.messages';
import { SmallPrint } from '@/components/ui/SmallPrint';
import { productMessages } from '@/lib/catalog/product.messages';
import { certificationUrl, loginHref } from '@/lib/site';
import { marginRate } from './quantity';
import * as S from './ProductDetailsPage.styles';

const text = productMessages;

export interface PriceBoxProps {
  product: ProductDetail;
  loggedIn: boolean;
  /** The product page's own path, for the login link's returnUrl. */
  path: string;
}

/**
 * The prices the viewer may see (docs/DECISIONS.md "Roles"): the retail price
 * for everyone; for members (certified retailers and brand users) the
 * wholesale price they pay, the running flash sale's discount, the margin
 * against the retail price and the quantity tiers. Anonymous visitors get a
 * login link back here instead, uncertified retailers the way to certify.
 * The server decides: a null `price` means the viewer may not see it.
 */
export function PriceBox({ product, loggedIn, path }: PriceBoxProps) {
  const member = product.price !== null && product.wholesalePrice !== null;
  return (
    <>
      <S.Prices>
        <div>
          <dt>{text.retailPrice}</dt>
          <dd>{formatWon(product.retailPrice)}</dd>
        </div>
        {member && product.price !== null && product.wholesalePrice !== null ? (
          <>
            {product.onFlashSale ? (
              <>
                <div>
                  <dt>{text.wholesalePrice}</dt>
                  <dd>
                    <s>{formatWon(product.wholesalePrice)}</s>
                  </dd>
                </div>
                <S.Emphasis>
                  <dt>{text.flashSalePrice}</dt>
                  <dd>
                    <S.Rate>{text.discount(product.discountRate)}</S.Rate> {formatWon(product.price)}
                  </dd>
                </S.Emphasis>
              </>
            ) : (
              <S.Emphasis>
                <dt>{text.wholesalePrice}</dt>
                <dd>{formatWon(product.price)}</dd>
              </S.Emphasis>
            )}
            <div>
              <dt>{text.marginLabel}</dt>
              <dd>
                <S.Margin>{text.margin(marginRate(product.retailPrice, product.price))}</S.Margin>
              </dd>
            </div>
          </>
        ) : null}
      </S.Prices>
      {member ? <SmallPrint>{vatMessages.note}</SmallPrint> : null}
      {member && product.priceTiers.length > 0 ? (
        <S.Tiers>
          <caption>
            {text.tiersHeading} ({vatMessages.included})
          </caption>
          <TableHead columns={[text.tierQuantity, text.tierPrice]} />
          <tbody>
            {product.priceTiers.map((tier) => (
              <tr key={tier.minQty}>
                <td>{text.tierMinQty(tier.minQty)}</td>
                <td>{formatWon(tier.price)}</td>
              </tr>
            ))}
          </tbody>
        </S.Tiers>
      ) : null}
      {member ? null : (
        <S.MembersOnly>
          <p>{text.membersOnly}</p>
          {loggedIn ? (
            <Link href={certificationUrl()}>{text.certifyForPrice}</Link>
          ) : (
            <Link href={loginHref(path)}>{text.loginForPrice}</Link>
          )}
        </S.MembersOnly>
      )}
    </>
  );
}
