import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageSeo } from '@/components/ui/PageSeo';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { PageContainer } from '@/components/ui/PageContainer';
import { menuFor, NEW_CATEGORY_ID, shopPath } from '@/lib/catalog/categories';
import { formatSeoulTime, seasonOf } from '@/lib/catalog/season';
import type { ProductCardItem } from '@/lib/catalog/catalog.contract';
import type { HomeFeed } from '@/lib/catalog/home.contract';
import type { UserType } from '@/lib/contract/users';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { routes } from '@/lib/site';
import { NewBrandCard } from './NewBrandCard';
import { ProductCard } from './ProductCard';
import { ProductGrid } from './ProductGrid';
import { colors, fontSizes, layout, media, radii, shadows, space } from '@/styles/theme';

const text = catalogMessages.pages.home;

/** Where each section's "전체보기" goes. */
export const homeLinks = {
  flashSale: routes.flashSale,
  newBrands: '/new-brand',
  popular: '/page/popular',
  newProducts: shopPath(NEW_CATEGORY_ID),
} as const;

/** Flash-sale cards that load their picture at once (the first screen of a phone and a desktop). */
const PRIORITY_CARDS = 4;

export interface HomePageProps {
  feed: HomeFeed;
  userType: UserType | null;
}

/**
 * The home page (server-rendered from lib/catalog/server/home.ts): three
 * banners (the flash sale with its nearest end, the season of the month in
 * Seoul, the 60-day free refund), the flash-sale strip (scrolls sideways on a
 * phone), new brands with a product or two, popular and new products, each
 * with a "전체보기" link to its full list, and the category grid as a quick
 * way in (filtered for brand users).
 */
export function HomePage({ feed, userType }: HomePageProps) {
  const season = seasonOf(new Date(feed.now));
  const categories = menuFor(userType);
  return (
    <>
      <PageSeo path="/" />
      <PageContainer>
        <VisuallyHidden as="h1">{text.title}</VisuallyHidden>
        <Banners aria-label={text.bannersLabel}>
          <li>
            <Banner href={routes.flashSale} $tone="accent">
              <Eyebrow>{text.flashSaleBanner.eyebrow}</Eyebrow>
              <BannerTitle>{text.flashSaleBanner.title}</BannerTitle>
              <BannerText>
                {feed.flashSaleEndsAt
                  ? text.flashSaleBanner.endsAt(formatSeoulTime(feed.flashSaleEndsAt))
                  : text.flashSaleBanner.noEnd}
              </BannerText>
            </Banner>
          </li>
          <li>
            <Banner href={shopPath(season.id)} $tone="primary">
              <Eyebrow>{text.seasonBanner.eyebrow}</Eyebrow>
              <BannerTitle>{text.seasonBanner.title(season.name)}</BannerTitle>
              <BannerText>{text.seasonBanner.description}</BannerText>
            </Banner>
          </li>
          <li>
            <Banner href={routes.freeRefunds} $tone="dark">
              <Eyebrow>{text.refundBanner.eyebrow}</Eyebrow>
              <BannerTitle>{text.refundBanner.title}</BannerTitle>
              <BannerText>{text.refundBanner.description}</BannerText>
            </Banner>
          </li>
        </Banners>

        <HomeSection id="home-flash-sale" title={text.flashSaleHeading} href={homeLinks.flashSale}>
          <Products products={feed.flashSale}>
            <Strip>
              {feed.flashSale.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} priority={index < PRIORITY_CARDS} />
                </li>
              ))}
            </Strip>
          </Products>
        </HomeSection>

        <HomeSection id="home-new-brands" title={text.newBrandsHeading} href={homeLinks.newBrands}>
          {feed.newBrands.length > 0 ? (
            <BrandGrid>
              {feed.newBrands.map((entry) => (
                <li key={entry.brand.id}>
                  <NewBrandCard entry={entry} />
                </li>
              ))}
            </BrandGrid>
          ) : (
            <Empty>{text.empty}</Empty>
          )}
        </HomeSection>

        <HomeSection id="home-popular" title={text.popularHeading} href={homeLinks.popular}>
          <Products products={feed.popular}>
            <ProductGrid products={feed.popular} />
          </Products>
        </HomeSection>

        <HomeSection id="home-new-products" title={text.newProductsHeading} href={homeLinks.newProducts}>
          <Products products={feed.newProducts}>
            <ProductGrid products={feed.newProducts} />
          </Products>
        </HomeSection>

        <Section aria-labelledby="home-categories">
          <SectionHead>
            <h2 id="home-categories">{text.categoriesHeading}</h2>
          </SectionHead>
          <CategoryGrid>
            {categories.map((category) => (
              <li key={category.id}>
                <Link href={category.path}>{category.name}</Link>
              </li>
            ))}
          </CategoryGrid>
        </Section>
      </PageContainer>
    </>
  );
}

/** A titled section with its "전체보기" link (named after the section for screen readers). */
function HomeSection({ id, title, href, children }: { id: string; title: string; href: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <SectionHead>
        <h2 id={id}>{title}</h2>
        <ViewAll href={href} aria-label={text.viewAllOf(title)}>
          {text.viewAll}
        </ViewAll>
      </SectionHead>
      {children}
    </Section>
  );
}

/** The list, or a sentence when there is nothing to show. */
function Products({ products, children }: { products: ProductCardItem[]; children: ReactNode }) {
  return products.length > 0 ? <>{children}</> : <Empty>{text.empty}</Empty>;
}

const Banners = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 82%;
  gap: ${space.md};
  margin: 0 -${layout.gutterMobile} ${space.xxl};
  padding: 0 ${layout.gutterMobile};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-padding: 0 ${layout.gutterMobile};
  scrollbar-width: none;

  > li {
    scroll-snap-align: start;
  }

  ${media.desktop} {
    grid-auto-flow: row;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    margin: 0 0 48px;
    padding: 0;
    overflow: visible;
  }
`;

const Banner = styled(Link)<{ $tone: 'accent' | 'primary' | 'dark' }>`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${space.xs};
  height: 100%;
  min-height: 148px;
  padding: ${space.xl};
  border-radius: ${radii.lg};
  background: ${({ $tone }) =>
    $tone === 'accent' ? colors.accent : $tone === 'primary' ? colors.primary : colors.topBar};
  color: ${colors.textInverse};

  &:hover {
    box-shadow: ${shadows.dropdown};
  }

  ${media.desktop} {
    min-height: 180px;
  }
`;

const Eyebrow = styled.span`
  font-size: ${fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.04em;
`;

const BannerTitle = styled.strong`
  font-size: ${fontSizes.xxl};
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.3;
`;

const BannerText = styled.span`
  font-size: ${fontSizes.md};
`;

const Section = styled.section`
  & + & {
    margin-top: 48px;
  }
`;

const SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  margin-bottom: ${space.md};

  h2 {
    font-size: ${fontSizes.xl};
    font-weight: 800;

    ${media.desktop} {
      font-size: ${fontSizes.xxl};
    }
  }
`;

const ViewAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${space.xs};
  color: ${colors.textSecondary};
  font-size: ${fontSizes.md};
  font-weight: 600;
  white-space: nowrap;

  &::after {
    content: '›';
    margin-left: 4px;
    font-size: ${fontSizes.lg};
  }

  &:hover {
    color: ${colors.primary};
  }
`;

/** Phones: one row scrolling sideways; from 750 px a grid like ProductGrid. */
const Strip = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 42%;
  gap: ${space.md};
  margin: 0 -${layout.gutterMobile};
  padding: 0 ${layout.gutterMobile} ${space.sm};
  overflow-x: auto;
  scroll-snap-type: x proximity;
  scroll-padding: 0 ${layout.gutterMobile};

  > li {
    scroll-snap-align: start;
  }

  ${media.desktop} {
    grid-auto-flow: row;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space.xxl} ${space.lg};
    margin: 0;
    padding: 0;
    overflow: visible;
  }

  ${media.medium} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  ${media.wide} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const BrandGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.md};

  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.medium} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Empty = styled.p`
  padding: ${space.xl} 0;
  color: ${colors.textSecondary};
`;

const CategoryGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};

  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  ${media.medium} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }

  a {
    display: flex;
    align-items: center;
    min-height: 56px;
    padding: 0 ${space.lg};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    color: ${colors.text};
    font-weight: 600;
  }

  a:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
`;
