/**
 * SWR keys of the client data, one place. A hook passes `null` instead of a
 * key when it must not fetch (e.g. logged out).
 */
export const swrKeys = {
  user: '/users',
  userType: '/brands/user-type',
  cart: '/carts',
  cartCount: '/carts/cartcount',
} as const;

export type SwrKey = (typeof swrKeys)[keyof typeof swrKeys];
