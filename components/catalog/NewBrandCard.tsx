import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { card } from '@/components/ui/card';
import type { BrandWithProducts } from '@/lib/catalog/home.contract';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { Picture } from '@/components/ui/Picture';
import { pictureBox } from './pictureBox';
import { colors, fontSizes, radii, space } from '@/styles/theme';

const text = catalogMessages.pages.newBrand;

/**
 * A brand that joined recently: logo, name, product count and a few of its
 * products (picture and name, no price: the product page shows the prices
 * the viewer may see). The brand link and each product link are separate.
 */
export function NewBrandCard({ entry, headingLevel = 3 }: { entry: BrandWithProducts; headingLevel?: 2 | 3 }) {
  const { brand, products } = entry;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card>
      <BrandLink href={`/brand/${brand.id}`}>
        {/* A logo is a generated SVG or an upload, for which the smallest kept width is ample. */}
        <Picture src={brand.logoUrl} alt="" size={56} />
        <span>
          <Heading>{brand.name}</Heading>
          <Count>{text.productCount(brand.productCount)}</Count>
        </span>
      </BrandLink>
      {products.length > 0 ? (
        <Products>
          {products.map((product) => (
            <li key={product.id}>
              <Link href={`/product-details/${product.id}`}>
                <Thumb>
                  {product.image ? (
                    <Picture src={product.image} alt="" sizes="(max-width: 749px) 40vw, 140px" />
                  ) : null}
                </Thumb>
                <ProductName>{product.name}</ProductName>
              </Link>
            </li>
          ))}
        </Products>
      ) : (
        <Empty>{text.noProducts}</Empty>
      )}
    </Card>
  );
}

const Card = styled.article`
  ${card};
  height: 100%;
  background: ${colors.background};
`;

const BrandLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${space.md};
  min-height: 56px;
  color: ${colors.text};

  img {
    flex: none;
    border-radius: ${radii.pill};
    background: ${colors.surface};
  }

  h2,
  h3 {
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }

  &:hover h2,
  &:hover h3 {
    color: ${colors.primary};
  }
`;

const Count = styled.span`
  color: ${colors.textSecondary};
  font-size: ${fontSizes.sm};
`;

const Products = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};

  a {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    color: ${colors.text};
  }
`;

const Thumb = styled.span`
  ${pictureBox};
  display: block;
`;

const ProductName = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${fontSizes.sm};
  line-height: 1.4;
`;

const Empty = styled.p`
  color: ${colors.textSecondary};
  font-size: ${fontSizes.sm};
`;
