import type { IncomingMessage } from 'node:http';
import { apiMessages } from '@/lib/messages/api';
import { DomainError } from '@/lib/server/errors';

/**
 * The one reader of request bodies (JSON, forms, uploads, signed webhooks):
 * the bytes, or a 413 with `tooLarge` once they pass `maxBytes`, checked on
 * the declared length first and again while reading.
 */
export async function readBodyBytes(
  req: IncomingMessage,
  maxBytes: number,
  tooLarge: string = apiMessages.payloadTooLarge,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes) throw new DomainError(413, 'PAYLOAD_TOO_LARGE', tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > maxBytes) throw new DomainError(413, 'PAYLOAD_TOO_LARGE', tooLarge);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** A request body as text, for handlers that must see the exact bytes (signed webhooks); 413 over `maxBytes`. */
export async function readRawBody(req: IncomingMessage, maxBytes = 64 * 1024): Promise<string> {
  return (await readBodyBytes(req, maxBytes)).toString('utf8');
}

/** The request's headers as single strings (lists joined with ", "). */
export function headerRecord(req: IncomingMessage): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(req.headers).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : value]));
}
