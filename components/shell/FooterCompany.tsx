import Link from '@/components/ui/Link';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '@/components/ui/icons';
import { linkRow } from '@/components/ui/linkRow';
import { accountRoutes } from '@/lib/account/routes';
import { site } from '@/lib/site';
import { footerMessages } from '@/lib/messages/footer';
import { colors, fontSizes, media } from '@/styles/theme';

const text = footerMessages;
const operator = footerMessages.operator;

/** The operator's details (전자상거래법: name, CEO, registration numbers, address…), in the order shown. */
const facts: { label: string; value: string }[] = [
  { label: text.companyName, value: operator.companyName },
  { label: text.ceo, value: operator.ceo },
  { label: text.registrationNo, value: operator.registrationNo },
  { label: text.mailOrderNo, value: operator.mailOrderNo },
  { label: text.address, value: operator.address },
  { label: text.privacyOfficer, value: operator.privacyOfficer },
  { label: text.hosting, value: operator.hosting },
  { label: text.email, value: site.supportEmail },
];

/**
 * The footer's business information: the operator's details (folded behind a
 * toggle below 1024 px), the terms and privacy links, the operator's
 * responsibility for every transaction, and the copyright.
 */
export function FooterCompany() {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();

  return (
    <Company>
      <DetailsToggle
        type="button"
        aria-expanded={detailsOpen}
        aria-controls={detailsId}
        onClick={() => setDetailsOpen((open) => !open)}
        $open={detailsOpen}
      >
        {operator.companyName} {text.company}
        <ChevronDownIcon size={16} />
      </DetailsToggle>
      <Details id={detailsId} $open={detailsOpen}>
        <Facts>
          {facts.map((fact) => (
            <Fact key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </Fact>
          ))}
        </Facts>
      </Details>
      <Legal aria-label={text.legal}>
        <Link href={accountRoutes.terms}>{text.terms}</Link>
        <Link href={accountRoutes.privacy}>
          <strong>{text.privacy}</strong>
        </Link>
      </Legal>
      <Responsibility>{text.responsibility(operator.companyName)}</Responsibility>
      <Copyright>{text.copyright(new Date().getFullYear(), operator.companyName)}</Copyright>
    </Company>
  );
}

const Company = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding-top: 24px;
  border-top: 1px solid ${colors.border};
  font-size: ${fontSizes.sm};

  ${media.medium} {
    grid-column: 1 / -1;
  }
`;

const DetailsToggle = styled.button<{ $open: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  align-self: flex-start;
  min-height: 44px;
  font-size: ${fontSizes.sm};
  font-weight: 700;
  color: ${colors.text};

  svg {
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
    transition: transform 0.15s;
  }

  ${media.medium} {
    display: none;
  }
`;

const Details = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};

  ${media.medium} {
    display: block;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 2px;

  ${media.medium} {
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
    color: ${colors.textMuted};
  }

  dd {
    margin: 0;
  }

  ${media.medium} {
    &:not(:last-child)::after {
      content: '';
      align-self: center;
      width: 1px;
      height: 10px;
      margin: 0 12px 0 6px;
      background: ${colors.borderStrong};
    }
  }
`;

/** 이용약관 · 개인정보처리방침 (the privacy policy in bold, as Korean shops show it). */
const Legal = styled.nav`
  ${linkRow};

  a {
    color: ${colors.text};
  }
`;

const Responsibility = styled.p`
  color: ${colors.textSecondary};
`;

const Copyright = styled.p`
  color: ${colors.textMuted};
`;
