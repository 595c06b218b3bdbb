const won = new Intl.NumberFormat('ko-KR');

/** Integer won as Korean shops show it: 12,300원. */
export function formatWon(amount: number): string {
  return `${won.format(amount)}원`;
}
