import { useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { Section } from '@/components/ui/Section';
import { formatKstDateTimeLong } from '@/lib/kstDate';
import { orderMessages } from '@/lib/orders/order.messages';
import { RESUME_PAYMENT_ID } from '@/lib/orders/orderLinks';
import type { OrderDetail } from '@/lib/orders/orders.contract';
import type { ResumePaymentFormProps } from './ResumePaymentForm';
import { colors, fontSizes, radii, space } from '@/styles/theme';

const text = orderMessages.resume;

export interface ResumePaymentProps extends ResumePaymentFormProps {
  order: ResumePaymentFormProps['order'] & Pick<OrderDetail, 'paymentDueAt'>;
}

/** Whether the order can be paid now: a card order waiting for its payment, before it lapses. */
export function canResumePayment(order: Pick<OrderDetail, 'status' | 'paymentDueAt'>, now: string): boolean {
  return order.status === 'pending_payment' && order.paymentDueAt !== null && Date.parse(order.paymentDueAt) > Date.parse(now);
}

/**
 * 결제 이어하기 (order detail and completion pages): what is to be paid by
 * when, then the payment form (./ResumePaymentForm.tsx). The form's code (the
 * form kit, the payment step, the test card) is only for orders still waiting,
 * so it loads after the page, keeping the order pages' first-load JS within
 * budget (scripts/js-budget.mjs); paying needs the script anyway.
 */
export function ResumePayment(props: ResumePaymentProps) {
  const [Form, setForm] = useState<ComponentType<ResumePaymentFormProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import('./ResumePaymentForm').then((module) => {
      if (live) setForm(() => module.ResumePaymentForm);
    });
    return () => {
      live = false;
    };
  }, []);
  const { order } = props;
  return (
    <Box>
      <Section id={RESUME_PAYMENT_ID} title={text.heading}>
        <Lead>{text.lead(order.amounts.totalAmount, formatKstDateTimeLong(order.paymentDueAt ?? ''))}</Lead>
        {Form ? <Form {...props} /> : <Loading aria-hidden="true" />}
      </Section>
    </Box>
  );
}

const Box = styled.div`
  margin-bottom: ${space.xxl};
  padding: ${space.lg};
  border: 1px solid ${colors.primary};
  border-radius: ${radii.md};
  background: ${colors.background};
`;

const Lead = styled.p`
  font-size: ${fontSizes.md};
  line-height: 1.6;
`;

/** The form's height while its code loads, so the page below does not jump. */
const Loading = styled.div`
  min-height: 320px;
`;
