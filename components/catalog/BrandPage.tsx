import styled from 'styled-components';
import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { PageSeo } from '@/components/ui/PageSeo';
import type { ListLocation } from '@/lib/catalog/shopFilters';
import type { BrandDetail, BrandPurchase, BrandPurchaseHistory } from '@/lib/catalog/catalog.contract';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { formatWon } from '@/lib/format';
import { PageContainer } from '@/components/ui/PageContainer';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { Picture } from '@/components/ui/Picture';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

const text = catalogMessages.pages.brand;

/** Where a brand's list lives: its own path, no other fixed value. */
export function brandLocation(idBrand: number): ListLocation {
  return { path: `/brand/${idBrand}`, base: {} };
}

export interface BrandPageProps {
  brand: BrandDetail;
  /** The brand's product list (the page puts the catalogue's listing here, without the brand filter). */
  children: ReactNode;
  /**
   * What the logged-in retailer bought from this brand before, newest first;
   * null when there is nothing to show or no source for it (the page's loader says which).
   */
  purchaseHistory: BrandPurchaseHistory | null;
}

/**
 * /brand/[idBrand]: the brand (logo, story, minimum order amount, new badge)
 * and its products with the same filters, sort and pages as a category, minus
 * the brand filter; for a retailer, what they bought from it before.
 */
export function BrandPage({ brand, children, purchaseHistory }: BrandPageProps) {
  return (
    <>
      <PageSeo
        title={brand.name}
        description={text.ogDescription(brand.name, brand.description)}
        path={`/brand/${brand.id}`}
      />
      <PageContainer>
        <Breadcrumb items={[{ name: brand.name }]} />
        <Header>
          <Picture src={brand.logoUrl} alt="" size={96} priority />
          <div>
            {brand.isNew ? <Badge>{text.isNew}</Badge> : null}
            <h1>{brand.name}</h1>
            {brand.description ? <p>{brand.description}</p> : null}
          </div>
        </Header>
        <Facts>
          {/* No minimum: nothing to say (never "0원"). */}
          {brand.minimumOrderAmount > 0 ? (
            <div>
              <dt>{text.minimumOrderAmount}</dt>
              <dd>{formatWon(brand.minimumOrderAmount)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{text.productCount}</dt>
            <dd>{text.productCountValue(brand.productCount)}</dd>
          </div>
        </Facts>
        {purchaseHistory && purchaseHistory.items.length > 0 ? (
          <section aria-labelledby="brand-purchases">
            <SectionTitle id="brand-purchases">{text.purchaseHistory}</SectionTitle>
            <Purchases>
              {purchaseHistory.items.map((item) => (
                <li key={item.idProduct}>
                  <Link href={`/product-details/${item.idProduct}`}>
                    {item.image ? <Picture src={item.image} alt="" size={64} /> : null}
                    <span>{item.name}</span>
                  </Link>
                  <small>{text.purchased(item.quantity, item.lastOrderedAt.slice(0, 10))}</small>
                  <Link href={reorderHref(item)} aria-label={text.reorderLabel(item.name)}>
                    {text.reorder}
                  </Link>
                </li>
              ))}
            </Purchases>
          </section>
        ) : null}
        <section aria-labelledby="brand-products">
          <SectionTitle id="brand-products">{text.products}</SectionTitle>
          {children}
        </section>
      </PageContainer>
    </>
  );
}

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${space.lg};
  margin-bottom: ${space.xl};

  img {
    flex: none;
    width: 72px;
    height: 72px;
    border-radius: ${radii.lg};
    border: 1px solid ${colors.border};
    object-fit: cover;

    ${media.desktop} {
      width: 96px;
      height: 96px;
    }
  }

  h1 {
    font-size: ${fontSizes.xxl};
    font-weight: 800;
  }

  p {
    margin-top: ${space.xs};
    color: ${colors.textSecondary};
  }
`;

const Badge = styled.span`
  display: inline-block;
  margin-bottom: ${space.xs};
  padding: 2px ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.accentSoft};
  color: ${colors.accent};
  font-size: ${fontSizes.sm};
  font-weight: 700;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};
  margin: 0 0 ${space.xxl};

  div {
    padding: ${space.lg};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }

  dt {
    font-size: ${fontSizes.sm};
    color: ${colors.textSecondary};
  }

  dd {
    margin: ${space.xs} 0 0;
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }
`;

const Purchases = styled.ul`
  display: flex;
  gap: ${space.md};
  margin-bottom: ${space.xxl};
  overflow-x: auto;

  li {
    flex: none;
    width: 160px;
  }

  a {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    min-height: 44px;
    color: ${colors.text};
  }

  img {
    width: 64px;
    height: 64px;
    border-radius: ${radii.md};
    object-fit: cover;
  }

  a + small + a {
    align-items: center;
    color: ${colors.primary};
    font-weight: 600;
  }

  small {
    color: ${colors.textSecondary};
    font-size: ${fontSizes.sm};
  }
`;

/** The product page with the latest purchase's option and units chosen (components/catalog/quantity.ts). */
function reorderHref({ idProduct, last }: BrandPurchase): string {
  const query = new URLSearchParams({ qty: String(last.count) });
  if (last.color) query.set('color', last.color);
  if (last.size) query.set('size', last.size);
  return `/product-details/${idProduct}?${query}`;
}

const SectionTitle = styled.h2`
  margin-bottom: ${space.md};
  font-size: ${fontSizes.xl};
  font-weight: 700;
`;
