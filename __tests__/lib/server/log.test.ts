/** @jest-environment node */
import { logConsoleAsJson } from '@/lib/server/log';

/**
 * Issue 17, finding 2: Next reports a failing page or handler with console.error and a stack
 * trace on many lines; the production server must log it as one JSON line a collector can read.
 */
describe('logConsoleAsJson', () => {
  const original = { error: console.error, warn: console.warn };
  let lines: string[];
  beforeEach(() => {
    lines = [];
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    logConsoleAsJson();
  });
  afterEach(() => {
    console.error = original.error;
    console.warn = original.warn;
    jest.restoreAllMocks();
  });

  test('an error with its stack trace is one JSON line, the stack inside it', () => {
    const error = new TypeError('Invalid character in header content ["Location"]');
    console.error('Error rendering /register/login', error);
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith('\n')).toBe(true);
    expect(lines[0].trimEnd().includes('\n')).toBe(false);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ level: 'error', event: 'console' });
    expect(entry.message).toContain('Error rendering /register/login TypeError: Invalid character');
    expect(entry.message).toMatch(/\n\s+at /);
  });

  test('a warning is one JSON line too', () => {
    console.warn('careful', { a: 1 });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'warn', event: 'console', message: 'careful { a: 1 }' });
  });
});
