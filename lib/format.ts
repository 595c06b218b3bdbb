const won = new Intl.NumberFormat('ko-KR');

/** Integer won as Korean shops show it: 12,300원. */
export function formatWon(amount: number): string {
  return `${won.format(amount)}원`;
}

/** An amount of won without the unit, for inputs that show 원 beside them: 12,300. */
export function formatAmount(amount: number): string {
  return won.format(amount);
}
