/** Demo accounts seeded into every new database (docs/DECISIONS.md). Login is by e-mail. */
export const DEMO_PASSWORD = 'demo1234!';

export const DEMO_ACCOUNTS = {
  retailer: {
    email: 'retailer@demo.kr',
    businessName: '데모 잡화점',
    registrationNo: '1208147521',
    mobileNo: '01012345678',
    userType: 'retailer',
    userGroups: 'valid',
    note: '인증된 소매점 (배송지 등록됨)',
  },
  pending: {
    email: 'pending@demo.kr',
    businessName: '인증 대기 상점',
    registrationNo: '2148612341',
    mobileNo: '01023456789',
    userType: 'retailer',
    userGroups: 'inValid',
    note: '사업자 인증 전 소매점 (userGroups inValid)',
  },
  brand: {
    email: 'brand@demo.kr',
    businessName: '데모 브랜드',
    registrationNo: '1078155843',
    mobileNo: '01034567890',
    userType: 'brand',
    userGroups: 'valid',
    note: '브랜드 회원 (시드 브랜드 소유)',
  },
} as const;
