import {
  checkPasswordChange,
  formatRegistrationNo,
  isValidEmail,
  isValidMobileNo,
  isValidRegistrationNo,
  normalizeEmail,
  normalizeMobileNo,
  normalizeRegistrationNo,
  registerSchema,
  registrationNoCheckDigit,
} from '@/lib/account/account.contract';
import { accountMessages } from '@/lib/account/account.messages';

describe('business registration number (national check digit)', () => {
  test.each([
    '1208147521', // demo retailer
    '2148612341', // demo pending retailer
    '1078155843', // demo brand
    '124-81-00998',
    '220-81-62517',
  ])('%s is valid', (number) => {
    expect(isValidRegistrationNo(number)).toBe(true);
  });

  test.each([
    ['1234567890', 'wrong check digit'],
    ['1208147522', 'last digit changed'],
    ['2208162518', 'last digit changed'],
    ['120814752', 'nine digits'],
    ['12081475211', 'eleven digits'],
    ['120-81-4752a', 'a letter'],
    ['', 'empty'],
  ])('%s is invalid (%s)', (number) => {
    expect(isValidRegistrationNo(number)).toBe(false);
  });

  test('the check digit includes the carry of the 9th digit times 5', () => {
    // 9th digit 2 -> 2*5 = 10 -> carry 1; without it the digit would be 2, not 1.
    expect(registrationNoCheckDigit('120814752')).toBe(1);
  });

  test('dashes and spaces are accepted and stripped; display form has dashes', () => {
    expect(normalizeRegistrationNo(' 120-81-47521 ')).toBe('1208147521');
    expect(normalizeRegistrationNo('120.81.47521')).toBeNull();
    expect(formatRegistrationNo('1208147521')).toBe('120-81-47521');
  });
});

describe('mobile numbers (01X)', () => {
  test.each([
    ['010-1234-5678', '01012345678'],
    ['01012345678', '01012345678'],
    [' 010 1234 5678 ', '01012345678'],
    ['010.1234.5678', '01012345678'],
    ['(010) 1234-5678', '01012345678'],
    ['+82 10-1234-5678', '01012345678'],
    ['+82 010-1234-5678', '01012345678'],
    ['821012345678', '01012345678'],
    ['011-123-4567', '0111234567'],
    ['019-1234-5678', '01912345678'],
  ])('%s -> %s', (input, digits) => {
    expect(normalizeMobileNo(input)).toBe(digits);
    expect(isValidMobileNo(input)).toBe(true);
  });

  test.each(['02-123-4567', '010-123-4567', '012-1234-5678', '0101234567890', '010-1234-567a', '', '+1 010 1234 5678'])(
    '%s is not a mobile number',
    (input) => {
      expect(normalizeMobileNo(input)).toBeNull();
    },
  );
});

describe('e-mail', () => {
  test('normalised to trimmed lower case', () => {
    expect(normalizeEmail('  Retailer@Demo.KR ')).toBe('retailer@demo.kr');
  });
  test.each(['a@b.kr', 'first.last+tag@sub.example.co.kr'])('%s is valid', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  test.each(['plain', 'a@b', '@b.kr', 'a @b.kr', 'a@b..kr'])('%s is invalid', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  test('longer than 254 characters is invalid', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@b.kr`)).toBe(false);
  });
});

describe('password change codes (dialog order: empty, mismatch, length)', () => {
  test.each([
    ['', 'abcdefgh', 401],
    [undefined, undefined, 401],
    [null, 'abcdefgh', 401],
    [12345678, 12345678, 402],
    ['abcdefgh', 'abcdefgX', 403],
    ['short', 'other', 403],
    ['short', 'short', 402],
    ['a'.repeat(65), 'a'.repeat(65), 402],
    ['a'.repeat(64), 'a'.repeat(64), 200],
    ['abcdefgh', 'abcdefgh', 200],
  ] as const)('case %#', (pw, confirm, code) => {
    expect(checkPasswordChange(pw, confirm)).toBe(code);
  });

  test('length counts characters, not UTF-16 units', () => {
    expect(checkPasswordChange('🔑🔑🔑🔑', '🔑🔑🔑🔑')).toBe(402); // 4 characters, 8 units
    expect(checkPasswordChange('비밀번호비밀번호', '비밀번호비밀번호')).toBe(200);
  });
});

describe('register schema', () => {
  const valid = {
    email: ' New@Shop.KR ',
    password: 'secret123',
    businessName: ' 새 상점 ',
    registrationNo: '220-81-62517',
    mobileNo: '010-9876-5432',
    smsToken: 'proof',
  };

  test('normalises e-mail, numbers and names', () => {
    expect(registerSchema.parse({ ...valid, referralCode: ' demoretailer ' })).toEqual({
      email: 'new@shop.kr',
      password: 'secret123',
      businessName: '새 상점',
      registrationNo: '2208162517',
      mobileNo: '01098765432',
      smsToken: 'proof',
      referralCode: 'DEMORETAILER',
    });
    expect(registerSchema.parse({ ...valid, referralCode: '' }).referralCode).toBeUndefined();
  });

  test('a bad check digit has its own message', () => {
    const result = registerSchema.safeParse({ ...valid, registrationNo: '220-81-62518' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['registrationNo'],
      message: accountMessages.input.registrationNoChecksum,
    });
  });
});
