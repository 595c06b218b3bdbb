/** @jest-environment node */
jest.unmock('@/lib/server/auth/password');

import { dummyPasswordHash, hashPassword, PASSWORD_COST, verifyPassword } from '@/lib/server/auth/password';

// The real module (jest.setup.ts gives every other test a cheap cost): production hashes are
// scrypt N=2^15, r=8, p=1, and a stored hash is checked at the cost it was made with.
let real: string;
beforeAll(async () => {
  real = await hashPassword('demo1234!');
});

test('hashes at the production cost, in the stored format scrypt$N$r$p$salt$key', async () => {
  expect(PASSWORD_COST).toEqual({ N: 32768, r: 8, p: 1 });
  expect(real).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  const cheap = { N: 1024, r: 8, p: 1 };
  expect(await hashPassword('demo1234!', cheap)).not.toBe(await hashPassword('demo1234!', cheap)); // a new salt every time
});

test('verifies the right password only, at the cost stored with the hash', async () => {
  const cheap = await hashPassword('비밀번호-1234', { N: 1024, r: 8, p: 1 });
  expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
  expect(await verifyPassword('비밀번호-1234', cheap)).toBe(true);
  expect(await verifyPassword('비밀번호-1235', cheap)).toBe(false);
  expect(await verifyPassword('demo1234!', real)).toBe(true);
  expect(await verifyPassword('demo1234?', real)).toBe(false);
});

test('compares Unicode in NFC, so a decomposed Hangul password is the same password', async () => {
  const hash = await hashPassword('가나다1234', { N: 1024, r: 8, p: 1 });
  expect(await verifyPassword('가나다1234'.normalize('NFD'), hash)).toBe(true);
});

test('a stored value that is no scrypt hash never verifies', async () => {
  for (const stored of ['', 'plain', 'bcrypt$2b$10$abc', 'scrypt$1024$8$1$onlyfive']) {
    expect(await verifyPassword('anything', stored)).toBe(false);
  }
});

test('the stand-in hash for unknown accounts is made once, at the production cost', async () => {
  const first = await dummyPasswordHash();
  expect(first.startsWith('scrypt$32768$')).toBe(true);
  expect(await dummyPasswordHash()).toBe(first);
});
