/**
 * The logged-in user as the platform knows it (docs/API.md, GET /users): the session, the page
 * and route wrappers and the shell read it. The account's own calls (login, registration, SMS
 * codes, passwords) are typed in lib/account/account.contract.ts. Plain types, no server imports.
 */

export type UserType = 'retailer' | 'brand';
/** 'inValid': a retailer whose business is not certified yet (sent to the apply page). */
export type UserGroups = 'valid' | 'inValid';

/** GET /users: the six fields the shell reads, plus userType and referralCode. */
export interface CurrentUser {
  id: number;
  /** 10 digits, no dashes. */
  registrationNo: string;
  businessName: string;
  /** Digits only, e.g. 01012345678. */
  mobileNo: string;
  email: string;
  userGroups: UserGroups;
  userType: UserType;
  /** The user's own code to invite other retailers. */
  referralCode: string;
  /** The brand a brand user owns (null for retailers, or a brand user whose brand is not set up yet). */
  brand: OwnedBrand | null;
}

/** The brand of a brand user. */
export interface OwnedBrand {
  id: number;
  name: string;
}

/** GET /brands/user-type */
export interface UserTypeResponse {
  userType: UserType;
}
