/**
 * The seeded certified retailer (retailer@demo.kr, lib/server/seed) as the
 * account API shows it, without the fields that differ by database (id,
 * referral code). No DOM or jest set-up here, so node tests can import it.
 */
export const demoRetailerProfile = {
  registrationNo: '1208147521',
  businessName: '데모 잡화점',
  mobileNo: '01012345678',
  email: 'retailer@demo.kr',
  userGroups: 'valid',
  userType: 'retailer',
} as const;
