/**
 * 부가세 (VAT): every price of the shop includes it (부가세 포함), as the
 * amount a card is charged must be the amount shown. A tax invoice or a
 * 거래명세서 splits an amount into its supply value (공급가액) and its VAT
 * (세액): the VAT is 1/11 of the amount, won below one dropped (원 미만
 * 절사), and the supply value the rest, so the two always add up to the
 * amount. An order's are the sums of its lines' and its delivery fees'.
 */

/** The VAT inside an amount that includes it. */
export function vatOf(amount: number): number {
  return Math.floor(amount / 11);
}

/** An amount that includes VAT, split: supply value + VAT = amount. */
export function splitVat(amount: number): { supplyAmount: number; vatAmount: number } {
  const vatAmount = vatOf(amount);
  return { supplyAmount: amount - vatAmount, vatAmount };
}

/**
 * An order's split (goods and delivery, as ordered): the sum of its lines' VAT and of its
 * brand groups' delivery fees' VAT, each as vatOf says, and the supply value the rest.
 */
export function orderVat(lineTotals: readonly number[], deliveryFees: readonly number[]): { supplyAmount: number; vatAmount: number } {
  const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);
  const vatAmount = sum(lineTotals.map(vatOf)) + sum(deliveryFees.map(vatOf));
  return { supplyAmount: sum(lineTotals) + sum(deliveryFees) - vatAmount, vatAmount };
}
