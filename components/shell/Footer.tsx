import styled from 'styled-components';
import { site } from '@/lib/site';
import { FooterCompany } from './FooterCompany';
import { FooterContact } from './FooterContact';
import { FooterNotices, FooterQuickLinks } from './FooterLinks';
import { colors, fontSizes, layout, media } from '@/styles/theme';

/**
 * The footer (docs/DECISIONS.md): quick links, customer centre,
 * notices, operator details and the operator-responsibility statement. Four
 * columns from the medium width (1024 px); stacked below it, with the
 * operator details folded behind a toggle.
 */
export function Footer() {
  return (
    <Root>
      <Inner>
        <Brand>
          <BrandName>{site.name}</BrandName>
          <Tagline>{site.tagline}</Tagline>
        </Brand>
        <FooterQuickLinks />
        <FooterContact />
        <FooterNotices />
        <FooterCompany />
      </Inner>
    </Root>
  );
}

const Root = styled.footer`
  margin-top: 64px;
  border-top: 1px solid ${colors.border};
  background: ${colors.footer};
  color: ${colors.textSecondary};
  font-size: ${fontSizes.md};
`;

/*
 * Below 1024 px: one column (brand, quick links, customer centre, notices,
 * company). From 1024 px: brand | quick links | customer centre | notices,
 * then the company block across the width.
 */
const Inner = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 28px;
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: 32px ${layout.gutterMobile} calc(40px + env(safe-area-inset-bottom));

  ${media.medium} {
    grid-template-columns: 1.1fr 1fr 1.3fr 1.3fr;
    gap: 40px 32px;
    padding: 48px ${layout.gutterDesktop} 56px;
  }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const BrandName = styled.p`
  font-size: ${fontSizes.xl};
  font-weight: 800;
  letter-spacing: -0.03em;
  color: ${colors.text};
`;

const Tagline = styled.p`
  font-size: ${fontSizes.md};
`;
