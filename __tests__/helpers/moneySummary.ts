import { within } from '@testing-library/react';

/** "−1,300원" / "-1,300원" / "1,300원" / "무료" as a signed integer of won. */
export function wonValue(text: string): number {
  const trimmed = text.replace(/\s/g, '');
  if (trimmed === '무료') return 0;
  const match = /^([-−])?([\d,]+)원$/.exec(trimmed);
  if (!match) throw new Error(`not an amount in won: "${text}"`);
  const value = Number(match[2].replace(/,/g, ''));
  return match[1] ? -value : value;
}

/**
 * The rows of a money summary (a <dl> of label and amount) as the retailer reads them:
 * every row but the last, signed as shown, and the last row, the total. A summary adds up
 * when the rows sum to the total.
 */
export function summaryRows(summary: HTMLElement): { rows: { label: string; amount: number }[]; total: number } {
  const terms = within(summary).getAllByRole('term');
  const amounts = within(summary).getAllByRole('definition');
  const rows = terms.map((term, i) => ({ label: term.textContent ?? '', amount: wonValue(amounts[i].textContent ?? '') }));
  const last = rows.pop();
  if (!last) throw new Error('an empty summary');
  return { rows, total: last.amount };
}
