import {
  formatMobileNoInput,
  formatRegistrationNoInput,
  isValidMobileNo,
  isValidRegistrationNo,
} from '@/lib/account/accountFields';

describe('formatRegistrationNoInput: 000-00-00000 while typing', () => {
  test.each([
    ['', ''],
    ['1', '1'],
    ['120', '120'],
    ['1208', '120-8'],
    ['12081', '120-81'],
    ['120814', '120-81-4'],
    ['1208147521', '120-81-47521'],
  ])('%p -> %p', (typed, shown) => {
    expect(formatRegistrationNoInput(typed)).toBe(shown);
  });

  test('keeps digits only, at most ten, wherever the dashes or spaces were typed', () => {
    expect(formatRegistrationNoInput('120-81 47521')).toBe('120-81-47521');
    expect(formatRegistrationNoInput('12--0a8147521999')).toBe('120-81-47521');
    expect(formatRegistrationNoInput('abc')).toBe('');
  });

  test('deleting a digit after a dash takes the dash away too', () => {
    expect(formatRegistrationNoInput('120-')).toBe('120');
    expect(formatRegistrationNoInput('120-81-')).toBe('120-81');
  });

  test('the formatted number still passes (or fails) the national checksum', () => {
    expect(isValidRegistrationNo(formatRegistrationNoInput('1208147521'))).toBe(true);
    expect(isValidRegistrationNo(formatRegistrationNoInput('1208147522'))).toBe(false);
  });
});

describe('formatMobileNoInput: 010-0000-0000 while typing', () => {
  test.each([
    ['0', '0'],
    ['010', '010'],
    ['0101', '010-1'],
    ['0101234', '010-1234'],
    ['01012345', '010-1234-5'],
    ['01012345678', '010-1234-5678'],
    ['0111234567', '011-123-4567'],
    ['01112345678', '011-1234-5678'],
  ])('%p -> %p', (typed, shown) => {
    expect(formatMobileNoInput(typed)).toBe(shown);
  });

  test('keeps digits only, at most eleven', () => {
    expect(formatMobileNoInput('010 1234 5678 9')).toBe('010-1234-5678');
    expect(formatMobileNoInput('(010).1234-5678')).toBe('010-1234-5678');
  });

  test('a full number formatted as typed is a valid mobile number; a short one is not', () => {
    expect(isValidMobileNo(formatMobileNoInput('01012345678'))).toBe(true);
    expect(isValidMobileNo(formatMobileNoInput('0101234567'))).toBe(false);
  });
});
