import { useId, useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { FieldError } from '@/components/ui/fieldParts';
import { CARRIERS, isCarrier, normalizeTrackingNo, trackingLengthsOf, trackingNoProblem } from '@/lib/brandCenter/brandOrders.contract';
import type { BrandOrderDetail } from '@/lib/brandCenter/brandOrders.contract';
import { shipBrandOrder } from '@/lib/brandCenter/client/brandOrders';
import { isApiError } from '@/lib/client/errors';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { commonMessages } from '@/lib/messages/common';

const text = brandOrderMessages.ship;
const tracking = brandOrderMessages.tracking;

export interface OrderShipFormProps {
  idOrder: number;
  /** Called with the shipped group (배송중). */
  onShipped: (order: BrandOrderDetail) => void;
}

/**
 * 발송 처리 of one brand group: a carrier from the fixed list and the tracking
 * number, checked as typed (digits, 9-14, the carrier's own length) with the
 * rule the server applies again (lib/brandCenter/brandOrders.contract.ts); the server's
 * refusal is shown next to the field it names, or above the button.
 */
export function OrderShipForm({ idOrder, onShipped }: OrderShipFormProps) {
  const id = useId();
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [touched, setTouched] = useState({ carrier: false, trackingNo: false });
  const [serverError, setServerError] = useState<{ field: 'carrier' | 'trackingNo' | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const normalized = normalizeTrackingNo(trackingNo);
  const problem = trackingNoProblem(carrier, normalized);
  // Letters show at once; a short number only once the field was left (or the form sent).
  const showTracking = problem !== null && (touched.trackingNo || (problem === 'digits' && normalized.length > 0));
  const trackingError = serverError?.field === 'trackingNo' ? serverError.message : showTracking ? tracking.problem(problem, carrier, trackingLengthsOf(carrier)) : null;
  const carrierError = serverError?.field === 'carrier' ? serverError.message : touched.carrier && !isCarrier(carrier) ? tracking.carrierRequired : null;
  const formError = serverError && serverError.field === null ? serverError.message : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ carrier: true, trackingNo: true });
    setServerError(null);
    if (!isCarrier(carrier) || problem !== null) return;
    setBusy(true);
    try {
      const shipped = await shipBrandOrder(idOrder, { carrier, trackingNo: normalized });
      onShipped(shipped);
    } catch (error) {
      const field = isApiError(error) && (error.field === 'carrier' || error.field === 'trackingNo') ? error.field : null;
      setServerError({ field, message: isApiError(error) ? error.message : commonMessages.network.offline });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={`${brandOrderMessages.orders.orderNo(idOrder)} ${text.legend}`}>
      <Field label={text.carrier} id={`${id}-carrier`} error={carrierError ?? undefined} announce="alert" gap="xs" plainError>
        {(control) => (
          <Select
            {...control}
            value={carrier}
            onChange={(event) => {
              setCarrier(event.target.value);
              setServerError(null);
            }}
            onBlur={() => setTouched((state) => ({ ...state, carrier: true }))}
          >
            <option value="">{text.carrierPlaceholder}</option>
            {CARRIERS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={text.trackingNo} id={`${id}-tracking`} error={trackingError ?? undefined} announce="alert" gap="xs" plainError>
        {(control) => (
          <Input
            {...control}
            value={trackingNo}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            placeholder={text.trackingHint}
            onChange={(event) => {
              setTrackingNo(event.target.value);
              setServerError(null);
            }}
            onBlur={() => setTouched((state) => ({ ...state, trackingNo: true }))}
          />
        )}
      </Field>
      {formError ? (
        <FieldError role="alert" $plain>
          {formError}
        </FieldError>
      ) : null}
      <Button type="submit" $size="lg" disabled={busy}>
        {busy ? text.submitting : text.submit}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The ship form's controls: 44 px tall, a size smaller than the site's 46 px boxes, to sit in an order card. */
const control = css`
  height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Select = styled.select`
  ${control}
`;

const Input = styled.input`
  ${control}

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
