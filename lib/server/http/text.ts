import { apiMessages } from '@/lib/messages/api';
import { DomainError } from '@/lib/server/errors';

/**
 * Characters no text we are sent may hold, checked once for every input (JSON bodies and query
 * strings in ./route.ts, native forms in ./form.ts, multipart fields in ./multipart.ts):
 * - NUL: PostgreSQL refuses it outright, SQLite truncates at it;
 * - a lone UTF-16 surrogate (`"\ud800"` in JSON): no character at all, stored as invalid UTF-8;
 * - the bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069):
 *   in a business, brand or product name or an address another user reads, they turn the text
 *   around (`…\u202Efdp.exe` reads as `…exe.pdf`).
 */
const FORBIDDEN = /\u0000|[\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasForbiddenCharacter(value: string): boolean {
  return FORBIDDEN.test(value);
}

/** A form field (native or multipart) whose name or value holds one: a Korean 400 naming the field. */
export function rejectForbiddenField(name: string, value: string): void {
  if (hasForbiddenCharacter(name) || hasForbiddenCharacter(value)) {
    throw new DomainError(400, 'BAD_REQUEST', apiMessages.forbiddenCharacter, name);
  }
}

/**
 * The path (`items.0.name`) of the first key or string inside `input` that holds a forbidden
 * character, '' for the input itself, or null when there is none.
 */
export function forbiddenCharacterPath(input: unknown): string | null {
  const visit = (value: unknown, path: string[], depth: number): string[] | null => {
    if (typeof value === 'string') return hasForbiddenCharacter(value) ? path : null;
    if (depth > 20 || value === null || typeof value !== 'object') return null;
    for (const [key, inner] of Object.entries(value)) {
      if (hasForbiddenCharacter(key)) return path;
      const found = visit(inner, [...path, key], depth + 1);
      if (found) return found;
    }
    return null;
  };
  const found = visit(input, [], 0);
  return found ? found.join('.') : null;
}
