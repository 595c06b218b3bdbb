import Link from '@/components/ui/Link';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import { PageSeo } from '@/components/ui/PageSeo';
import { Section } from '@/components/ui/Section';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useFreeRefunds } from '@/lib/orders/client/orders';
import type { FreeRefundList, FreeRefundRequest as RefundRecord, OrderAddress } from '@/lib/orders/orders.contract';
import { formatWon } from '@/lib/format';
import { formatKstDate } from '@/lib/kstDate';
import { freeRefundMessages } from '@/lib/orders/freeRefund.messages';
import { loginHref } from '@/lib/site';
import * as S from './FreeRefunds.styles';
import { FreeRefundRequest } from './FreeRefundRequest';
import type { RefundCandidate } from '@/lib/orders/refundCandidates';

const text = freeRefundMessages;
const PATH = '/free-refunds';

/** What a logged-in retailer's /free-refunds loads besides the policy. */
export interface RefundAccount {
  candidates: RefundCandidate[];
  addresses: OrderAddress[];
  requests: FreeRefundList;
}

export interface FreeRefundsPageProps {
  /** Who is looking: anonymous visitors and members who cannot buy (brands, uncertified retailers) see the policy only. */
  visitor: 'anonymous' | 'notRetailer' | 'retailer';
  account: RefundAccount | null;
  initialOrder: number | null;
  now: string;
}

/**
 * /free-refunds: the 60-day free refund policy for everyone and, below it for
 * a logged-in retailer, the request form and their requests.
 */
export function FreeRefundsPage({ visitor, account, initialOrder, now }: FreeRefundsPageProps) {
  return (
    <>
      <PageSeo title={text.page.title} description={text.page.description} path={PATH} />
      <PageContainer>
        <PageHeading title={text.page.title} lead={text.page.description}>
          {visitor === 'retailer' ? <S.Jump href="#free-refunds-request">{text.request.jump}</S.Jump> : null}
        </PageHeading>
        <S.Policy aria-label={text.page.title}>
          {text.policy.map((block) => (
            <section key={block.id} aria-labelledby={`free-refunds-${block.id}`}>
              <h2 id={`free-refunds-${block.id}`}>{block.heading}</h2>
              {block.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </S.Policy>
        <S.RequestArea>
          {visitor === 'retailer' && account ? (
            <RetailerArea account={account} initialOrder={initialOrder} now={now} />
          ) : (
            <Section id="free-refunds-request" title={text.request.heading}>
              {visitor === 'anonymous' ? (
                <EmptyState>
                  <p>{text.request.anonymous}</p>
                  <Link href={loginHref(PATH)}>{text.request.login}</Link>
                </EmptyState>
              ) : (
                <EmptyState>
                  <p>{text.request.notRetailer}</p>
                </EmptyState>
              )}
            </Section>
          )}
        </S.RequestArea>
      </PageContainer>
    </>
  );
}

function RetailerArea({ account, initialOrder, now }: { account: RefundAccount; initialOrder: number | null; now: string }) {
  const [candidates, setCandidates] = useState(account.candidates);
  const { freeRefunds, error, mutate } = useFreeRefunds(account.requests);

  function requested(request: RefundRecord) {
    // What was asked back is no longer returnable; the server's list comes next.
    const taken = new Map(request.items.map((item) => [item.idItem, item.count]));
    setCandidates((current) =>
      current
        .map((candidate) => ({
          ...candidate,
          lines: candidate.lines
            .map((line) => ({ ...line, refundableCount: line.refundableCount - (taken.get(line.id) ?? 0) }))
            .filter((line) => line.refundableCount > 0),
        }))
        .filter((candidate) => candidate.lines.length > 0),
    );
    void mutate(
      (current) => ({ items: [request, ...(current?.items ?? []).filter((item) => item.id !== request.id)] }),
      { revalidate: true },
    );
  }

  return (
    <>
      <Section id="free-refunds-request" title={text.request.heading}>
        <FreeRefundRequest candidates={candidates} addresses={account.addresses} initialOrder={initialOrder} now={now} onRequested={requested} />
      </Section>
      <Section id="free-refunds-requests" title={text.requests.heading}>
        {error && !freeRefunds ? <S.SubmitError role="alert">{text.requests.loadFailed}</S.SubmitError> : null}
        {freeRefunds && freeRefunds.items.length === 0 ? <S.Empty>{text.requests.empty}</S.Empty> : null}
        <S.Requests>
          {(freeRefunds?.items ?? []).map((request) => (
            <li key={request.id}>
              <S.RequestHead>
                <StatusBadge $tone={request.status === 'requested' ? 'waiting' : request.status === 'refunded' ? 'done' : 'closed'}>
                  {text.requests.status[request.status]}
                </StatusBadge>
                <Link href={`/order-detail/${request.idOrder}`}>{text.requests.order(request.idOrder)}</Link>
                <span>{text.requests.requestedAt(formatKstDate(request.createdAt))}</span>
              </S.RequestHead>
              <ul>
                {request.items.map((item) => (
                  <li key={item.idItem}>{text.requests.line(item.name, item.count)}</li>
                ))}
              </ul>
              <dl>
                <div>
                  <dt>{text.requests.refundAmount}</dt>
                  <dd>{formatWon(request.refundAmount)}</dd>
                </div>
                <div>
                  <dt>{text.requests.reason}</dt>
                  <dd>{request.reason}</dd>
                </div>
                <div>
                  <dt>{text.requests.pickup}</dt>
                  <dd>{`${request.pickup.recipient} · ${request.pickup.address} ${request.pickup.addressDetail}`}</dd>
                </div>
              </dl>
            </li>
          ))}
        </S.Requests>
      </Section>
    </>
  );
}
