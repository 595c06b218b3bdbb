import type { IncomingMessage } from 'node:http';
import { apiMessages } from '@/lib/messages/api';
import { DomainError } from '../errors';

/** A request body as text, for handlers that must see the exact bytes (signed webhooks); 413 over `maxBytes`. */
export async function readRawBody(req: IncomingMessage, maxBytes = 64 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > maxBytes) throw new DomainError(413, 'PAYLOAD_TOO_LARGE', apiMessages.payloadTooLarge);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The request's headers as single strings (lists joined with ", "). */
export function headerRecord(req: IncomingMessage): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(req.headers).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : value]));
}
