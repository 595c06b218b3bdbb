/**
 * The server's structured log: one JSON object per line on stdout (errors on
 * stderr), for a log collector to read (docs/ARCHITECTURE.md, Logs). Never
 * pass secrets: tokens, cookies, passwords, codes or card data have no field
 * here, and URLs are logged through redactUrl.
 */
import { format } from 'node:util';

export type LogLevel = 'info' | 'warn' | 'error';

export function logLine(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }, errorsAsText);
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}

/**
 * Makes console.error and console.warn write log lines too (the production server calls it at
 * start): Next reports a page's or a handler's failure there, with the stack trace on many
 * lines, which a log collector would read as many entries. Each call becomes one JSON line, the
 * stack inside its `message`. console.log is left alone (the demo's `[sms]` lines).
 */
export function logConsoleAsJson(): void {
  console.error = (...args: unknown[]) => logLine('error', 'console', { message: format(...args) });
  console.warn = (...args: unknown[]) => logLine('warn', 'console', { message: format(...args) });
}

/** Errors as `Name: message (code)`; duck-typed, as errors of node's own modules may come from another realm. */
function errorsAsText(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || typeof (value as Error).message !== 'string' || !('stack' in value)) return value;
  const { name, message, code } = value as Error & { code?: unknown };
  return `${name}: ${message}${typeof code === 'string' ? ` (${code})` : ''}`;
}

/** Query parameters whose values may be secrets (a login code, a token, a payment id): their values are replaced. */
const SECRET_PARAM = /token|code|state|password|secret|ticket|key|signature|imp_uid|payment/i;

/** A request URL for the log: the path, with the value of every query parameter that may hold a secret replaced by `…`. */
export function redactUrl(url: string | undefined): string {
  if (!url) return '/';
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url.slice(0, 2000);
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAM.test(name)) params.set(name, '…');
  }
  return `${url.slice(0, queryAt)}?${params.toString()}`.slice(0, 2000);
}
