/** The brand centre's front page (lib/brandCenter/server/brandDashboard.ts). Money in won. */
export interface BrandDashboard {
  /** Paid groups not shipped yet. */
  toShip: number;
  /** Of those, paid more than `dispatchDays` days ago. */
  late: number;
  dispatchDays: number;
  openRefunds: number;
  /** Products with 1 to LOW_STOCK left, and with none (as the product list's 재고 부족 and 품절 filters count them). */
  lowStock: number;
  outOfStock: number;
  /** The settlement period under way: goods and delivery fees delivered so far, and the payout it would make now. */
  period: { firstDate: string; lastDate: string; sales: number; expected: number };
  /** What the marketplace owes the brand now (unpaid statements included). */
  owed: number;
}
