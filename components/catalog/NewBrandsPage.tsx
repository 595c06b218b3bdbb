import styled from 'styled-components';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import { PageSeo } from '@/components/ui/PageSeo';
import { Pagination } from '@/components/ui/Pagination';
import type { Paginated } from '@/lib/contract/pagination';
import type { BrandWithProducts } from '@/lib/catalog/home.contract';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { NewBrandCard } from './NewBrandCard';
import { colors, media, space } from '@/styles/theme';

const text = catalogMessages.pages.newBrand;

export const NEW_BRAND_PATH = '/new-brand';

function pageHref(page: number): string {
  return page > 1 ? `${NEW_BRAND_PATH}?page=${page}` : NEW_BRAND_PATH;
}

/**
 * /new-brand: the brands that joined recently, newest first, each with a
 * few of its products and a link to its brand page; paginated with links.
 */
export function NewBrandsPage({ brands }: { brands: Paginated<BrandWithProducts> }) {
  return (
    <>
      <PageSeo title={text.title} description={text.description} path={pageHref(brands.page)} />
      <PageContainer>
        <Breadcrumb items={[{ name: text.title }]} />
        <PageHeading title={text.title} lead={text.description} />
        {brands.items.length > 0 ? (
          <Grid aria-label={text.listLabel}>
            {brands.items.map((entry) => (
              <li key={entry.brand.id}>
                <NewBrandCard entry={entry} headingLevel={2} />
              </li>
            ))}
          </Grid>
        ) : (
          <Empty>{text.empty}</Empty>
        )}
        <Pagination page={brands.page} totalPages={brands.totalPages} hrefFor={pageHref} />
      </PageContainer>
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.md};

  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space.lg};
  }

  ${media.medium} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Empty = styled.p`
  padding: ${space.xxl} 0;
  color: ${colors.textSecondary};
  text-align: center;
`;
