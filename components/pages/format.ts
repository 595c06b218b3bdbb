/** Integer won as Korean sites show it: 12,300원. */
export function formatWon(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}
