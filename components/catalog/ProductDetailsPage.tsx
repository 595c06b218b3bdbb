import Link from '@/components/ui/Link';
import { HeartIcon } from '@/components/ui/icons';
import { PageSeo } from '@/components/ui/PageSeo';
import { shareCardPath } from '@/lib/seo';
import { productTrail } from '@/lib/catalog/trails';
import { alertMessage } from '@/lib/client/alerts';
import { useFavorite } from '@/lib/catalog/client/catalog';
import { isApiError } from '@/lib/client/errors';
import type { ReactNode } from 'react';
import type { ProductDetail } from '@/lib/catalog/catalog.contract';
import type { ProductViewer } from '@/lib/catalog/productViewer.contract';
import { productMessages } from '@/lib/catalog/product.messages';
import { routes } from '@/lib/site';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { PageContainer } from '@/components/ui/PageContainer';
import { FlashSaleCountdown } from './FlashSaleCountdown';
import { PriceBox } from './PriceBox';
import { ProductGallery } from './ProductGallery';
import * as S from './ProductDetailsPage.styles';
import { PurchasePanel } from './PurchasePanel';
import { DeliveryFacts } from './DeliveryFacts';
import type { Preselection } from './quantity';
import { ShareButton } from './ShareButton';

const text = productMessages;

export interface ProductDetailsPageProps {
  product: ProductDetail;
  /** Who looks at it as a buyer, decided by the loader from the session. */
  buyer: ProductViewer;
  /**
   * A few of the brand's other products as cards, or null when it has none.
   * The route file draws them (components/catalog/ProductGrid), since a
   * domain's components never import another domain's (docs/ARCHITECTURE.md).
   */
  moreFromBrand: ReactNode;
  /** The loader's clock (ISO), where the flash-sale countdown starts. */
  renderedAt: string;
  /** An option and quantity to start from (the brand page's "다시 주문"). */
  preselection?: Preselection | null;
}

/**
 * /product-details/[idProduct]: the product from the catalogue service with
 * the price rules of docs/DECISIONS.md (retail price for everyone; wholesale,
 * flash-sale and tier prices and the margin for members), the gallery, the
 * options and quantity with the two buying buttons, the wishlist heart,
 * sharing, the 60-day free refund, the description and the brand's other
 * products. Its OG tags are in the server HTML.
 */
export function ProductDetailsPage({ product, buyer, moreFromBrand, renderedAt, preselection }: ProductDetailsPageProps) {
  const path = `/product-details/${product.id}`;
  const loggedIn = buyer !== 'anonymous';
  const description = text.ogDescription(product.brand.name, product.name);
  const favorite = useFavorite(product.id, product.isFavorite, (error) => {
    void alertMessage(isApiError(error) ? error.message : text.favoriteFailed, 'error');
  });
  return (
    <>
      <PageSeo
        title={product.name}
        description={description}
        path={path}
        type="product"
        image={{ url: shareCardPath(product.id), width: 1200, height: 627, type: 'image/png' }}
        meta={[
          // Public price only: sharing crawlers are anonymous visitors.
          { property: 'product:price:amount', content: String(product.retailPrice) },
          { property: 'product:price:currency', content: 'KRW' },
          { property: 'product:availability', content: product.soldOut ? 'out of stock' : 'in stock' },
          { property: 'product:brand', content: product.brand.name },
        ]}
      />
      <PageContainer>
        <Breadcrumb items={productTrail(product)} />
        <S.Layout>
          <ProductGallery images={product.images} name={product.name} />
          <S.Summary>
            <S.TopRow>
              <S.BrandLink href={`/brand/${product.brand.id}`}>{product.brand.name}</S.BrandLink>
              <S.Tools>
                <S.ToolButton type="button" aria-pressed={favorite.isFavorite} data-favorite={product.id} onClick={() => void favorite.toggle()}>
                  <HeartIcon size={18} aria-hidden="true" />
                  <span className="off">{text.addFavorite}</span>
                  <span className="on">{text.removeFavorite}</span>
                </S.ToolButton>
                <ShareButton title={product.name} path={path} />
              </S.Tools>
            </S.TopRow>
            <h1>{product.name}</h1>
            {product.onFlashSale && product.flashSaleEndsAt ? (
              <FlashSaleCountdown endsAt={product.flashSaleEndsAt} renderedAt={renderedAt} />
            ) : null}
            <PriceBox product={product} loggedIn={loggedIn} path={path} />
            <S.Facts>
              <div>
                <dt>{text.minOrderQty}</dt>
                <dd>{text.minOrderQtyValue(product.minOrderQty)}</dd>
              </div>
              {product.orderStep > 1 ? (
                <div>
                  <dt>{text.orderStep}</dt>
                  <dd>{text.orderStepValue(product.orderStep)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{text.stock}</dt>
                <dd>{product.soldOut ? text.soldOut : text.stockValue(product.stock)}</dd>
              </div>
            </S.Facts>
            <S.RefundBadge href={routes.freeRefunds}>
              <strong>{text.freeRefund}</strong>
              <span>{text.freeRefundDetail}</span>
            </S.RefundBadge>
            <PurchasePanel product={product} buyer={buyer} path={path} preselection={preselection} />
            <DeliveryFacts brand={product.brand} />
          </S.Summary>
        </S.Layout>
        <S.Description aria-labelledby="product-description">
          <h2 id="product-description">{text.description}</h2>
          <p>{product.description}</p>
        </S.Description>
        {product.notice ? (
          <S.Description aria-labelledby="product-notice">
            <h2 id="product-notice">{text.notice}</h2>
            <S.Tiers>
              <caption>{product.notice.groupLabel}</caption>
              <tbody>
                {product.notice.rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </S.Tiers>
          </S.Description>
        ) : null}
        {moreFromBrand ? (
          <S.MoreFromBrand aria-labelledby="more-from-brand">
            <header>
              <h2 id="more-from-brand">{text.moreFromBrand}</h2>
              <Link href={`/brand/${product.brand.id}`}>{text.moreFromBrandLink(product.brand.name)}</Link>
            </header>
            {moreFromBrand}
          </S.MoreFromBrand>
        ) : null}
      </PageContainer>
    </>
  );
}
