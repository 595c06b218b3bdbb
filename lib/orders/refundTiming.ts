/**
 * How long a card refund takes to show on the retailer's card statement: the card company
 * applies a cancelled approval in 3 to 5 business days. One wording wherever the shop says it
 * (the cancellation result, the 60-day refund policy, the retailer FAQ).
 */
export const CARD_REFUND_DAYS = '3~5영업일';
