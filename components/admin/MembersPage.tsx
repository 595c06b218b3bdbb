import { useState } from 'react';
import Link from '@/components/ui/Link';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { consoleCalls } from '@/lib/admin/client/console';
import { useConsoleAction } from '@/lib/admin/client/useConsoleAction';
import { Button } from '@/components/ui/Button';
import { FilterChips, Status } from '@/components/ui/listPage';
import { Pagination } from '@/components/ui/Pagination';
import type { ConsoleBrandList, ConsoleMemberQuery, ConsoleRetailerList } from '@/lib/admin/admin.contract';
import { consoleMessages, memberMessages as text } from '@/lib/admin/admin.messages';
import { listHref } from '@/lib/admin/consoleQueries';
import { adminRoutes } from '@/lib/admin/routes';
import { formatRegistrationNo } from '@/lib/account/accountFields';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { formatCount, formatWon } from '@/lib/format';
import { formatKstDate } from '@/lib/kstDate';
import { settlementMessages } from '@/lib/settlement/settlement.messages';
import { ConsoleLayout } from './ConsoleLayout';
import { ListTable } from './ListTable';
import { CreditDialog } from './CreditDialog';
import { SuspendDialog } from './SuspendDialog';
import { TextSearch } from './SearchFields';
import { SearchForm } from './Console.styles';

export interface MembersPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  query: ConsoleMemberQuery;
  retailers: ConsoleRetailerList | null;
  brands: ConsoleBrandList | null;
}

const c = text.columns;

/** /admin/members: retailers (certification, orders, credit) or brands (products on sale and sold out, orders), searched. */
export function MembersPage({ operator, query, retailers, brands }: MembersPageProps) {
  const { notice, setNotice, busy, run, reload } = useConsoleAction();
  const list = retailers ?? brands;
  const hrefFor = (page: number) => listHref(adminRoutes.members, { ...query, page });
  const [suspending, setSuspending] = useState<{ userId: number; name: string } | null>(null);
  const [crediting, setCrediting] = useState<{ userId: number; name: string; balance: number } | null>(null);
  const reactivate = (userId: number, name: string) => run(async () => (await consoleCalls.reactivate(userId), text.reactivatedDone(name)));
  function standing(userId: number | null, name: string, suspendedAt: string | null) {
    if (userId === null) return <td>{text.active}</td>;
    return (
      <td>
        {suspendedAt ? <StatusBadge $tone="closed">{text.suspended}</StatusBadge> : text.active}{' '}
        {suspendedAt ? (
          <Button type="button" $variant="secondary" disabled={busy} aria-label={text.reactivateLabel(name)} onClick={() => void reactivate(userId, name)}>
            {text.reactivate}
          </Button>
        ) : (
          <Button type="button" $variant="ghost" disabled={busy} aria-label={text.suspendLabel(name)} onClick={() => setSuspending({ userId, name })}>
            {text.suspend}
          </Button>
        )}
      </td>
    );
  }
  return (
    <ConsoleLayout operator={operator} section="members">
      <Status role="status">{notice}</Status>
      <CreditDialog
        member={crediting}
        onClose={() => setCrediting(null)}
        onDone={(name, balance) => {
          setCrediting(null);
          setNotice(text.adjustedDone(name, formatWon(balance)));
          void reload();
        }}
      />
      <SuspendDialog
        member={suspending}
        onClose={() => setSuspending(null)}
        onDone={(name) => {
          setSuspending(null);
          setNotice(text.suspendedDone(name));
          void reload();
        }}
      />
      <FilterChips aria-label={consoleMessages.nav.members}>
        {(['retailer', 'brand'] as const).map((kind) => (
          <Link key={kind} href={listHref(adminRoutes.members, { kind })} aria-current={kind === query.kind ? 'page' : undefined}>
            {text.kinds[kind]}
          </Link>
        ))}
      </FilterChips>
      <SearchForm role="search" aria-label={text.kinds[query.kind]} action={adminRoutes.members} method="get">
        <input type="hidden" name="kind" value={query.kind} />
        <TextSearch label={text.q[query.kind]} value={query.q} />
        <label>
          <span>{text.joinedFrom}</span>
          <input name="joinedFrom" type="date" defaultValue={query.joinedFrom ?? ''} />
        </label>
        {query.kind === 'brand' ? (
          <label className="check">
            <input name="soldOut" type="checkbox" value="1" defaultChecked={query.soldOut} />
            <span>{text.soldOut}</span>
          </label>
        ) : null}
        <Button type="submit" $size="lg">
          {consoleMessages.search}
        </Button>
      </SearchForm>
      {retailers ? (
        <ListTable label={text.kinds.retailer} total={retailers.total} columns={[c.id, c.businessName, c.email, c.registrationNo, c.certified, c.joinedAt, c.orders, c.credit, text.standing]}>
          {retailers.items.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td className="wrap">{row.businessName}</td>
              <td>{row.email}</td>
              <td>{formatRegistrationNo(row.registrationNo)}</td>
              <td>{row.certified ? text.certified : text.uncertified}</td>
              <td>{formatKstDate(row.joinedAt)}</td>
              <td className="number">
                <Link href={listHref(adminRoutes.orders, { q: row.email })} aria-label={`${row.businessName} ${text.ordersOf}`}>
                  {formatCount(row.orders)}
                </Link>
              </td>
              <td className="number">
                {formatWon(row.credit)}{' '}
                <Button type="button" $variant="ghost" aria-label={text.adjustLabel(row.businessName)} onClick={() => setCrediting({ userId: row.id, name: row.businessName, balance: row.credit })}>
                  {text.adjust}
                </Button>
              </td>
              {standing(row.id, row.businessName, row.suspendedAt)}
            </tr>
          ))}
        </ListTable>
      ) : null}
      {brands ? (
        <ListTable label={text.kinds.brand} total={brands.total} columns={[c.id, c.name, c.businessName, c.email, c.joinedAt, c.onSale, c.soldOutCount, c.orders, settlementMessages.console.brandLink, text.standing]}>
          {brands.items.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td className="wrap">
                <Link href={`/brand/${row.id}`}>{row.name}</Link>
              </td>
              <td className="wrap">{row.companyName || consoleMessages.none}</td>
              <td>{row.email || consoleMessages.none}</td>
              <td>{formatKstDate(row.joinedAt)}</td>
              <td className="number">{formatCount(row.onSale)}</td>
              <td className="number">{formatCount(row.soldOut)}</td>
              <td className="number">
                <Link href={listHref(adminRoutes.orders, { q: row.name })} aria-label={`${row.name} ${text.ordersOf}`}>
                  {formatCount(row.orders)}
                </Link>
              </td>
              <td>
                <Link href={adminRoutes.brandSettlement(row.id)} aria-label={settlementMessages.console.brandLinkLabel(row.name)}>
                  {settlementMessages.console.brandLink}
                </Link>
              </td>
              {standing(row.ownerUserId, row.name, row.suspendedAt)}
            </tr>
          ))}
        </ListTable>
      ) : null}
      {list ? <Pagination page={list.page} totalPages={list.totalPages} hrefFor={hrefFor} /> : null}
    </ConsoleLayout>
  );
}
