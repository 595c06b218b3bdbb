import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// waitFor/findBy wait up to 5 s (default 1 s): on a loaded 2-core CI machine a lazily imported
// component (side menu, dialogs) can take longer than a second to arrive. A passing wait still
// ends as soon as its assertion holds.
configure({ asyncUtilTimeout: 5000 });

// Passwords are hashed at scrypt N=2^10 here, not the production 2^15 (~50 ms each): the login and
// throttling tests verify hundreds of them, which took half a minute on each database. A hash
// carries its cost, so verification follows it. The production cost is asserted with the real
// module in __tests__/lib/server/auth/password.test.ts.
jest.mock('@/lib/server/auth/password', () => {
  const actual = jest.requireActual<typeof import('@/lib/server/auth/password')>('@/lib/server/auth/password');
  const hashPassword = (password: string) => actual.hashPassword(password, { ...actual.PASSWORD_COST, N: 1024 });
  let dummy: Promise<string> | undefined;
  return { ...actual, hashPassword, dummyPasswordHash: () => (dummy ??= hashPassword('no account has this password')) };
});
