import Link from '@/components/ui/Link';
import styled, { css } from 'styled-components';
import { DefinitionList } from '@/components/ui/DefinitionList';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import { PageSeo } from '@/components/ui/PageSeo';
import { Section } from '@/components/ui/Section';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { textLink } from '@/components/ui/textLink';
import { formatRegistrationNo } from '@/lib/account/accountFields';
import type { FreeRefundList, OrderAddressList, OrderList, ReferralSummary } from '@/lib/orders/orders.contract';
import type { CurrentUser } from '@/lib/contract/users';
import { formatPhone, formatWon } from '@/lib/format';
import { NOTIFICATIONS_PATH } from '@/lib/notifications/client/notifications';
import { formatKstDate } from '@/lib/kstDate';
import { myPageMessages } from '@/lib/account/myPage.messages';
import { routes } from '@/lib/site';
import { AddressBook } from './AddressBook';
import { BusinessDetailsSection } from './BusinessDetailsSection';
import type { BusinessDetails } from '@/lib/account/businessDetails.contract';
import { businessDetailsMessages } from '@/lib/account/businessDetails.messages';
import { MyOrders } from './MyOrders';
import type { OrderFilter } from '@/lib/orders/orderFilters';
import { rowList } from './rowList';
import { colors, fontSizes, layout, media, radii, space } from '@/styles/theme';

const text = myPageMessages.mypage;
/** How many refund requests and credit entries MY shows (the rest on their own pages). */
const RECENT = 5;

export interface MyPageProps {
  user: CurrentUser;
  orders: OrderList;
  filter: OrderFilter;
  range: { from: string; to: string };
  refunds: FreeRefundList;
  addresses: OrderAddressList;
  referral: ReferralSummary;
  /** What a 거래명세서 states of the retailer (MY's 사업자 정보). */
  business: BusinessDetails;
  /** The route this MY is served on (/mypage or /page/account/mypage): the filter links stay on it. */
  path: string;
}

const SECTIONS = [
  ['mypage-orders', text.ordersHeading],
  ['mypage-refunds', text.refundsHeading],
  ['mypage-addresses', myPageMessages.addresses.heading],
  ['mypage-credit', text.creditHeading],
  ['mypage-account', text.accountHeading],
  ['mypage-business', businessDetailsMessages.heading],
] as const;

/** /mypage and /page/account/mypage: the member's orders, refunds, addresses, credit, referrals and account. */
export function MyPage({ user, orders, filter, range, refunds, addresses, referral, business, path }: MyPageProps) {
  const openRefunds = refunds.items.filter((request) => request.status === 'requested').length;
  const rewarded = referral.joined.filter((entry) => entry.rewarded).length;
  return (
    <>
      <PageSeo title={text.title} description={text.description} noindex path="/page/account/mypage" />
      <PageContainer>
        <PageHeading title={text.title} lead={text.greeting(user.businessName)}>
          <MoreLink href={NOTIFICATIONS_PATH}>{text.notifications}</MoreLink>
        </PageHeading>
        <Summary>
          <li>
            <a href="#mypage-credit">
              <span>{text.summary.credit}</span>
              <strong>{formatWon(referral.creditBalance)}</strong>
            </a>
          </li>
          <li>
            <a href="#mypage-orders">
              <span>{text.summary.orders}</span>
              <strong>{text.summary.ordersCount(orders.total)}</strong>
            </a>
          </li>
          <li>
            <a href="#mypage-refunds">
              <span>{text.summary.refunds}</span>
              <strong>{text.summary.ordersCount(openRefunds)}</strong>
            </a>
          </li>
        </Summary>
        <SectionNav aria-label={text.sectionsLabel}>
          <ul>
            {SECTIONS.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`}>{label}</a>
              </li>
            ))}
          </ul>
        </SectionNav>
        <Sections>
          <Section id="mypage-orders" title={text.ordersHeading}>
            <MyOrders orders={orders} filter={filter} range={range} path={path} />
          </Section>
          <Section id="mypage-refunds" title={text.refundsHeading}>
            {refunds.items.length === 0 ? <Muted>{text.refundsEmpty}</Muted> : null}
            <Rows>
              {refunds.items.slice(0, RECENT).map((request) => (
                <li key={request.id}>
                  <StatusBadge $tone={request.status === 'requested' ? 'waiting' : request.status === 'refunded' ? 'done' : 'closed'}>
                    {text.refundStatus[request.status]}
                  </StatusBadge>
                  <Link href={`/order-detail/${request.idOrder}`}>{text.refundLine(request.idOrder, formatKstDate(request.createdAt))}</Link>
                  <span>{text.refundAmount(formatWon(request.refundAmount))}</span>
                </li>
              ))}
            </Rows>
            <MoreLink href={`${routes.freeRefunds}#free-refunds-request`}>{text.refundsLink}</MoreLink>
          </Section>
          <Section id="mypage-addresses" title={myPageMessages.addresses.heading}>
            <AddressBook initial={addresses} />
          </Section>
          <Section id="mypage-credit" title={text.creditHeading}>
            <Balance>
              <span>{text.creditBalance}</span>
              <strong data-testid="credit-balance">{formatWon(referral.creditBalance)}</strong>
            </Balance>
            <Muted>{text.creditHelp}</Muted>
            {referral.ledger.length === 0 ? <Muted>{text.ledgerEmpty}</Muted> : null}
            <Rows>
              {referral.ledger.slice(0, RECENT).map((entry, index) => (
                <li key={index}>
                  <span>{formatKstDate(entry.createdAt)}</span>
                  <span>
                    {text.ledgerKinds[entry.kind]}
                    {entry.note ? ` · ${entry.note}` : ''}
                  </span>
                  <strong>{entry.amount > 0 ? `+${formatWon(entry.amount)}` : `-${formatWon(-entry.amount)}`}</strong>
                </li>
              ))}
            </Rows>
            <Muted>{text.referralSummary(referral.joined.length, rewarded)}</Muted>
            <MoreLink href={routes.referral}>{text.referralLink}</MoreLink>
          </Section>
          <Section id="mypage-account" title={text.accountHeading}>
            <DefinitionList
              rows={[
                { label: text.businessName, value: user.businessName },
                { label: text.registrationNo, value: formatRegistrationNo(user.registrationNo) },
                { label: text.mobileNo, value: formatPhone(user.mobileNo) },
                { label: text.email, value: user.email },
                { label: text.memberStatus, value: user.userGroups === 'valid' ? text.statusValid : text.statusInValid },
              ]}
            />
          </Section>
          <Section id="mypage-business" title={businessDetailsMessages.heading}>
            <BusinessDetailsSection initial={business} />
          </Section>
        </Sections>
      </PageContainer>
    </>
  );
}

const Summary = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;

  a {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: ${space.md};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    color: ${colors.text};
  }

  span {
    font-size: ${fontSizes.md};
    color: ${colors.textSecondary};
  }

  strong {
    font-size: ${fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

/** The page's links (its section tabs, a line's order): a 44 px target in bold text colour. */
const pageLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${colors.text};
  font-weight: 600;
`;

const SectionNav = styled.nav`
  position: sticky;
  top: 0;
  z-index: 1;
  margin: 0 -${layout.gutterMobile} ${space.xl};
  padding: 0 ${layout.gutterMobile};
  border-bottom: 1px solid ${colors.border};
  background: ${colors.background};

  ul {
    display: flex;
    gap: ${space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }

  li {
    flex: none;
  }

  a {
    ${pageLink};
    white-space: nowrap;
  }

  ${media.desktop} {
    margin: 0 0 ${space.xl};
    padding: 0;
  }
`;

const Sections = styled.div`
  section {
    scroll-margin-top: 56px;
  }
`;

const Muted = styled.p`
  margin: ${space.sm} 0;
  font-size: ${fontSizes.md};
  color: ${colors.textSecondary};
`;

const Rows = styled.ul`
  ${rowList};

  li {
    font-size: ${fontSizes.md};
  }

  a {
    ${pageLink};
  }
`;

const Balance = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.primarySoft};

  strong {
    font-size: ${fontSizes.xxl};
    color: ${colors.primary};
  }
`;

const MoreLink = styled(Link)`
  ${textLink};
  margin-top: ${space.sm};
  text-decoration: underline;
`;
