import type { IncomingMessage } from 'node:http';
import { apiMessages } from '@/lib/messages/api';
import { DomainError } from '@/lib/server/errors';
import { readBodyBytes } from './rawBody';
import { headerValue } from './request';
import { rejectForbiddenField } from './text';

const text = apiMessages.attachments;

export interface MultipartFile {
  /** The name the browser sent, as given (display only: never use it as a path). */
  name: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, MultipartFile[]>;
}

/**
 * A multipart/form-data body, parsed by the platform's own (undici's) parser:
 * text fields and files. Anything else is a Korean 415; a malformed body 400.
 */
export async function readMultipart(req: IncomingMessage, maxBytes: number): Promise<MultipartForm> {
  const type = headerValue(req, 'content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) {
    throw new DomainError(415, 'UNSUPPORTED_MEDIA_TYPE', text.notMultipart);
  }
  const body = await readBodyBytes(req, maxBytes);
  let form: FormData;
  try {
    form = await new Request('http://upload.invalid/', { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(body) }).formData();
  } catch {
    throw new DomainError(400, 'BAD_REQUEST', apiMessages.badRequest);
  }
  const fields: Record<string, string> = {};
  const files: Record<string, MultipartFile[]> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      rejectForbiddenField(name, value);
      fields[name] = value;
    } else {
      (files[name] ??= []).push({ name: value.name, bytes: Buffer.from(await value.arrayBuffer()) });
    }
  }
  return { fields, files };
}
