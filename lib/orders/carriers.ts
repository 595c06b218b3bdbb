/**
 * The parcel carriers a brand ships with (the Korean parcel services a wholesale shop uses), and
 * where a buyer follows a parcel: each carrier's own tracking page for a tracking number.
 */
export const CARRIERS = ['CJ대한통운', '한진택배', '롯데택배', '우체국택배', '로젠택배', '경동택배', '대신택배', '일양로지스', '합동택배'] as const;
export type Carrier = (typeof CARRIERS)[number];

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);
}

/** Each carrier's public tracking page, the tracking number appended. */
const TRACKING_PAGES: Record<Carrier, string> = {
  CJ대한통운: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=',
  한진택배: 'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=',
  롯데택배: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=',
  우체국택배: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=',
  로젠택배: 'https://www.ilogen.com/web/personal/trace/',
  경동택배: 'https://kdexp.com/service/delivery/etc/delivery.do?barcode=',
  대신택배: 'https://www.ds3211.co.kr/freight/internalFreightSearch.ht?billno=',
  일양로지스: 'https://www.ilyanglogis.com/functionality/tracking_result.asp?hawb_no=',
  합동택배: 'https://hdexp.co.kr/deliverySearch2.hd?barcode=',
};

/** The carrier's tracking page for this parcel, or null for a carrier we do not know. */
export function trackingUrlOf(carrier: string, trackingNo: string): string | null {
  return isCarrier(carrier) ? TRACKING_PAGES[carrier] + encodeURIComponent(trackingNo) : null;
}
