import { useId } from 'react';
import { formatWon } from '@/lib/format';
import { TotalsBox, TotalsRow } from './TotalsBox';

export interface AmountListProps {
  title: string;
  /** Label and signed amount (+ in, − off), in the order a reader adds them up. */
  rows: readonly (readonly [string, number])[];
  /** The row shown as the grand total (its label). */
  total?: string;
}

/** Labelled amounts in the money box (a statement's figures): each as the won it adds or takes off, the total in bold. */
export function AmountList({ title, rows, total }: AmountListProps) {
  const id = useId();
  return (
    <TotalsBox aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl>
        {rows.map(([label, amount]) => {
          const Row = label === total ? TotalsRow : 'div';
          return (
            <Row key={label}>
              <dt>{label}</dt>
              <dd>{formatWon(amount)}</dd>
            </Row>
          );
        })}
      </dl>
    </TotalsBox>
  );
}
