/**
 * The commission arithmetic (docs/DECISIONS.md, Settlement), in integer won, rounded down (원 미만
 * 절사) at each step, the same for a sale and for the refund that gives it back.
 */

/** The most a brand's commission may be: 50%, in basis points (the console's 0–50 %). */
export const COMMISSION_RATE_MAX_BP = 5000;
/** The most one adjustment of a brand's balance may move: ± 100,000,000 won. */
export const ADJUSTMENT_MAX = 100_000_000;
/** VAT on the commission: 10%. */
export const COMMISSION_VAT_RATE_BP = 1000;

/** The commission on `goods` won at `rateBp`. */
export const commissionOf = (goods: number, rateBp: number) => Math.floor((goods * rateBp) / 10_000);

/** The VAT on a commission. */
export const commissionVatOf = (commission: number) => Math.floor((commission * COMMISSION_VAT_RATE_BP) / 10_000);

/** '20%', '12.5%': a rate as an operator and a brand read it. */
export const formatRate = (rateBp: number) => `${Number((rateBp / 100).toFixed(2))}%`;
