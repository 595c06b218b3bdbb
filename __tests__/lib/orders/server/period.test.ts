/** @jest-environment node */
import { kstDateParam, kstPeriod } from '@/lib/orders/server/period';
import { apiMessages } from '@/lib/messages/api';
import { DomainError } from '@/lib/server/errors';

const reversed = apiMessages.brandOrders.periodReversed;

function failure(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('kstPeriod', () => {
  it('turns KST dates into the ISO bounds of their days, both included', () => {
    expect(kstPeriod('2026-11-01', '2026-11-30')).toEqual({ start: '2026-10-31T15:00:00.000Z', end: '2026-11-30T14:59:59.999Z' });
    expect(kstPeriod(undefined, undefined)).toEqual({ start: null, end: null });
  });

  it('refuses a date that does not exist, naming its field', () => {
    expect(failure(() => kstPeriod('2026-02-30', undefined))).toMatchObject({ status: 400, code: 'VALIDATION', message: apiMessages.orders.periodInvalid, field: 'from' });
    expect(failure(() => kstPeriod('2026-02-01', '2026-13-01'))).toMatchObject({ field: 'to' });
  });

  it('keeps a reversed period unless the caller gives a message for it', () => {
    expect(kstPeriod('2026-11-30', '2026-11-01').start).toBe('2026-11-29T15:00:00.000Z');
    expect(failure(() => kstPeriod('2026-11-30', '2026-11-01', reversed))).toMatchObject({ status: 400, message: reversed, field: 'from' });
  });

  it('checks the shape of a date parameter', () => {
    expect(kstDateParam.safeParse('2026-11-01').success).toBe(true);
    expect(kstDateParam.safeParse('2026/11/01').success).toBe(false);
  });
});
