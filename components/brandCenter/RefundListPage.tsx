import Link from '@/components/ui/Link';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { DefinitionList } from '@/components/ui/DefinitionList';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pagination } from '@/components/ui/Pagination';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { card } from '@/components/ui/card';
import { brandCenterRoutes } from '@/lib/brandCenter/routes';
import { BRAND_REFUND_FILTERS, type BrandRefundFilter, type BrandRefundRequest } from '@/lib/brandCenter/brandOrders.contract';
import type { OwnedBrand } from '@/lib/contract/users';
import { alertMessage, confirmDialog } from '@/lib/client/alerts';
import { acceptBrandRefund, useBrandRefunds, type BrandRefundPage } from '@/lib/brandCenter/client/brandOrders';
import { isApiError } from '@/lib/client/errors';
import { formatCount, formatWon } from '@/lib/format';
import { formatKstDate } from '@/lib/kstDate';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { commonMessages } from '@/lib/messages/common';
import { BrandCenterLayout } from './BrandCenterLayout';
import { FilterChips, lineList, Status } from '@/components/ui/listPage';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

const text = brandOrderMessages.refunds;
const lineSummary = brandOrderMessages.orders.lineSummary;

const hrefFor = (status: BrandRefundFilter, page = 1) => {
  const search = new URLSearchParams();
  if (status !== 'requested') search.set('status', status);
  if (page > 1) search.set('page', String(page));
  const qs = search.toString();
  return qs ? `${brandCenterRoutes.refunds}?${qs}` : brandCenterRoutes.refunds;
};

/**
 * /brand-center/refunds: the free-refund requests on the brand's products (its
 * own lines of each, with the pickup address), and the acceptance once the
 * goods are collected and checked: the refund is then paid to the retailer.
 */
export function RefundListPage({ brand, status, list }: { brand: OwnedBrand; status: BrandRefundFilter; list: BrandRefundPage }) {
  const { refunds, mutate } = useBrandRefunds(status, list.page, list);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState<number | null>(null);

  async function accept(request: BrandRefundRequest) {
    if (!(await confirmDialog(text.acceptConfirm(request.refundAmount)))) return;
    setBusy(request.id);
    try {
      await acceptBrandRefund(request.id);
      setNotice(text.accepted);
      await mutate();
    } catch (error) {
      await alertMessage(isApiError(error) ? error.message : commonMessages.network.offline, 'error');
      void mutate();
    } finally {
      setBusy(null);
    }
  }

  return (
    <BrandCenterLayout brand={brand} section="refunds">
      <Policy>{text.policy}</Policy>
      <FilterChips aria-label={text.filtersLabel}>
        {BRAND_REFUND_FILTERS.map((filter) => (
          <Link key={filter} href={hrefFor(filter)} aria-current={filter === status ? 'page' : undefined}>
            {text.filters[filter]} <span>{formatCount(refunds.counts[filter])}</span>
          </Link>
        ))}
      </FilterChips>
      <Status role="status">{notice}</Status>
      {refunds.items.length === 0 ? (
        <EmptyState>
          <p>{text.empty[status]}</p>
        </EmptyState>
      ) : (
        <List>
          {refunds.items.map((request) => (
            <li key={request.id}>
              <Card aria-labelledby={`refund-${request.id}`}>
                <header>
                  <h2 id={`refund-${request.id}`}>{text.requestNo(request.id)}</h2>
                  <StatusBadge $tone={request.status === 'requested' ? 'waiting' : request.status === 'refunded' ? 'done' : 'closed'}>{text.status[request.status]}</StatusBadge>
                </header>
                <DefinitionList
                  rows={[
                    { label: text.order, value: <Link href={brandCenterRoutes.order(request.idOrder)}>{request.idOrder}</Link> },
                    { label: text.retailer, value: request.retailer.businessName },
                    { label: text.requestedAt, value: formatKstDate(request.createdAt) },
                    { label: text.reason, value: request.reason },
                    {
                      label: text.pickup,
                      value: `${request.pickup.recipient} ${request.pickup.phone} (${request.pickup.postcode}) ${request.pickup.address} ${request.pickup.addressDetail}`,
                    },
                  ]}
                />
                <Lines>
                  {request.items.map((item) => (
                    <li key={item.idItem}>
                      <span>
                        <strong>{item.name}</strong>
                        {lineSummary(item.color, item.size) ? ` · ${lineSummary(item.color, item.size)}` : ''} · {formatCount(item.count)}개
                      </span>
                      <span>{formatWon(item.amount)}</span>
                    </li>
                  ))}
                </Lines>
                <footer>
                  <p>
                    {text.amount} <strong>{formatWon(request.refundAmount)}</strong>
                  </p>
                  {request.status === 'requested' ? (
                    <Button type="button" $size="lg" disabled={busy === request.id} onClick={() => accept(request)} aria-label={text.acceptLabel(request.id)}>
                      {text.accept}
                    </Button>
                  ) : null}
                </footer>
              </Card>
            </li>
          ))}
        </List>
      )}
      <Pagination page={refunds.page} totalPages={refunds.totalPages} hrefFor={(page) => hrefFor(status, page)} />
    </BrandCenterLayout>
  );
}

const Policy = styled.p`
  margin: 0 0 ${space.lg};
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.textSecondary};
`;

const List = styled.ul`
  display: grid;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.medium} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Card = styled.article`
  ${card};
  height: 100%;

  header,
  footer {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space.md};
  }

  footer {
    margin-top: auto;
  }

  h2 {
    margin: 0;
    font-size: ${fontSizes.lg};
  }

  p {
    margin: 0;
  }

  dd a {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;

const Lines = styled.ul`
  margin: 0;
  ${lineList};

  li {
    padding: ${space.sm} 0;
  }
`;
