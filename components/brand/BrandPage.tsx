import styled from 'styled-components';
import { PageSeo } from '@/components/ui/PageSeo';
import type { BrandDetail } from '@/lib/contract/catalog';
import { Breadcrumb } from '../ui/Breadcrumb';
import { formatWon } from '@/lib/format';
import { PageContainer } from '../ui/PageContainer';
import { PendingNotice } from '../ui/PendingNotice';
import { catalogMessages } from '@/lib/messages/catalog';

const text = catalogMessages.pages.brand;

/**
 * /brand/[idBrand]: the real brand from the catalogue service (name,
 * description, minimum order amount, products on sale) with its OG tags.
 * Its product list and reorder history come with the catalogue issue.
 */
export function BrandPage({ brand }: { brand: BrandDetail }) {
  return (
    <>
      <PageSeo
        title={brand.name}
        description={text.ogDescription(brand.name, brand.description)}
        path={`/brand/${brand.id}`}
      />
      <PageContainer>
        <Breadcrumb items={[{ name: catalogMessages.pages.home.title, href: '/' }, { name: brand.name }]} />
        <Header>
          {/* Brand logos are stored SVGs; next/image adds nothing for them. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={brand.logoUrl} alt="" width={96} height={96} />
          <div>
            {brand.isNew ? <Badge>{text.isNew}</Badge> : null}
            <h1>{brand.name}</h1>
            {brand.description ? <p>{brand.description}</p> : null}
          </div>
        </Header>
        <Facts>
          <div>
            <dt>{text.minimumOrderAmount}</dt>
            <dd>{formatWon(brand.minimumOrderAmount)}</dd>
          </div>
          <div>
            <dt>{text.productCount}</dt>
            <dd>{text.productCountValue(brand.productCount)}</dd>
          </div>
        </Facts>
        <section aria-labelledby="brand-products">
          <SectionTitle id="brand-products">{text.products}</SectionTitle>
          <PendingNotice />
        </section>
      </PageContainer>
    </>
  );
}

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};

  img {
    flex: none;
    width: 72px;
    height: 72px;
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    object-fit: cover;

    ${({ theme }) => theme.media.desktop} {
      width: 96px;
      height: 96px;
    }
  }

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 800;
  }

  p {
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Badge = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xxl};

  div {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;
