import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Fieldset } from '@/components/ui/Fieldset';
import { FieldError, FieldHint } from '@/components/ui/fieldParts';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import { PageSeo } from '@/components/ui/PageSeo';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { orderStatusTone } from '@/lib/orders/orderStatusTone';
import { isApiError } from '@/lib/client/errors';
import { useForm } from '@/lib/client/form';
import { cancelOrder } from '@/lib/orders/client/orders';
import type { CancelOrderResult, OrderDetail, OrderLine } from '@/lib/orders/orders.contract';
import { formatWon } from '@/lib/format';
import { formatKstDate } from '@/lib/kstDate';
import { orderMessages } from '@/lib/orders/order.messages';
import { routes } from '@/lib/site';
import * as S from './CancelPage.styles';


const text = orderMessages.pages.cancel;
type ReasonKey = keyof typeof text.reasons;
const REASONS = Object.keys(text.reasons) as ReasonKey[];
/** The API takes a reason of 1–500 characters; the choice's words come first. */
const DETAIL_MAX = 450;

const UNPAID = new Set(['pending_payment', 'awaiting_deposit']);
const LIVE = (line: OrderLine) => line.status !== 'cancelled' && line.status !== 'refunded';

/** The reason as sent: the chosen words, then the buyer's own. */
export function reasonText(key: ReasonKey, detail: string): string {
  const words = detail.trim();
  return words ? `${text.reasons[key]}: ${words}` : text.reasons[key];
}

/**
 * /cancel/[idOrder]: cancels the order, or whole lines of it, before they
 * ship. The refund is the server's: 환불 금액 확인 asks for it with
 * `dryRun: true`, and only that preview, for exactly the current choice,
 * can be confirmed. The API's rules show where they apply: an unpaid order
 * goes whole; a brand whose rest would fall below its minimum goes whole
 * (409 CANCEL_BREAKS_MINIMUM, with a button that selects the brand's lines).
 */
export function CancelPage({ order }: { order: OrderDetail }) {
  return (
    <>
      {/* No path: the canonical URL is the one it was served at, without the query. */}
      <PageSeo title={text.title} description={text.description} noindex />
      <PageContainer>
        <PageHeading title={text.title} lead={text.orderSummary(order.idOrder, formatKstDate(order.createdAt))}>
          <S.HeadStatus>
            <StatusBadge $tone={orderStatusTone(order.status)}>{orderMessages.status[order.status]}</StatusBadge>
          </S.HeadStatus>
        </PageHeading>
        {order.cancellable ? <CancelForm order={order} /> : <NotCancellable order={order} />}
      </PageContainer>
    </>
  );
}

function NotCancellable({ order }: { order: OrderDetail }) {
  const reason = order.status === 'cancelled' ? text.alreadyCancelled : order.brands.some((group) => group.shippedAt) ? text.shipped : text.closed;
  return (
    <S.Blocked role="alert" aria-labelledby="cancel-blocked">
      <h2 id="cancel-blocked">{text.notCancellableHeading}</h2>
      <p>{reason}</p>
      <S.Links>
        <Link href={`/order-detail/${order.idOrder}`}>{text.toDetail}</Link>
        {order.status !== 'cancelled' ? <Link href={routes.freeRefunds}>{text.toFreeRefunds}</Link> : null}
      </S.Links>
    </S.Blocked>
  );
}

/** What the cancel form keeps: all or some lines, those chosen, the reason and its words. */
interface CancelValues {
  scope: 'all' | 'some';
  selected: number[];
  reason: ReasonKey | null;
  detail: string;
}

function CancelForm({ order }: { order: OrderDetail }) {
  const router = useRouter();
  const ids = useId();
  const unpaid = UNPAID.has(order.status);
  const cancellable = useMemo(() => order.brands.flatMap((group) => group.items.filter((line) => line.cancellable)), [order]);
  const everyLiveLineCancellable = order.brands.every((group) => group.items.filter(LIVE).every((line) => line.cancellable));
  const form = useForm<CancelValues, 'lines' | 'reason' | 'detail'>({
    initial: { scope: 'all', selected: [], reason: null, detail: '' },
    validate: ({ scope, selected, reason, detail }) => ({
      lines: scope === 'some' && selected.length === 0 ? text.errors.noLines : undefined,
      reason: reason === null ? text.errors.noReason : undefined,
      detail: reason === 'other' && detail.trim() === '' ? text.errors.noDetail : undefined,
    }),
    onChange: 'keep',
  });
  const { scope, reason, detail } = form.values;
  const selected = new Set(form.values.selected);
  const { errors } = form;
  const [minimumBreak, setMinimumBreak] = useState(false);
  const [preview, setPreview] = useState<{ key: string; result: CancelOrderResult } | null>(null);
  // 미리 보기 is the form's submit (form.busy); the confirmation is its own call.
  const [confirming, setConfirming] = useState(false);
  const pending = form.busy ? 'preview' : confirming ? 'confirm' : null;

  const itemIds = scope === 'all' ? (everyLiveLineCancellable ? undefined : cancellable.map((line) => line.id)) : [...selected].sort((a, b) => a - b);
  const requestKey = JSON.stringify([scope, itemIds ?? 'all', reason, detail.trim()]);
  const previewCurrent = preview !== null && preview.key === requestKey;
  const notCharged = preview ? preview.result.cancelledAmount - preview.result.refundAmount - preview.result.creditReturned : 0;

  function toggle(id: number) {
    form.set('selected', selected.has(id) ? form.values.selected.filter((entry) => entry !== id) : [...form.values.selected, id]);
    form.clearErrors('lines');
    setMinimumBreak(false);
  }

  /** Every brand with a selected line gets all its cancellable lines (the minimum rule). */
  function selectWholeBrands() {
    const next = new Set(selected);
    for (const group of order.brands) {
      const lines = group.items.filter((line) => line.cancellable);
      if (lines.some((line) => next.has(line.id))) lines.forEach((line) => next.add(line.id));
    }
    form.set('selected', [...next]);
    setMinimumBreak(false);
  }

  function showFailure(error: unknown) {
    if (isApiError(error) && error.code === 'CANCEL_BREAKS_MINIMUM') setMinimumBreak(true);
    form.setFormError(isApiError(error) ? error.message : text.errors.failed);
  }

  const askPreview = form.handleSubmit(async () => {
    if (confirming || reason === null) return;
    setMinimumBreak(false);
    try {
      const result = await cancelOrder(order.idOrder, { itemIds, reason: reasonText(reason, detail), dryRun: true });
      setPreview({ key: requestKey, result });
    } catch (error) {
      setPreview(null);
      showFailure(error);
    }
  });

  async function confirm() {
    if (pending || !previewCurrent || reason === null) return;
    setConfirming(true);
    try {
      await cancelOrder(order.idOrder, { itemIds, reason: reasonText(reason, detail), dryRun: false });
      await router.push(`/order-detail/${order.idOrder}?cancelled=1`);
    } catch (error) {
      setPreview(null);
      showFailure(error);
      setConfirming(false);
    }
  }

  const linesErrorId = `${ids}-lines-error`;
  const reasonErrorId = `${ids}-reason-error`;

  return (
    <S.Form
      noValidate
      onSubmit={(event) => void askPreview(event)}
    >
      <Fieldset legend={text.scopeLegend} legendSize="xl" legendGap="md">
        <S.Choice>
          <input type="radio" name="scope" value="all" checked={scope === 'all'} onChange={() => form.set('scope', 'all')} />
          <span>{text.scopeAll}</span>
        </S.Choice>
        <S.Choice>
          <input
            type="radio"
            name="scope"
            value="some"
            checked={scope === 'some'}
            disabled={unpaid || cancellable.length < 2}
            onChange={() => form.set('scope', 'some')}
            aria-describedby={unpaid ? `${ids}-unpaid` : undefined}
          />
          <span>{text.scopeSome}</span>
        </S.Choice>
        {unpaid ? <FieldHint $spaced id={`${ids}-unpaid`}>{text.unpaidWholeOnly}</FieldHint> : null}
      </Fieldset>

      <Fieldset
        legend={text.linesLegend}
        legendSize="xl"
        legendGap="md"
        aria-describedby={errors.lines ? linesErrorId : scope === 'some' ? `${ids}-minimum` : undefined}
      >
        {order.brands.map((group) => (
          <S.Brand key={group.idBrand}>
            <h2>{group.brandName}</h2>
            <ul>
              {group.items.filter(LIVE).map((line) => {
                const checked = scope === 'all' ? line.cancellable : selected.has(line.id);
                const options = orderMessages.pages.orderDetail.options(line.color, line.size);
                return (
                  <li key={line.id}>
                    <S.LineChoice $disabled={!line.cancellable || scope === 'all'}>
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={!line.cancellable || scope === 'all'}
                        onChange={() => toggle(line.id)}
                      />
                      <span>
                        <strong>{line.name}</strong>
                        {options ? <small>{options}</small> : null}
                        <small>{orderMessages.pages.orderDetail.unitPrice(formatWon(line.unitPrice), line.count)}</small>
                        {!line.cancellable ? <small>{text.lineLocked(orderMessages.status[line.status])}</small> : null}
                      </span>
                      <b>{formatWon(line.lineTotal)}</b>
                    </S.LineChoice>
                  </li>
                );
              })}
            </ul>
          </S.Brand>
        ))}
        {scope === 'some' ? <FieldHint $spaced id={`${ids}-minimum`}>{text.minimumRule}</FieldHint> : null}
        {errors.lines ? (
          <FieldError $spaced id={linesErrorId} role="alert">
            {errors.lines}
          </FieldError>
        ) : null}
      </Fieldset>

      <Fieldset legend={text.reasonLegend} legendSize="xl" legendGap="md" aria-describedby={errors.reason ? reasonErrorId : undefined}>
        <S.Reasons>
          {REASONS.map((key) => (
            <S.Choice key={key}>
              <input
                type="radio"
                name="reason"
                value={key}
                checked={reason === key}
                onChange={() => {
                  form.set('reason', key);
                  form.clearErrors('reason', 'detail');
                }}
              />
              <span>{text.reasons[key]}</span>
            </S.Choice>
          ))}
        </S.Reasons>
        {errors.reason ? (
          <FieldError $spaced id={reasonErrorId} role="alert">
            {errors.reason}
          </FieldError>
        ) : null}
        <S.Detail label={text.reasonDetail} id={`${ids}-detail`} hint={text.reasonDetailHint} error={errors.detail} announce="alert">
          {(control) => (
            <S.DetailText
              {...control}
              value={detail}
              maxLength={DETAIL_MAX}
              rows={3}
              onChange={(event) => {
                form.set('detail', event.target.value);
                form.clearErrors('detail');
              }}
            />
          )}
        </S.Detail>
      </Fieldset>

      {previewCurrent ? null : (
        <Button type="submit" $size="lg" $block disabled={pending !== null}>
          {pending === 'preview' ? text.previewing : text.preview}
        </Button>
      )}
      {form.formError ? (
        <S.SubmitError role="alert">
          <p>{form.formError}</p>
          {minimumBreak && scope === 'some' ? (
            <Button type="button" $variant="secondary" onClick={selectWholeBrands}>
              {text.selectWholeBrand}
            </Button>
          ) : null}
        </S.SubmitError>
      ) : null}

      {preview && !previewCurrent ? <FieldHint $spaced role="status">{text.previewStale}</FieldHint> : null}
      {previewCurrent ? (
        <S.Preview aria-labelledby={`${ids}-preview`}>
          <h2 id={`${ids}-preview`}>{text.previewHeading}</h2>
          {/* As a sum: money back + credit back (+ what an unpaid order was never charged) = the amount cancelled. */}
          <dl>
            <div>
              <dt>{text.refundAmount}</dt>
              <dd data-testid="cancel-refund-amount">{formatWon(preview.result.refundAmount)}</dd>
            </div>
            {preview.result.creditReturned > 0 ? (
              <div>
                <dt>{text.creditReturned}</dt>
                <dd>{formatWon(preview.result.creditReturned)}</dd>
              </div>
            ) : null}
            {notCharged > 0 ? (
              <div>
                <dt>{text.notCharged}</dt>
                <dd>{formatWon(notCharged)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{text.cancelledAmount}</dt>
              <dd>{formatWon(preview.result.cancelledAmount)}</dd>
            </div>
          </dl>
          {unpaid ? <FieldHint $spaced>{text.refundUnpaid}</FieldHint> : null}
          <FieldHint $spaced>{text.confirmHint}</FieldHint>
          <Button type="button" $size="lg" $block onClick={() => void confirm()} disabled={pending !== null}>
            {pending === 'confirm' ? text.confirming : text.confirm}
          </Button>
        </S.Preview>
      ) : null}
      <S.Links>
        <Link href={`/order-detail/${order.idOrder}`}>{text.toDetail}</Link>
      </S.Links>
    </S.Form>
  );
}
