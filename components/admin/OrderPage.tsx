import { useState } from 'react';
import styled from 'styled-components';
import { Status } from '@/components/ui/listPage';
import Link from '@/components/ui/Link';
import { DefinitionList } from '@/components/ui/DefinitionList';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { TableHead } from '@/components/ui/TableHead';
import type { ConsoleOrderDetail } from '@/lib/admin/admin.contract';
import { consoleMessages, consoleOrderMessages as text } from '@/lib/admin/admin.messages';
import { adminRoutes } from '@/lib/admin/routes';
import { formatRegistrationNo } from '@/lib/account/accountFields';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { formatCount, formatPhone, formatWon } from '@/lib/format';
import { formatKstDateTime } from '@/lib/kstDate';
import { orderStatusMessages } from '@/lib/orders/orderStatus.messages';
import { orderStatusTone } from '@/lib/orders/orderStatusTone';
import { ConsoleLayout } from './ConsoleLayout';
import { OrderCancelForm } from './OrderCancelForm';
import { OrderNotes } from './OrderNotes';
import { OrderRefundForm } from './OrderRefundForm';
import { Columns, Panel } from './Console.styles';
import { TableBox } from './TableBox';
import { space } from '@/styles/theme';

export interface OrderPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  detail: ConsoleOrderDetail;
}

const statusWord = (status: string) => orderStatusMessages.historyStatus[status as keyof typeof orderStatusMessages.historyStatus] ?? status;

/** /admin/orders/{id}: an order as its retailer sees it, with who they are, the whole history, its money and its refund requests. */
export function OrderPage({ operator, detail }: OrderPageProps) {
  const { order, retailer, refunds, notes } = detail;
  const [notice, setNotice] = useState('');
  const amounts = order.amounts;
  const brandName = (idBrand: number | null) => order.brands.find((brand) => brand.idBrand === idBrand)?.brandName ?? '';
  return (
    <ConsoleLayout operator={operator} section="orders" title={text.detailTitle(order.idOrder)} actions={<Link href={adminRoutes.orders}>{text.back}</Link>}>
      <Status role="status">{notice}</Status>
      <Columns>
        <div>
          <Panel aria-labelledby="lines">
            <h2 id="lines">{text.lines}</h2>
            {order.brands.map((brand) => (
              <Group key={brand.idBrand}>
                <h3>
                  {brand.brandName}
                  {brand.trackingNo ? ` · ${brand.carrier ?? ''} ${brand.trackingNo}` : ''}
                </h3>
                <TableBox label={brand.brandName}>
                  <table>
                    <TableHead columns={text.lineColumns} />
                    <tbody>
                      {brand.items.map((line) => (
                        <tr key={line.id}>
                          <td className="wrap">{line.name}</td>
                          <td>{[line.color, line.size].filter(Boolean).join(' / ') || consoleMessages.none}</td>
                          <td className="number">{text.quantity(formatCount(line.count))}</td>
                          <td className="number">{formatWon(line.lineTotal)}</td>
                          <td>
                            <StatusBadge $tone={orderStatusTone(line.status)}>{orderStatusMessages.status[line.status]}</StatusBadge>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableBox>
              </Group>
            ))}
          </Panel>
          <Panel aria-labelledby="history">
            <h2 id="history">{text.history}</h2>
            <TableBox label={text.historyTable}>
              <table>
                <TableHead columns={text.historyColumns} />
                <tbody>
                  {order.history.map((entry, index) => (
                    <tr key={index}>
                      <td>{formatKstDateTime(entry.createdAt)}</td>
                      <td>{statusWord(entry.status)}</td>
                      <td>{entry.idBrand ? brandName(entry.idBrand) : consoleMessages.none}</td>
                      <td className="wrap">{entry.note || consoleMessages.none}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
          </Panel>
          {order.cancellable ? <OrderCancelForm order={order} onDone={setNotice} /> : null}
          {order.brands.some((brand) => brand.items.some((line) => line.refundableCount > 0)) ? <OrderRefundForm order={order} onDone={setNotice} /> : null}
        </div>
        <div>
          <OrderNotes idOrder={order.idOrder} notes={notes} />
          <Panel aria-labelledby="retailer">
            <h2 id="retailer">{text.retailer}</h2>
            <DefinitionList
              rows={[
                { label: text.fields.businessName, value: retailer.businessName },
                { label: text.fields.registrationNo, value: formatRegistrationNo(retailer.registrationNo) },
                { label: text.fields.email, value: retailer.email },
                { label: text.fields.mobileNo, value: formatPhone(retailer.mobileNo) },
              ]}
            />
          </Panel>
          <Panel aria-labelledby="amounts">
            <h2 id="amounts">{text.amounts}</h2>
            <DefinitionList
              rows={[
                { label: text.fields.status, value: <StatusBadge $tone={orderStatusTone(order.status)}>{orderStatusMessages.status[order.status]}</StatusBadge> },
                { label: text.fields.paymentMethod, value: text.payment[order.paymentMethod] },
                { label: text.goods, value: formatWon(amounts.goodsAmount) },
                { label: text.delivery, value: formatWon(amounts.deliveryFee) },
                { label: text.credit, value: amounts.creditUsed > 0 ? formatWon(-amounts.creditUsed) : formatWon(0) },
                { label: text.total, value: <strong>{formatWon(amounts.totalAmount)}</strong> },
                { label: text.cancelled, value: formatWon(amounts.cancelledAmount) },
                { label: text.refunded, value: formatWon(amounts.refundedAmount) },
                { label: text.fields.orderedAt, value: formatKstDateTime(order.createdAt) },
                { label: text.fields.paidAt, value: order.paidAt ? formatKstDateTime(order.paidAt) : consoleMessages.none },
              ]}
            />
          </Panel>
          <Panel aria-labelledby="address">
            <h2 id="address">{text.address}</h2>
            <p>
              {order.address.recipient} · {formatPhone(order.address.phone)}
              <br />({order.address.postcode}) {order.address.address} {order.address.addressDetail}
            </p>
          </Panel>
          <Panel aria-labelledby="payments">
            <h2 id="payments">{text.payments}</h2>
            {order.payments.length === 0 ? <p>{consoleMessages.none}</p> : null}
            <ul>
              {order.payments.map((payment, index) => (
                <li key={index}>
                  {formatKstDateTime(payment.createdAt)} · {text.paymentKinds[payment.kind]} {formatWon(payment.amount)} ({text.providers[payment.provider] ?? payment.provider}, {text.paymentStatus[payment.status] ?? payment.status})
                </li>
              ))}
            </ul>
          </Panel>
          <Panel aria-labelledby="refunds">
            <h2 id="refunds">{text.refunds}</h2>
            {refunds.length === 0 ? <p>{consoleMessages.none}</p> : null}
            <ul>
              {refunds.map((refund) => (
                <li key={refund.id}>
                  {formatKstDateTime(refund.createdAt)} · {text.refundStatus[refund.status]} · {formatWon(refund.refundAmount)} · {refund.reason}
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </Columns>
    </ConsoleLayout>
  );
}

const Group = styled.div`
  margin-bottom: ${space.lg};

  h3 {
    margin: 0 0 ${space.sm};
  }
`;
