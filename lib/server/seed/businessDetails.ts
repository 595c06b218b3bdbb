import { registrationNoCheckDigit } from '@/lib/account/accountFields';
import type { MainCode } from './catalogue-data';

/**
 * The business details a 거래명세서 states (migration 0012), made up for the
 * demo: every brand is a supplier with a registration number whose check
 * digit is right, a representative, an address in the place it ships from,
 * and 업태/종목 from what it makes; the demo retailers are buyers with theirs.
 * Deterministic: the same brand id and name give the same details.
 */

/** Tax-office codes (the first three digits) of real offices, for numbers that look like real ones. */
const OFFICES = ['101', '104', '105', '106', '107', '110', '113', '114', '120', '124', '129', '134', '135', '138', '201', '206', '211', '214', '220', '229', '305', '312', '502', '514', '603', '606', '617', '621'];

const CEOS = ['김하늘', '이서준', '박지민', '최유진', '정민호', '강수빈', '조은비', '윤도윤', '장서연', '임하준', '한지우', '오승현', '서예린', '신동욱', '권나래', '황보라', '안재현', '송다인', '류시우', '홍예진'];

/** Roads of the places brands ship from (lib/server/seed/catalogue-data.ts, ORIGIN_DISPATCH). */
const ROADS: Record<string, string[]> = {
  '서울특별시 성동구': ['성수이로', '연무장길', '아차산로'],
  '제주특별자치도 제주시': ['중앙로', '연북로'],
  '부산광역시 영도구': ['태종로', '해양로'],
  '서울특별시 마포구': ['동교로', '양화로', '연희로'],
  '경기도 파주시': ['회동길', '문발로'],
  '대구광역시 달서구': ['달구벌대로', '성서공단로'],
  '전북특별자치도 전주시': ['기린대로', '팔달로'],
  '경기도 양평군': ['양평로', '중앙로'],
  '서울특별시 중구': ['을지로', '충무로'],
  '강원특별자치도 강릉시': ['경강로', '임영로'],
};

const ITEMS: Record<MainCode, string> = {
  'home-interior': '생활용품',
  kitchen: '주방용품',
  keyring: '잡화',
  stationery: '문구',
  candle: '향초, 방향제',
  accessory: '액세서리',
  bag: '가방',
  phone: '휴대폰 액세서리',
  fashion: '의류',
  food: '가공식품',
};

/** A valid registration number: an office code, a type (81 for a company, 01-79 for a person's business), a serial and the check digit. */
export function demoRegistrationNo(seed: number, company: boolean): string {
  const office = OFFICES[seed % OFFICES.length];
  const kind = company ? '81' : String(10 + (seed % 70)).padStart(2, '0');
  const serial = String((seed * 7919 + 1234) % 10000).padStart(4, '0');
  const nine = `${office}${kind}${serial}`;
  return `${nine}${registrationNoCheckDigit(nine)}`;
}

/** A brand's supplier details, from its id, name, dispatch place and focus. */
export function brandBusinessDetails(brand: { id: number; name: string; dispatchFrom: string; focus: readonly MainCode[] }) {
  const company = brand.id % 3 === 1;
  const roads = ROADS[brand.dispatchFrom] ?? ['중앙로'];
  const road = roads[brand.id % roads.length];
  const place = brand.dispatchFrom || '서울특별시 중구';
  return {
    companyName: company ? `주식회사 ${brand.name}` : brand.name,
    registrationNo: demoRegistrationNo(brand.id * 31 + 7, company),
    ceoName: CEOS[(brand.id * 7 + Math.floor(brand.id / CEOS.length)) % CEOS.length],
    businessAddress: `${place} ${road} ${((brand.id * 37) % 180) + 1}, ${(brand.id % 4) + 1}층`,
    businessType: company ? '제조업, 도소매업' : brand.id % 2 === 0 ? '제조업' : '도소매업',
    businessItem: [...new Set(brand.focus.map((code) => ITEMS[code]))].join(', '),
  };
}

/** The demo retailers' details as buyers (the accounts of ./demo.ts and the invited retailer of ./orders.ts). */
export const DEMO_BUYER_DETAILS = {
  retailer: {
    ceoName: '김도매',
    businessAddress: '서울특별시 중구 세종대로 110, 1층',
    businessType: '소매업',
    businessItem: '생활용품, 잡화',
    taxEmail: 'tax@demo.kr',
  },
  pending: {
    ceoName: '이대기',
    businessAddress: '경기도 성남시 분당구 판교역로 166, 2층',
    businessType: '소매업',
    businessItem: '문구, 잡화',
    taxEmail: 'pending-tax@demo.kr',
  },
  invited: {
    ceoName: '정소품',
    businessAddress: '부산광역시 해운대구 해운대로 570, 1층',
    businessType: '소매업',
    businessItem: '소품, 생활용품',
    taxEmail: 'friend-tax@demo.kr',
  },
} as const;
