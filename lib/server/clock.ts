/**
 * The service clock: what "now" is for every service that keeps time (throttling,
 * SMS codes and proofs, orders, refunds, applications, Kakao state) and for the
 * page loaders that show time-dependent rules. Tests move it with setServiceClock();
 * production reads the system time.
 */
let clock: () => Date = () => new Date();

export function serviceNow(): Date {
  return clock();
}

/** Replaces the clock (tests); null restores the system clock. */
export function setServiceClock(next: (() => Date) | null): void {
  clock = next ?? (() => new Date());
}
