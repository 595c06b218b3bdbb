import { CARRIERS, trackingUrlOf } from '@/lib/orders/carriers';

describe('trackingUrlOf', () => {
  it("gives every carrier a brand can choose its own https tracking page, ending in the parcel's number", () => {
    for (const carrier of CARRIERS) {
      const url = new URL(trackingUrlOf(carrier, '640012345678') ?? '');
      expect(url.protocol).toBe('https:');
      expect(url.href.endsWith('640012345678')).toBe(true);
    }
    expect(new Set(CARRIERS.map((carrier) => new URL(trackingUrlOf(carrier, '1') ?? '').host)).size).toBe(CARRIERS.length);
  });

  it('links CJ대한통운 to its tracking page, and has no link for a carrier it does not know', () => {
    expect(trackingUrlOf('CJ대한통운', '640012345678')).toBe('https://trace.cjlogistics.com/next/tracking.html?wblNo=640012345678');
    expect(trackingUrlOf('모르는택배', '640012345678')).toBeNull();
  });
});
