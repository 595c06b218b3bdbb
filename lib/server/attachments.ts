import crypto from 'node:crypto';
import {
  ATTACHMENT_KEY,
  ATTACHMENT_RULES,
  attachmentPath,
  type AttachmentMimeType,
  type AttachmentPurpose,
  type UploadedAttachment,
} from '@/lib/contract/attachments';
import type { PictureWidth } from '@/lib/contract/pictures';
import { apiMessages } from '@/lib/messages/api';
import type { Db } from './db';
import type { AuthUser } from './auth/sessions';
import { DomainError } from './errors';
import { encodePicture } from './images/pictures';
import { takeThrottleSlot } from './throttle';

/**
 * Uploaded files (docs/DECISIONS.md, Uploads). The bytes are stored in the
 * database, so every instance behind a balancer reads the same files and no
 * request can name a place on disk. The type is sniffed from the first bytes
 * (never the name or the browser's Content-Type); pictures are then decoded
 * and stored re-encoded as WebP without metadata, product pictures also in
 * the widths the pages ask for; PDFs are kept as sent. The name is kept for
 * display only. Who may read a file follows its purpose: product pictures
 * are public, documents only their uploader's (and the operator's command).
 */

const text = apiMessages.attachments;

/** Largest upload body any purpose accepts, with room for the multipart envelope. */
export const UPLOAD_MAX_BODY_BYTES =
  Math.max(...Object.values(ATTACHMENT_RULES).map((rule) => rule.maxBytes)) + 64 * 1024;

/** Uploads per user (or address, for visitors) within ten minutes. */
const UPLOAD_LIMIT = 30;
const UPLOAD_WINDOW_MS = 10 * 60_000;

const SIGNATURES: { type: AttachmentMimeType; test: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/webp',
    test: (b) => b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
];

/** The file's real type from its first bytes, or null when it is none of the accepted kinds. */
export function sniffMimeType(bytes: Buffer): AttachmentMimeType | null {
  return SIGNATURES.find((signature) => signature.test(bytes))?.type ?? null;
}

const EXTENSIONS: Record<AttachmentMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * A display name: the last part of whatever the browser sent (no folders, no
 * `..`), without control or path characters or the bidirectional controls
 * that turn a name around for the operator who reads it (`licence\u202Efdp.exe`),
 * at most 100 characters, and ending in the extension of the stored type.
 */
export function displayFileName(sent: string, type: AttachmentMimeType): string {
  const base = sent.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f<>:"|?*\u202a-\u202e\u2066-\u2069]/g, '').replace(/^\.+/, '').trim();
  const stem = clean.replace(/\.[^.]*$/, '').slice(0, 90) || '첨부파일';
  return `${stem}.${EXTENSIONS[type]}`;
}

function typeList(types: readonly AttachmentMimeType[]): string {
  return types.map((type) => text.typeNames[type]).join(', ');
}

export interface UploadInput {
  purpose: AttachmentPurpose;
  fileName: string;
  bytes: Buffer;
}

/** POST /attachments/upload: checks who may upload what, then stores the file. */
export async function storeAttachment(
  db: Db,
  user: AuthUser | null,
  ip: string | null,
  input: UploadInput,
): Promise<UploadedAttachment> {
  const rule = ATTACHMENT_RULES[input.purpose];
  if (!user && !rule.anonymous) throw new DomainError(401, 'UNAUTHORIZED', text.loginRequired);
  if (input.purpose === 'product_image' && user?.userType !== 'brand') {
    throw new DomainError(403, 'FORBIDDEN', text.brandOnly);
  }
  if (input.bytes.length === 0) throw new DomainError(400, 'VALIDATION', text.empty, 'file');
  if (input.bytes.length > rule.maxBytes) {
    throw new DomainError(413, 'PAYLOAD_TOO_LARGE', text.tooLarge(rule.maxBytes / (1024 * 1024)), 'file');
  }
  const mimeType = sniffMimeType(input.bytes);
  if (!mimeType || !rule.types.includes(mimeType)) {
    throw new DomainError(415, 'UNSUPPORTED_MEDIA_TYPE', text.wrongType(typeList(rule.types)), 'file');
  }

  const throttleKey = user ? `upload:user:${user.id}` : `upload:ip:${ip ?? 'unknown'}`;
  await takeThrottleSlot(db, [{ key: throttleKey, limit: UPLOAD_LIMIT, windowMs: UPLOAD_WINDOW_MS }], { code: 'TOO_MANY_UPLOADS', message: text.tooMany }, UPLOAD_WINDOW_MS);

  // Pictures are decoded and written again (lib/server/images/pictures.ts); PDFs are kept as sent.
  const picture = mimeType === 'application/pdf' ? null : await encodePicture(input.bytes, { withVariants: rule.public });
  const storedType: AttachmentMimeType = picture ? 'image/webp' : mimeType;
  const data = picture ? picture.original.data : input.bytes;

  const key = crypto.randomBytes(16).toString('hex');
  const fileName = displayFileName(input.fileName, storedType);
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('attachments')
      .values({
        key,
        ownerUserId: user?.id ?? null,
        purpose: input.purpose,
        mimeType: storedType,
        byteSize: data.length,
        fileName,
        sha256: sha256(data),
        data,
        applicationId: null,
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const variant of picture?.variants ?? []) {
      await trx
        .insertInto('attachmentVariants')
        .values({ attachmentId: id, width: variant.width, byteSize: variant.data.length, sha256: sha256(variant.data), data: variant.data })
        .execute();
    }
  });
  return { key, url: attachmentPath(key), purpose: input.purpose, fileName, mimeType: storedType, size: data.length };
}

function sha256(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

export interface StoredFile {
  mimeType: string;
  fileName: string;
  data: Buffer;
  sha256: string;
  public: boolean;
}

/**
 * GET /attachments/{key}[?w=]: the file when the viewer may read it: anyone
 * for a public purpose, else only its uploader. Everything else is the same
 * 404, so a key's existence is not revealed. With a `width`, the picture in
 * that width when one is kept (product pictures wider than it), else the
 * file itself (a narrower picture, a document).
 */
export async function readAttachment(
  db: Db,
  viewer: AuthUser | null,
  key: unknown,
  width: PictureWidth | null = null,
): Promise<StoredFile> {
  const missing = new DomainError(404, 'NOT_FOUND', text.notFound);
  if (typeof key !== 'string' || !ATTACHMENT_KEY.test(key)) throw missing;
  const row = await db
    .selectFrom('attachments')
    .select(['id', 'ownerUserId', 'purpose', 'mimeType', 'fileName'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) throw missing;
  const isPublic = ATTACHMENT_RULES[row.purpose].public;
  if (!isPublic && (viewer === null || row.ownerUserId !== viewer.id)) throw missing;
  const variant = width
    ? await db
        .selectFrom('attachmentVariants')
        .select(['data', 'sha256'])
        .where('attachmentId', '=', row.id)
        .where('width', '=', width)
        .executeTakeFirst()
    : undefined;
  const bytes =
    variant ?? (await db.selectFrom('attachments').select(['data', 'sha256']).where('id', '=', row.id).executeTakeFirstOrThrow());
  return { mimeType: variant ? 'image/webp' : row.mimeType, fileName: row.fileName, data: Buffer.from(bytes.data), sha256: bytes.sha256, public: isPublic };
}

/**
 * Ties uploaded documents to the application they were sent with, inside the
 * caller's transaction. Each key must name an unclaimed file of this purpose
 * uploaded by this user (or by a visitor, for `ownerUserId` null); otherwise
 * the whole command fails with a 400 naming `field`.
 */
export async function claimAttachments(
  trx: Db,
  input: { keys: string[]; ownerUserId: number | null; purpose: AttachmentPurpose; applicationId: number; field: string },
): Promise<void> {
  const keys = [...new Set(input.keys)];
  if (keys.length === 0) return;
  let query = trx
    .selectFrom('attachments')
    .select('id')
    .where('key', 'in', keys)
    .where('purpose', '=', input.purpose)
    .where('applicationId', 'is', null);
  query = input.ownerUserId === null ? query.where('ownerUserId', 'is', null) : query.where('ownerUserId', '=', input.ownerUserId);
  const rows = await query.execute();
  if (rows.length !== keys.length) throw new DomainError(400, 'VALIDATION', text.notFound, input.field);
  await trx
    .updateTable('attachments')
    .set({ applicationId: input.applicationId })
    .where('id', 'in', rows.map((row) => row.id))
    .execute();
}
