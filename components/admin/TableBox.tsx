import type { ReactNode } from 'react';
import { TableScroll } from './Console.styles';

/**
 * A console table in a box that scrolls sideways when the table is wider than
 * the screen: a named region the keyboard can reach and scroll (axe,
 * scrollable-region-focusable).
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableScroll role="region" aria-label={label} tabIndex={0}>
      {children}
    </TableScroll>
  );
}
