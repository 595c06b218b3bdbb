import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { TableHead } from '@/components/ui/TableHead';
import { consoleMessages } from '@/lib/admin/admin.messages';
import { formatCount } from '@/lib/format';
import { Count } from './Console.styles';
import { TableBox } from './TableBox';

export interface ListTableProps {
  /** The table's name (its scrolling region's). */
  label: string;
  /** Rows in the whole list (the table may show one page of them). */
  total: number;
  columns: readonly string[];
  /** What an empty list says; the console's generic sentence by default. */
  empty?: string;
  /** The rows (`<tr>`), none when the list is empty. */
  children: ReactNode;
}

/** A console list: how many it holds, then its table, or the sentence saying there is nothing. */
export function ListTable({ label, total, columns, empty = consoleMessages.empty, children }: ListTableProps) {
  return (
    <>
      <Count>{consoleMessages.total(formatCount(total))}</Count>
      {total === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <TableBox label={label}>
          <table>
            <TableHead columns={columns} />
            <tbody>{children}</tbody>
          </table>
        </TableBox>
      )}
    </>
  );
}
