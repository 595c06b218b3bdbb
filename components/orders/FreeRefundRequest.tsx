import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Fieldset } from '@/components/ui/Fieldset';
import { FieldError } from '@/components/ui/fieldParts';
import { confirmDialog } from '@/lib/client/alerts';
import { useForm } from '@/lib/client/form';
import { requestFreeRefund } from '@/lib/orders/client/orders';
import type { FreeRefundRequest as FreeRefundRequestRecord, OrderAddress } from '@/lib/orders/orders.contract';
import { formatWon } from '@/lib/format';
import { formatKstDate, kstDayNumber } from '@/lib/kstDate';
import { freeRefundMessages } from '@/lib/orders/freeRefund.messages';
import * as S from './FreeRefunds.styles';
import type { RefundCandidate } from '@/lib/orders/refundCandidates';

const text = freeRefundMessages.request;
type ReasonKey = keyof typeof text.reasons;
const REASONS = Object.keys(text.reasons) as ReasonKey[];
const DETAIL_MAX = 450;

export interface FreeRefundRequestProps {
  candidates: RefundCandidate[];
  addresses: OrderAddress[];
  /** The order to start with (?idOrder= from the order page). */
  initialOrder: number | null;
  /** When the server read the candidates, for the D-N. */
  now: string;
  /** Called with the request the server made, so the page can update its list. */
  onRequested: (request: FreeRefundRequestRecord) => void;
}

type Counts = Record<number, string>;

/** The order being asked about (the first when it is gone). */
function candidateOf(candidates: RefundCandidate[], orderId: number): RefundCandidate | undefined {
  return candidates.find((entry) => entry.idOrder === orderId) ?? candidates[0];
}

/** What the form keeps: the order, the lines chosen and their counts as typed, the reason, the pickup. */
interface RefundValues {
  orderId: number;
  chosen: number[];
  counts: Counts;
  reason: ReasonKey | null;
  detail: string;
  pickup: 'order' | number;
}

/** Checks the form; returns the errors by field (`line-<id>` for a count). */
export function validateRefund(
  candidate: RefundCandidate,
  chosen: Set<number>,
  counts: Counts,
  reason: ReasonKey | null,
  detail: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (chosen.size === 0) errors.lines = text.errors.noLines;
  for (const line of candidate.lines) {
    if (!chosen.has(line.id)) continue;
    const raw = counts[line.id] ?? '';
    const count = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
    if (!(count >= 1 && count <= line.refundableCount)) errors[`line-${line.id}`] = text.errors.count(line.refundableCount);
  }
  if (reason === null) errors.reason = text.errors.noReason;
  else if (reason === 'other' && detail.trim() === '') errors.detail = text.errors.noDetail;
  return errors;
}

/**
 * The request form of /free-refunds: one order's returnable lines with a
 * count each (1 to what is left), a reason, and the pickup address (the
 * order's, or a saved one). POST /orders/free_refunds; the API's refusal (the
 * window closed meanwhile, a count taken) shows under the button.
 */
export function FreeRefundRequest({ candidates, addresses, initialOrder, now, onRequested }: FreeRefundRequestProps) {
  const ids = useId();
  const form = useForm<RefundValues, string>({
    initial: {
      orderId: candidates.find((candidate) => candidate.idOrder === initialOrder)?.idOrder ?? candidates[0]?.idOrder ?? 0,
      chosen: [],
      counts: {},
      reason: null,
      detail: '',
      pickup: 'order',
    },
    validate: ({ orderId, chosen, counts, reason, detail }): Record<string, string> => {
      const candidate = candidateOf(candidates, orderId);
      return candidate ? validateRefund(candidate, new Set(chosen), counts, reason, detail) : {};
    },
    onChange: 'keep',
  });
  const { orderId, counts, reason, detail, pickup } = form.values;
  const chosen = new Set(form.values.chosen);
  const { errors } = form;
  const [done, setDone] = useState<string | null>(null);

  const candidate = candidateOf(candidates, orderId);
  const doneNotice = done ? <S.Done role="status">{done}</S.Done> : null;
  if (!candidate)
    return (
      <>
        {doneNotice}
        <S.Empty>{text.empty}</S.Empty>
      </>
    );

  const estimate = candidate.lines.reduce((sum, line) => {
    if (!chosen.has(line.id)) return sum;
    const count = Number(counts[line.id]);
    return Number.isInteger(count) && count >= 1 && count <= line.refundableCount ? sum + count * line.unitPrice : sum;
  }, 0);

  function chooseOrder(next: number) {
    form.setValues({ orderId: next, chosen: [], counts: {} });
    form.showErrors({}, false);
  }

  function toggle(id: number) {
    form.setValues({
      chosen: chosen.has(id) ? form.values.chosen.filter((entry) => entry !== id) : [...form.values.chosen, id],
      // One unit to start: a retailer returns what is left over, rarely the whole line.
      counts: counts[id] === undefined ? { ...counts, [id]: '1' } : counts,
    });
    form.clearErrors('lines');
  }

  const submit = form.handleSubmit(
    async () => {
      if (!candidate || reason === null) return;
      // The amount is confirmed before anything is sent: a request cannot be taken back here.
      if (!(await confirmDialog(text.confirm(formatWon(estimate))))) return;
      const words = detail.trim();
      const request = await requestFreeRefund({
        idOrder: candidate.idOrder,
        items: candidate.lines.filter((line) => chosen.has(line.id)).map((line) => ({ idItem: line.id, count: Number(counts[line.id]) })),
        reason: words ? `${text.reasons[reason]}: ${words}` : text.reasons[reason],
        ...(pickup === 'order' ? {} : { idAddress: pickup }),
      });
      setDone(text.done(candidate.idOrder));
      form.setValues({ chosen: [], counts: {}, reason: null, detail: '' });
      onRequested(request);
    },
    { failed: text.errors.failed },
  );

  const errorId = (key: string) => `${ids}-${key}-error`;

  return (
    <S.Form
      noValidate
      aria-label={text.heading}
      onSubmit={(event) => {
        setDone(null);
        void submit(event);
      }}
    >
      {doneNotice}
      {candidates.length > 1 ? (
        <S.Field label={text.order} id={`${ids}-order`}>
          {(control) => (
            <S.Select {...control} value={candidate.idOrder} onChange={(event) => chooseOrder(Number(event.target.value))}>
              {candidates.map((entry) => (
                <option key={entry.idOrder} value={entry.idOrder}>
                  {text.orderOption(entry.idOrder, formatKstDate(entry.createdAt), entry.title)}
                </option>
              ))}
            </S.Select>
          )}
        </S.Field>
      ) : (
        <S.OrderLabel>{text.orderOption(candidate.idOrder, formatKstDate(candidate.createdAt), candidate.title)}</S.OrderLabel>
      )}

      <Fieldset legend={text.linesLegend} legendSize="lg" aria-describedby={errors.lines ? errorId('lines') : undefined}>
        <S.Lines>
          {candidate.lines.map((line) => {
            const checked = chosen.has(line.id);
            const countError = errors[`line-${line.id}`];
            const daysLeft = Math.max(0, kstDayNumber(line.refundableUntil) - kstDayNumber(now));
            return (
              <li key={line.id}>
                <S.LineCheck>
                  <input type="checkbox" checked={checked} onChange={() => toggle(line.id)} />
                  <span>
                    <strong>{line.name}</strong>
                    <small>
                      {[line.brandName, line.options].filter(Boolean).join(' · ')} · {formatWon(line.unitPrice)}
                    </small>
                    <small>
                      <S.Dday>{text.daysLeft(daysLeft)}</S.Dday> {text.maxCount(line.refundableCount)}
                    </small>
                  </span>
                </S.LineCheck>
                {checked ? (
                  <S.Count>
                    <label htmlFor={`${ids}-count-${line.id}`}>{text.quantity(line.name)}</label>
                    <input
                      id={`${ids}-count-${line.id}`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={line.refundableCount}
                      value={counts[line.id] ?? ''}
                      aria-invalid={countError ? true : undefined}
                      aria-describedby={countError ? errorId(`count-${line.id}`) : undefined}
                      onChange={(event) => {
                        form.set('counts', { ...counts, [line.id]: event.target.value });
                        form.clearErrors(`line-${line.id}`);
                      }}
                    />
                    {countError ? (
                      <FieldError $spaced id={errorId(`count-${line.id}`)} role="alert">
                        {countError}
                      </FieldError>
                    ) : null}
                  </S.Count>
                ) : null}
              </li>
            );
          })}
        </S.Lines>
        {errors.lines ? (
          <FieldError $spaced id={errorId('lines')} role="alert">
            {errors.lines}
          </FieldError>
        ) : null}
      </Fieldset>

      <Fieldset legend={text.reasonLegend} legendSize="lg" aria-describedby={errors.reason ? errorId('reason') : undefined}>
        <S.Choices>
          {REASONS.map((key) => (
            <S.Choice key={key}>
              <input
                type="radio"
                name={`${ids}-reason`}
                checked={reason === key}
                onChange={() => {
                  form.set('reason', key);
                  form.clearErrors('reason', 'detail');
                }}
              />
              <span>{text.reasons[key]}</span>
            </S.Choice>
          ))}
        </S.Choices>
        {errors.reason ? (
          <FieldError $spaced id={errorId('reason')} role="alert">
            {errors.reason}
          </FieldError>
        ) : null}
        <S.Field label={text.reasonDetail} id={`${ids}-detail`} hint={text.reasonDetailHint} error={errors.detail} announce="alert">
          {(control) => (
            <S.TextArea
              {...control}
              rows={3}
              maxLength={DETAIL_MAX}
              value={detail}
              onChange={(event) => {
                form.set('detail', event.target.value);
                form.clearErrors('detail');
              }}
            />
          )}
        </S.Field>
      </Fieldset>

      <Fieldset legend={text.pickupLegend} legendSize="lg">
        <S.Choice>
          <input type="radio" name={`${ids}-pickup`} checked={pickup === 'order'} onChange={() => form.set('pickup', 'order')} />
          <span>
            <strong>{text.pickupOrder}</strong>
            <small>{`${candidate.address.recipient} · (${candidate.address.postcode}) ${candidate.address.address} ${candidate.address.addressDetail}`}</small>
          </span>
        </S.Choice>
        {addresses.map((address) => (
          <S.Choice key={address.id}>
            <input type="radio" name={`${ids}-pickup`} checked={pickup === address.id} onChange={() => form.set('pickup', address.id)} />
            <span>
              <strong>
                {address.label || address.recipient}
                {address.isDefault ? ` (${text.pickupDefault})` : ''}
              </strong>
              <small>{`${address.recipient} · (${address.postcode}) ${address.address} ${address.addressDetail}`}</small>
            </span>
          </S.Choice>
        ))}
      </Fieldset>

      {estimate > 0 ? <S.Estimate>{text.refundEstimate(formatWon(estimate))}</S.Estimate> : null}
      <Button type="submit" $size="lg" $block disabled={form.busy}>
        {form.busy ? text.submitting : text.submit}
      </Button>
      {form.formError ? <S.SubmitError role="alert">{form.formError}</S.SubmitError> : null}
    </S.Form>
  );
}
