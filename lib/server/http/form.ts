import type { IncomingMessage } from 'node:http';
import { DomainError } from '@/lib/server/errors';
import { readBodyBytes } from './rawBody';
import { rejectForbiddenField } from './text';

/**
 * The body of an HTML form a page receives natively (sent before its script
 * ran): `application/x-www-form-urlencoded`, read up to `maxBytes` (413
 * beyond, checked on the declared length first and again while reading).
 * Pages get no body parsing from Next, unlike API routes.
 */

export interface FormBodyMessages {
  tooLarge: string;
  unreadable: string;
}

const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;

export async function readFormBody(
  req: IncomingMessage,
  maxBytes: number,
  messages: FormBodyMessages,
): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!FORM_TYPE.test(type)) throw new DomainError(415, 'UNSUPPORTED_MEDIA_TYPE', messages.unreadable);
  const form = new URLSearchParams((await readBodyBytes(req, maxBytes, messages.tooLarge)).toString('utf8'));
  // A NUL (PostgreSQL refuses it outright) or a text-reversing control: a 400, never a 500 (./text.ts).
  for (const [key, value] of form) rejectForbiddenField(key, value);
  return form;
}
