import styled, { css } from 'styled-components';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { FieldError } from '@/components/ui/fieldParts';
import { fieldBox, fieldInvalid } from '@/components/ui/fieldControl';
import { normalizeTrackingNo, trackingLengthsOf, trackingNoProblem } from '@/lib/brandCenter/brandOrders.contract';
import { CARRIERS, isCarrier } from '@/lib/orders/carriers';
import type { BrandOrderDetail } from '@/lib/brandCenter/brandOrders.contract';
import { shipBrandOrder } from '@/lib/brandCenter/client/brandOrders';
import { useForm } from '@/lib/client/form';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { commonMessages } from '@/lib/messages/common';
import { colors, space } from '@/styles/theme';

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
  const form = useForm<{ carrier: string; trackingNo: string }>({
    initial: { carrier: '', trackingNo: '' },
    validate: ({ carrier, trackingNo }) => {
      const problem = trackingNoProblem(carrier, normalizeTrackingNo(trackingNo));
      return {
        carrier: isCarrier(carrier) ? undefined : tracking.carrierRequired,
        trackingNo: problem === null ? undefined : tracking.problem(problem, carrier, trackingLengthsOf(carrier)),
      };
    },
    // A field left empty says so at once.
    checkEmpty: true,
  });
  const { carrier, trackingNo } = form.values;
  const normalized = normalizeTrackingNo(trackingNo);
  // Letters show at once, before the field is left; a short number only once it was (or the form sent).
  const letters = normalized.length > 0 && trackingNoProblem(carrier, normalized) === 'digits';
  const trackingError = form.errors.trackingNo ?? (letters ? tracking.problem('digits', carrier, trackingLengthsOf(carrier)) : undefined);

  const submit = form.handleSubmit(
    async (values) => {
      // Checked already; the guard names the carrier's type.
      if (!isCarrier(values.carrier)) return;
      const shipped = await shipBrandOrder(idOrder, { carrier: values.carrier, trackingNo: normalizeTrackingNo(values.trackingNo) });
      onShipped(shipped);
    },
    { failed: commonMessages.network.offline },
  );

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={`${brandOrderMessages.orders.orderNo(idOrder)} ${text.legend}`}>
      <Field label={text.carrier} {...form.field('carrier')} announce="alert" gap="xs" plainError>
        {(control) => (
          <Select {...control} value={carrier} onChange={(event) => form.set('carrier', event.target.value)} onBlur={() => form.touch('carrier')}>
            <option value="">{text.carrierPlaceholder}</option>
            {CARRIERS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={text.trackingNo} id={form.id('tracking')} error={trackingError} announce="alert" gap="xs" plainError>
        {(control) => (
          <Input
            {...control}
            {...form.input('trackingNo')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            placeholder={text.trackingHint}
          />
        )}
      </Field>
      {form.formError ? (
        <FieldError role="alert" $plain>
          {form.formError}
        </FieldError>
      ) : null}
      <Button type="submit" $size="lg" disabled={form.busy}>
        {form.busy ? text.submitting : text.submit}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

/** The ship form's controls: 44 px tall, a size smaller than the site's 46 px boxes, to sit in an order card. */
const control = css`
  height: 44px;
  padding: 0 ${space.md};
  ${fieldBox}
  ${fieldInvalid}
`;

const Select = styled.select`
  ${control}
`;

const Input = styled.input`
  ${control}

  &::placeholder {
    color: ${colors.textMuted};
  }
`;
