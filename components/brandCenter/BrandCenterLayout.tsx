import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageSeo } from '@/components/ui/PageSeo';
import { NOTIFICATIONS_PATH } from '@/lib/notifications/client/notifications';
import { brandCenterRoutes, type BrandCenterSection } from '@/lib/brandCenter/routes';
import type { OwnedBrand } from '@/lib/contract/users';
import { brandCenterMessages as text } from '@/lib/brandCenter/brandCenter.messages';
import { colors, fontSizes, layout, media, space } from '@/styles/theme';

const SECTIONS: BrandCenterSection[] = ['home', 'orders', 'products', 'refunds', 'sales', 'settlements', 'settings'];

export interface BrandCenterLayoutProps {
  brand: OwnedBrand;
  section: BrandCenterSection;
  /** The page's h1; defaults to the section's name. */
  title?: string;
  /** Beside the h1 (e.g. 상품 등록). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every brand-centre page: the brand's name with a link to its
 * public page, the centre's menu (a row of tabs that scrolls sideways on a
 * phone), and the page's h1. The pages are private: never indexed.
 */
export function BrandCenterLayout({ brand, section, title, actions, children }: BrandCenterLayoutProps) {
  const heading = title ?? text.nav[section];
  return (
    <PageContainer>
      <PageSeo title={text.title(heading, brand.name)} noindex path={brandCenterRoutes[section]} />
      <Top>
        <p>
          <strong>{text.name}</strong> <span>{brand.name}</span>
        </p>
        <TopLinks>
          <Link href={NOTIFICATIONS_PATH}>{text.notifications}</Link>
          <Link href={`/brand/${brand.id}`}>{text.viewShop}</Link>
        </TopLinks>
      </Top>
      <Tabs aria-label={text.navLabel}>
        <ul>
          {SECTIONS.map((key) => (
            <li key={key}>
              <Link href={brandCenterRoutes[key]} aria-current={key === section ? 'page' : undefined}>
                {text.nav[key]}
              </Link>
            </li>
          ))}
        </ul>
      </Tabs>
      <Heading>
        <h1>{heading}</h1>
        {actions ? <div>{actions}</div> : null}
      </Heading>
      {children}
    </PageContainer>
  );
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  margin-bottom: ${space.md};
  color: ${colors.textSecondary};

  strong {
    color: ${colors.primary};
    font-weight: 800;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.textSecondary};
    text-decoration: underline;
  }
`;

const Tabs = styled.nav`
  margin: 0 calc(-1 * ${layout.gutterMobile});
  border-bottom: 1px solid ${colors.border};
  overflow-x: auto;

  ${media.desktop} {
    margin: 0;
  }

  ul {
    display: flex;
    gap: ${space.xs};
    margin: 0;
    padding: 0 ${layout.gutterMobile};
    list-style: none;

    ${media.desktop} {
      padding: 0;
    }
  }

  a {
    display: flex;
    align-items: center;
    min-height: 48px;
    padding: 0 ${space.lg};
    border-bottom: 3px solid transparent;
    color: ${colors.textSecondary};
    font-weight: 700;
    white-space: nowrap;
    text-decoration: none;
  }

  a[aria-current='page'] {
    border-bottom-color: ${colors.primary};
    color: ${colors.primary};
  }
`;

const Heading = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  margin: ${space.xl} 0 ${space.lg};

  h1 {
    margin: 0;
    font-size: ${fontSizes.xxl};
    font-weight: 800;
  }
`;

const TopLinks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space.md};
`;
