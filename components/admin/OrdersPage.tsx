import Link from '@/components/ui/Link';
import { Pagination } from '@/components/ui/Pagination';
import { StatusBadge } from '@/components/ui/StatusBadge';
import type { ConsoleOrderList, ConsoleOrderQuery } from '@/lib/admin/admin.contract';
import { consoleMessages, consoleOrderMessages as text } from '@/lib/admin/admin.messages';
import { listHref } from '@/lib/admin/consoleQueries';
import { adminRoutes } from '@/lib/admin/routes';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import type { OrderStatus } from '@/lib/contract/orderStatus';
import { formatWon } from '@/lib/format';
import { formatKstDateTime } from '@/lib/kstDate';
import { orderStatusMessages } from '@/lib/orders/orderStatus.messages';
import { orderStatusTone } from '@/lib/orders/orderStatusTone';
import { ConsoleLayout } from './ConsoleLayout';
import { ListTable } from './ListTable';
import { ChoiceFilter, PeriodInputs, TextSearch } from './SearchFields';
import { SearchForm } from './Console.styles';
import { Button } from '@/components/ui/Button';

export interface OrdersPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  query: ConsoleOrderQuery;
  list: ConsoleOrderList;
}

const STATUSES = Object.keys(orderStatusMessages.status) as OrderStatus[];

/** /admin/orders: every retailer's orders, newest first, searched (a plain GET form: it works before the script runs). */
export function OrdersPage({ operator, query, list }: OrdersPageProps) {
  const hrefFor = (page: number) => listHref(adminRoutes.orders, { ...query, page });
  return (
    <ConsoleLayout operator={operator} section="orders">
      <SearchForm role="search" aria-label={text.searchLabel} action={adminRoutes.orders} method="get">
        <TextSearch label={text.q} value={query.q} />
        <ChoiceFilter name="status" label={text.status} anyLabel={text.anyStatus} value={query.status} options={STATUSES.map((status) => ({ value: status, label: orderStatusMessages.status[status] }))} />
        <PeriodInputs from={query.from} to={query.to} labels={text} />
        <label className="check">
          <input name="late" type="checkbox" value="1" defaultChecked={query.late} />
          <span>{text.late}</span>
        </label>
        <label className="check">
          <input name="refund" type="checkbox" value="1" defaultChecked={query.refund} />
          <span>{text.refund}</span>
        </label>
        <Button type="submit" $size="lg">
          {consoleMessages.search}
        </Button>
      </SearchForm>
      <ListTable label={text.title} total={list.total} columns={[text.columns.order, text.columns.createdAt, text.columns.retailer, text.columns.brands, text.columns.amount, text.columns.payment, text.columns.status]}>
        {list.items.map((order) => (
          <tr key={order.idOrder}>
            <td>
              <Link href={adminRoutes.order(order.idOrder)}>{order.idOrder}</Link>
            </td>
            <td>{formatKstDateTime(order.createdAt)}</td>
            <td className="wrap">
              {order.retailer}
              <br />
              {order.email}
            </td>
            <td className="wrap">{order.brandNames.join(', ')}</td>
            <td className="number">{formatWon(order.totalAmount)}</td>
            <td>{text.payment[order.paymentMethod]}</td>
            <td>
              <StatusBadge $tone={orderStatusTone(order.status)}>{orderStatusMessages.status[order.status]}</StatusBadge>
            </td>
          </tr>
        ))}
      </ListTable>
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={hrefFor} />
    </ConsoleLayout>
  );
}
