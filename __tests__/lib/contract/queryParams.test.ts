/** @jest-environment node */
import { apiMessages } from '@/lib/messages/api';
import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT } from '@/lib/contract/pagination';
import {
  blankToUndefined,
  commaListParam,
  flagParam,
  idParam,
  idQueryParam,
  intParam,
  pageOf,
  pageParams,
  paginated,
} from '@/lib/contract/queryParams';

const MESSAGE = '값을 확인해 주세요.';

/** The message a schema answers `value` with, or the parsed value. */
function run(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  return result.success ? result.data : { error: result.error.issues[0].message };
}

describe('idParam: the id of a page route or query parameter', () => {
  test('the id of a value, or of the first of repeated values', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam(['7', '8'])).toBe(7);
    expect(idParam('2147483647')).toBe(2_147_483_647);
  });

  test.each([undefined, [], '', '0', '01', '-1', '1e3', ' 1', '1abc', '2147483648', ['x', '1']])('%p is null (404)', (value) => {
    expect(idParam(value)).toBeNull();
  });
});

describe('blankToUndefined', () => {
  test('an empty or blank string is "not given"; anything else passes through', () => {
    expect(blankToUndefined('')).toBeUndefined();
    expect(blankToUndefined('   ')).toBeUndefined();
    expect(blankToUndefined(' a ')).toBe(' a ');
    expect(blankToUndefined(0)).toBe(0);
    expect(blankToUndefined(null)).toBeNull();
  });
});

describe('idQueryParam: an optional id in a query string', () => {
  const schema = idQueryParam(MESSAGE);

  test('parses an id; absent or blank is undefined', () => {
    expect(run(schema, '101')).toBe(101);
    expect(run(schema, undefined)).toBeUndefined();
    expect(run(schema, '')).toBeUndefined();
  });

  test.each(['0', '01', '-1', '1e3', ' 1', 'abc', '2147483648'])('%p is refused with its message', (value) => {
    expect(run(schema, value)).toEqual({ error: MESSAGE });
  });
});

describe('intParam: an integer query parameter within a range', () => {
  const schema = intParam(MESSAGE, 1, 100);

  test('parses trimmed digits within the range; blank is undefined', () => {
    expect(run(schema, '1')).toBe(1);
    expect(run(schema, ' 100 ')).toBe(100);
    expect(run(schema, '007')).toBe(7);
    expect(run(schema, '')).toBeUndefined();
  });

  test.each(['0', '101', '-1', '1.5', '1e2', 'abc', '1234567890', ['1', '2']])('%p is refused with its message', (value) => {
    expect(run(schema, value)).toEqual({ error: MESSAGE });
  });
});

describe('flagParam: a true/false query flag', () => {
  const schema = flagParam(MESSAGE);

  test.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['', undefined],
    [undefined, undefined],
  ])('%p is %p', (value, flag) => {
    expect(run(schema, value)).toBe(flag);
  });

  test.each(['yes', 'TRUE', '2'])('%p is refused with its message', (value) => {
    expect(run(schema, value)).toEqual({ error: MESSAGE });
  });
});

describe('commaListParam: a comma list of accepted entries', () => {
  const schema = commaListParam(MESSAGE, 3, (entry) => /^[a-z]+$/.test(entry));

  test('splits, trims and drops empty entries; blank is undefined', () => {
    expect(run(schema, 'a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(run(schema, '')).toBeUndefined();
  });

  test('more than `max` entries or a refused entry names the parameter', () => {
    expect(run(schema, 'a,b,c,d')).toEqual({ error: MESSAGE });
    expect(run(schema, 'a,B')).toEqual({ error: MESSAGE });
  });
});

describe('paging', () => {
  const schema = z.object(pageParams);

  test('page 1..100,000 and limit 1..100, each with its own message', () => {
    expect(run(schema, { page: '100000', limit: '100' })).toEqual({ page: 100_000, limit: 100 });
    expect(run(schema, { page: '100001' })).toEqual({ error: apiMessages.catalog.invalid.page });
    expect(run(schema, { page: '0' })).toEqual({ error: apiMessages.catalog.invalid.page });
    expect(run(schema, { limit: '101' })).toEqual({ error: apiMessages.catalog.invalid.limit });
    expect(run(schema, { limit: '0' })).toEqual({ error: apiMessages.catalog.invalid.limit });
  });

  test('pageOf fills in page 1 and the default limit, and the offset', () => {
    expect(pageOf({})).toEqual({ page: 1, limit: PAGE_LIMIT_DEFAULT, offset: 0 });
    expect(pageOf({ page: 3, limit: 10 })).toEqual({ page: 3, limit: 10, offset: 20 });
  });

  test('paginated counts the pages', () => {
    expect(paginated(['a'], 0, 1, 10)).toEqual({ items: ['a'], total: 0, page: 1, limit: 10, totalPages: 0 });
    expect(paginated([], 21, 3, 10).totalPages).toBe(3);
    expect(paginated([], 20, 2, 10).totalPages).toBe(2);
  });
});
