import Link from 'next/link';
import styled from 'styled-components';
import { PageSeo } from '@/components/ui/PageSeo';
import type { UserType } from '@/lib/contract/users';
import { menuFor } from '@/lib/catalog/categories';
import { routes } from '@/lib/site';
import { PageContainer } from '../ui/PageContainer';
import { catalogMessages } from '@/lib/messages/catalog';
import { infoMessages } from '@/lib/messages/info';

const text = catalogMessages.pages.home;

/**
 * The home page: what the site is and the way into the catalogue (the fixed
 * category list, filtered for brand users). Banners and product strips come
 * with the catalogue.
 */
export function HomePage({ userType }: { userType: UserType | null }) {
  const categories = menuFor(userType);
  return (
    <>
      <PageSeo path="/" />
      <PageContainer>
        <Hero>
          <h1>{text.title}</h1>
          <p>{text.description}</p>
          <Actions>
            <Link href={routes.flashSale}>{catalogMessages.pages.flashSale.title}</Link>
            <Link href={routes.freeRefunds}>{infoMessages.pages.freeRefunds.title}</Link>
          </Actions>
        </Hero>
        <section aria-labelledby="home-categories">
          <SectionTitle id="home-categories">{text.categoriesHeading}</SectionTitle>
          <Grid>
            {categories.map((category) => (
              <li key={category.id}>
                <Link href={category.path}>{category.name}</Link>
              </li>
            ))}
          </Grid>
        </section>
      </PageContainer>
    </>
  );
}

const Hero = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};

  h1 {
    font-size: 28px;
    font-weight: 800;
    letter-spacing: -0.02em;
  }

  p {
    margin-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => `0 ${theme.space.lg}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    text-decoration: none;
  }
`;

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }

  a {
    display: flex;
    align-items: center;
    min-height: 56px;
    padding: ${({ theme }) => `0 ${theme.space.lg}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
