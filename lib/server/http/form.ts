import type { IncomingMessage } from 'node:http';
import { DomainError } from '../errors';
import { apiMessages } from '@/lib/messages/api';

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
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes) throw new DomainError(413, 'PAYLOAD_TOO_LARGE', messages.tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > maxBytes) throw new DomainError(413, 'PAYLOAD_TOO_LARGE', messages.tooLarge);
    chunks.push(buffer);
  }
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  // PostgreSQL refuses a NUL in a query parameter outright: a 400, never a 500.
  for (const [key, value] of form) {
    if (key.includes('\u0000') || value.includes('\u0000')) {
      throw new DomainError(400, 'BAD_REQUEST', apiMessages.forbiddenCharacter);
    }
  }
  return form;
}
