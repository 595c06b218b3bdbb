import Link from '@/components/ui/Link';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { ExternalIcon } from '@/components/ui/icons';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { FOOTER_NOTICE_IDS, noticeRoutes } from '@/lib/content/routes';
import { routes, site } from '@/lib/site';
import { footerMessages } from '@/lib/messages/footer';
import { Column, Heading } from './footerColumn';
import { colors, fontSizes, media, radii } from '@/styles/theme';

const text = footerMessages;

const quickLinks: { label: string; href: string; external?: boolean }[] = [
  { label: text.faq, href: routes.faq },
  { label: text.freeRefunds, href: routes.freeRefunds },
  { label: text.apply, href: routes.apply },
  { label: text.discountPolicy, href: site.links.discountPolicy, external: true },
  { label: text.instagram, href: site.links.instagram, external: true },
];

/** The notices worth a retailer's eye (the console never deletes them: lib/content/routes.ts), then the whole list. */
const notices: { label: string; href: string }[] = [
  { label: text.noticeItems.freeRefunds, href: noticeRoutes.notice(FOOTER_NOTICE_IDS.freeRefunds) },
  { label: text.noticeItems.certification, href: noticeRoutes.notice(FOOTER_NOTICE_IDS.certification) },
  { label: text.noticeItems.brandApply, href: noticeRoutes.notice(FOOTER_NOTICE_IDS.brandApply) },
  { label: text.allNotices, href: noticeRoutes.list },
];

/** The footer's quick links: chips on phones, a list from 1024 px; external ones open a new window. */
export function FooterQuickLinks() {
  const headingId = useId();
  return (
    <Column aria-labelledby={headingId}>
      <Heading id={headingId}>{text.quickLinks}</Heading>
      <QuickList>
        {quickLinks.map((link) => (
          <li key={link.label}>
            {link.external ? (
              <QuickAnchor href={link.href} target="_blank" rel="noopener noreferrer">
                <Chip>
                  {link.label}
                  <ExternalIcon size={13} />
                  <VisuallyHidden>({text.opensInNewWindow})</VisuallyHidden>
                </Chip>
              </QuickAnchor>
            ) : (
              <QuickLink href={link.href}>
                <Chip>{link.label}</Chip>
              </QuickLink>
            )}
          </li>
        ))}
      </QuickList>
    </Column>
  );
}

/** The footer's notices: three recent ones, then the whole list. */
export function FooterNotices() {
  const headingId = useId();
  return (
    <Column aria-labelledby={headingId}>
      <Heading id={headingId}>{text.notices}</Heading>
      <Notices>
        {notices.map((notice) => (
          <li key={notice.label}>
            <Link href={notice.href}>{notice.label}</Link>
          </li>
        ))}
      </Notices>
    </Column>
  );
}

/* Phones: links in a wrapping row; desktop: a list. */
const QuickList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 8px;

  ${media.medium} {
    flex-direction: column;
    gap: 10px;
  }
`;

/** Below 1024 px a 44 px tall target (a finger's minimum) around a 34 px chip. */
const quickItem = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  font-weight: 600;

  &:hover {
    color: ${colors.primary};
  }

  ${media.belowMedium} {
    &:focus-visible {
      outline: none;
    }

    &:focus-visible > span {
      outline: 2px solid ${colors.primary};
      outline-offset: 2px;
    }
  }

  ${media.medium} {
    min-height: 0;
    font-size: ${fontSizes.md};
    font-weight: 500;
    color: ${colors.textSecondary};
  }
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  height: 34px;
  padding: 0 12px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.background};

  ${media.medium} {
    height: auto;
    padding: 0;
    border: 0;
    background: none;
  }
`;

const QuickLink = styled(Link)`
  ${quickItem};
`;

const QuickAnchor = styled.a`
  ${quickItem};
`;

/* Below 1024 px each notice is a 44 px tall row (a finger's minimum). */
const Notices = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;

  a {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;

    &:hover {
      color: ${colors.text};
      text-decoration: underline;
    }
  }

  ${media.belowMedium} {
    gap: 0;

    a {
      padding: 11px 0;
      line-height: 22px;
    }
  }
`;
