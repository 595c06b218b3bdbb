import { bodyIdSchema, isId, MAX_ID, parseId, pathIdSchema } from '@/lib/contract/ids';

/** Text that is not exactly an id: zero, sign, leading zero, spaces, exponent, fraction, overflow. */
const NOT_IDS = ['', '0', '00', '-1', '+1', '01', ' 1', '1 ', '1e3', '1.0', '1.5', '0x1F', '１', 'abc', '2147483648', '99999999999'];

describe('parseId: the id rule for pages and query strings', () => {
  test.each([
    ['1', 1],
    ['12', 12],
    ['2147483647', 2_147_483_647],
  ])('%p is the id %p', (text, id) => {
    expect(parseId(text)).toBe(id);
  });

  test.each(NOT_IDS)('%p is no id', (text) => {
    expect(parseId(text)).toBeNull();
  });

  test('nothing is no id', () => {
    expect(parseId(undefined)).toBeNull();
    expect(parseId(null)).toBeNull();
  });

  test('MAX_ID is the largest PostgreSQL integer', () => {
    expect(MAX_ID).toBe(2 ** 31 - 1);
  });
});

describe('isId: an id as a number', () => {
  test.each([1, 12, MAX_ID])('%p is an id', (value) => {
    expect(isId(value)).toBe(true);
  });

  test.each([0, -1, 1.5, MAX_ID + 1, Number.NaN, Infinity, '1', null, undefined])('%p is not', (value) => {
    expect(isId(value)).toBe(false);
  });
});

describe('pathIdSchema: an id in a path or query string', () => {
  const schema = pathIdSchema('번호를 확인해 주세요.');

  test('parses the boundaries 1 and 2147483647', () => {
    expect(schema.parse('1')).toBe(1);
    expect(schema.parse('2147483647')).toBe(2_147_483_647);
  });

  test.each(NOT_IDS)('refuses %p with the given message', (text) => {
    const result = schema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('번호를 확인해 주세요.');
  });

  test('refuses a number or a missing value with the given message', () => {
    for (const value of [1, undefined, null, ['1']]) {
      expect(schema.safeParse(value).error?.issues[0].message).toBe('번호를 확인해 주세요.');
    }
  });
});

describe('bodyIdSchema: an id in a JSON body', () => {
  const message = '상품 번호를 확인해 주세요.';

  test('takes a number within [1, MAX_ID]', () => {
    const schema = bodyIdSchema(message);
    expect(schema.parse(1)).toBe(1);
    expect(schema.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(schema.parse(1e3)).toBe(1000);
  });

  test.each([0, -1, 1.5, 2_147_483_648, Number.MAX_SAFE_INTEGER, '1', '12', null, undefined, [1], true])(
    'refuses %p (numbers only) with the given message',
    (value) => {
      const result = bodyIdSchema(message).safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(message);
    },
  );

  test('with acceptText, also takes the decimal string of an id', () => {
    const schema = bodyIdSchema(message, { acceptText: true });
    expect(schema.parse(7)).toBe(7);
    expect(schema.parse('7')).toBe(7);
    expect(schema.parse('2147483647')).toBe(2_147_483_647);
  });

  test.each([0, -1, 1.5, 2_147_483_648, '0', '01', ' 1', '-1', '1e3', '2147483648', 'abc', null, undefined, [1]])(
    'with acceptText, refuses %p with the given message',
    (value) => {
      const result = bodyIdSchema(message, { acceptText: true }).safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(message);
    },
  );

  test('without a message, zod answers in English so the API names the field instead', () => {
    const issue = bodyIdSchema().safeParse('x').error?.issues[0];
    expect(issue?.message).not.toMatch(/[\uac00-\ud7a3]/);
  });
});
