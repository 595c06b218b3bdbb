import { z } from 'zod';

/**
 * The one rule for a row id, wherever it arrives: a page's path (`/brand/12`),
 * a query string, an API path (`/products/12`), a JSON body or an image key.
 * An id is an integer from 1 to MAX_ID; written out it is plain decimal
 * digits without a leading zero, sign, space, fraction or exponent. Pure; no
 * server imports, so pages, the catalogue and the API share it.
 */

/** The largest id PostgreSQL's `integer` holds: a bigger one cannot name a row. */
export const MAX_ID = 2_147_483_647;

/** An id as text: 1 to 10 digits, no leading zero (the range is checked apart). */
export const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** Whether `value` is an id as a number: an integer within [1, MAX_ID]. */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

/** The id written in `text`, or null when the text is anything but an id. */
export function parseId(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/**
 * An id in a path or query string (`/carts/12`, `?idCategory=101`), parsed to
 * a number. `message` is the Korean answer for anything else; without it the
 * API names the field (lib/server/http/route.ts, validationError).
 */
export function pathIdSchema(message?: string) {
  return z.string({ message }).transform((text, ctx) => {
    const id = parseId(text);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });
}

/**
 * An id in a JSON body: a number within [1, MAX_ID]. With `acceptText`, its
 * decimal string (`"12"`) is taken too (POST /products/favorite always has).
 */
export function bodyIdSchema(message?: string, options: { acceptText?: boolean } = {}) {
  const asNumber = z.number({ message }).refine(isId, { message });
  if (!options.acceptText) return asNumber;
  return z.union([asNumber, pathIdSchema(message)], { message });
}
