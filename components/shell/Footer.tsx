import Link from 'next/link';
import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { ChatIcon, ChevronDownIcon, ExternalIcon, MailIcon } from '@/components/ui/icons';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { openChat } from '@/lib/client/channelTalkLoader';
import { accountRoutes } from '@/lib/account/routes';
import { noticeRoutes } from '@/lib/content/routes';
import { routes, site } from '@/lib/site';
import { footerMessages } from '@/lib/messages/footer';

const text = footerMessages;

const quickLinks: { label: string; href: string; external?: boolean }[] = [
  { label: text.faq, href: routes.faq },
  { label: text.freeRefunds, href: routes.freeRefunds },
  { label: text.apply, href: routes.apply },
  { label: text.discountPolicy, href: site.links.discountPolicy, external: true },
  { label: text.instagram, href: site.links.instagram, external: true },
];

/** The latest notices worth a retailer's eye (lib/content/notices.messages.ts), then the whole list. */
const notices: { label: string; href: string }[] = [
  { label: text.noticeItems.freeRefunds, href: noticeRoutes.notice(1) },
  { label: text.noticeItems.certification, href: noticeRoutes.notice(2) },
  { label: text.noticeItems.brandApply, href: noticeRoutes.notice(4) },
  { label: text.allNotices, href: noticeRoutes.list },
];

/**
 * The footer (docs/DECISIONS.md): quick links, customer centre,
 * notices, operator details and the operator-responsibility statement. Four
 * columns from the medium width (1024 px); stacked below it, with the
 * operator details folded behind a toggle.
 */
export function Footer() {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();

  return (
    <Root>
      <Inner>
        <Brand>
          <BrandName>{site.name}</BrandName>
          <Tagline>{site.tagline}</Tagline>
        </Brand>

        <Column aria-labelledby={`${detailsId}-links`}>
          <Heading id={`${detailsId}-links`}>{text.quickLinks}</Heading>
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

        <Column aria-labelledby={`${detailsId}-cs`}>
          <Heading id={`${detailsId}-cs`}>{text.customerCentre}</Heading>
          <Hours>
            <li>
              <strong>{text.hoursWeekdays}</strong>
            </li>
            <li>{text.hoursLunch}</li>
            <li>{text.hoursClosed}</li>
          </Hours>
          <Contact>
            <ContactButton type="button" onClick={() => void openChat()}>
              <ChatIcon size={16} />
              {text.chat}
            </ContactButton>
            <ContactAnchor href={`mailto:${site.supportEmail}`}>
              <MailIcon size={16} />
              <span>
                <VisuallyHidden>{text.email} </VisuallyHidden>
                {site.supportEmail}
              </span>
            </ContactAnchor>
          </Contact>
        </Column>

        <Column aria-labelledby={`${detailsId}-notices`}>
          <Heading id={`${detailsId}-notices`}>{text.notices}</Heading>
          <Notices>
            {notices.map((notice) => (
              <li key={notice.label}>
                <Link href={notice.href}>{notice.label}</Link>
              </li>
            ))}
          </Notices>
        </Column>

        <Company>
          <DetailsToggle
            type="button"
            aria-expanded={detailsOpen}
            aria-controls={detailsId}
            onClick={() => setDetailsOpen((open) => !open)}
            $open={detailsOpen}
          >
            {footerMessages.operator.companyName} {text.company}
            <ChevronDownIcon size={16} />
          </DetailsToggle>
          <Details id={detailsId} $open={detailsOpen}>
            <Facts>
              <Fact>
                <dt>{text.companyName}</dt>
                <dd>{footerMessages.operator.companyName}</dd>
              </Fact>
              <Fact>
                <dt>{text.ceo}</dt>
                <dd>{footerMessages.operator.ceo}</dd>
              </Fact>
              <Fact>
                <dt>{text.registrationNo}</dt>
                <dd>{footerMessages.operator.registrationNo}</dd>
              </Fact>
              <Fact>
                <dt>{text.mailOrderNo}</dt>
                <dd>{footerMessages.operator.mailOrderNo}</dd>
              </Fact>
              <Fact>
                <dt>{text.address}</dt>
                <dd>{footerMessages.operator.address}</dd>
              </Fact>
              <Fact>
                <dt>{text.privacyOfficer}</dt>
                <dd>{footerMessages.operator.privacyOfficer}</dd>
              </Fact>
              <Fact>
                <dt>{text.hosting}</dt>
                <dd>{footerMessages.operator.hosting}</dd>
              </Fact>
              <Fact>
                <dt>{text.email}</dt>
                <dd>{site.supportEmail}</dd>
              </Fact>
            </Facts>
          </Details>
          <Legal aria-label={text.legal}>
            <Link href={accountRoutes.terms}>{text.terms}</Link>
            <Link href={accountRoutes.privacy}>
              <strong>{text.privacy}</strong>
            </Link>
          </Legal>
          <Responsibility>{text.responsibility(footerMessages.operator.companyName)}</Responsibility>
          <Copyright>{text.copyright(new Date().getFullYear(), footerMessages.operator.companyName)}</Copyright>
        </Company>
      </Inner>
    </Root>
  );
}

const Root = styled.footer`
  margin-top: 64px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.footer};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.md};
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
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: 32px ${({ theme }) => theme.layout.gutterMobile} calc(40px + env(safe-area-inset-bottom));

  ${({ theme }) => theme.media.medium} {
    grid-template-columns: 1.1fr 1fr 1.3fr 1.3fr;
    gap: 40px 32px;
    padding: 48px ${({ theme }) => theme.layout.gutterDesktop} 56px;
  }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const BrandName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  letter-spacing: -0.03em;
  color: ${({ theme }) => theme.colors.text};
`;

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

/* Phones: links in a wrapping row; desktop: a list. */
const QuickList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 8px;

  ${({ theme }) => theme.media.medium} {
    flex-direction: column;
    gap: 10px;
  }
`;

/** Below 1024 px a 44 px tall target (a finger's minimum) around a 34 px chip. */
const quickItem = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }

  ${({ theme }) => theme.media.belowMedium} {
    &:focus-visible {
      outline: none;
    }

    &:focus-visible > span {
      outline: 2px solid ${({ theme }) => theme.colors.primary};
      outline-offset: 2px;
    }
  }

  ${({ theme }) => theme.media.medium} {
    min-height: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 500;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  height: 34px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.media.medium} {
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

const Hours = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 800;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Contact = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const contactItem = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
`;

const ContactButton = styled.button`
  ${contactItem};
`;

const ContactAnchor = styled.a`
  ${contactItem};
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
      color: ${({ theme }) => theme.colors.text};
      text-decoration: underline;
    }
  }

  ${({ theme }) => theme.media.belowMedium} {
    gap: 0;

    a {
      padding: 11px 0;
      line-height: 22px;
    }
  }
`;

const Company = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding-top: 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.medium} {
    grid-column: 1 / -1;
  }
`;

const DetailsToggle = styled.button<{ $open: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  align-self: flex-start;
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};

  svg {
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
    transition: transform 0.15s;
  }

  ${({ theme }) => theme.media.medium} {
    display: none;
  }
`;

const Details = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};

  ${({ theme }) => theme.media.medium} {
    display: block;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 2px;

  ${({ theme }) => theme.media.medium} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: 4px 0;
  }
`;

const Fact = styled.div`
  display: flex;
  gap: 6px;

  dt {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }

  ${({ theme }) => theme.media.medium} {
    &:not(:last-child)::after {
      content: '';
      align-self: center;
      width: 1px;
      height: 10px;
      margin: 0 12px 0 6px;
      background: ${({ theme }) => theme.colors.borderStrong};
    }
  }
`;

/** 이용약관 · 개인정보처리방침 (the privacy policy in bold, as Korean shops show it). */
const Legal = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Responsibility = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Copyright = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
