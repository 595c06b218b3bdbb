import Link from 'next/link';
import { PageSeo } from '@/components/ui/PageSeo';
import type { ProductDetail } from '@/lib/contract/catalog';
import { loginHref } from '@/lib/site';
import { Breadcrumb, type Crumb } from '../ui/Breadcrumb';
import { formatWon } from '@/lib/format';
import { PageContainer } from '../ui/PageContainer';
import { PendingNotice } from '../ui/PendingNotice';
import * as S from './ProductDetailsPage.styles';
import { catalogMessages } from '@/lib/messages/catalog';

const text = catalogMessages.pages.product;

export interface ProductDetailsPageProps {
  product: ProductDetail;
  loggedIn: boolean;
}

/**
 * /product-details/[idProduct]: the real product from the catalogue service,
 * with the price rules of docs/DECISIONS.md (retail price for everyone, wholesale
 * and flash-sale prices for members) and its OG tags in the server HTML.
 * Choosing options and adding to the cart come with the catalogue issue.
 */
export function ProductDetailsPage({ product, loggedIn }: ProductDetailsPageProps) {
  const path = `/product-details/${product.id}`;
  const crumbs: Crumb[] = [
    { name: catalogMessages.pages.home.title, href: '/' },
    ...product.categoryPath.map((entry) => ({ name: entry.name, href: entry.path })),
    { name: product.name },
  ];
  const description = text.ogDescription(product.brand.name, product.name);
  return (
    <>
      <PageSeo
        title={product.name}
        description={description}
        path={path}
        type="product"
        // Product pictures are SVG, which sharing crawlers do not show: the site image stays.
        meta={[
          // Public price only: sharing crawlers are anonymous visitors.
          { property: 'product:price:amount', content: String(product.retailPrice) },
          { property: 'product:price:currency', content: 'KRW' },
          { property: 'product:availability', content: product.soldOut ? 'out of stock' : 'in stock' },
          { property: 'product:brand', content: product.brand.name },
        ]}
      />
      <PageContainer>
        <Breadcrumb items={crumbs} />
        <S.Layout>
          <S.Gallery>
            {product.image ? (
              // Product images are served as they are stored; next/image adds nothing for them here.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={product.image} alt={product.name} width={600} height={600} />
            ) : (
              <S.NoImage aria-hidden="true" />
            )}
          </S.Gallery>
          <S.Summary>
            <S.BrandLink href={`/brand/${product.brand.id}`}>{product.brand.name}</S.BrandLink>
            <h1>{product.name}</h1>
            <S.Prices>
              <div>
                <dt>{text.retailPrice}</dt>
                <dd>{formatWon(product.retailPrice)}</dd>
              </div>
              {product.wholesalePrice !== null && product.price !== null ? (
                product.onFlashSale ? (
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
                )
              ) : null}
            </S.Prices>
            {product.wholesalePrice === null ? (
              <S.MembersOnly>
                <p>{text.membersOnly}</p>
                {loggedIn ? null : <Link href={loginHref(path)}>{text.loginForPrice}</Link>}
              </S.MembersOnly>
            ) : null}
            <S.Facts>
              <div>
                <dt>{text.minOrderQty}</dt>
                <dd>{text.minOrderQtyValue(product.minOrderQty)}</dd>
              </div>
              <div>
                <dt>{text.minimumOrderAmount}</dt>
                <dd>{formatWon(product.brand.minimumOrderAmount)}</dd>
              </div>
              <div>
                <dt>{text.stock}</dt>
                <dd>{product.soldOut ? text.soldOut : text.stockValue(product.stock)}</dd>
              </div>
              {product.colors.length > 0 ? (
                <div>
                  <dt>{text.colors}</dt>
                  <dd>{product.colors.join(', ')}</dd>
                </div>
              ) : null}
              {product.sizes.length > 0 ? (
                <div>
                  <dt>{text.sizes}</dt>
                  <dd>{product.sizes.join(', ')}</dd>
                </div>
              ) : null}
            </S.Facts>
            <PendingNotice showHomeLink={false}>{text.ordering}</PendingNotice>
          </S.Summary>
        </S.Layout>
        <S.Description aria-labelledby="product-description">
          <h2 id="product-description">{text.description}</h2>
          <p>{product.description}</p>
        </S.Description>
      </PageContainer>
    </>
  );
}
