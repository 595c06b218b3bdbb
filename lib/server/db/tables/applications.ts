import type { ColumnType } from 'kysely';
import type { Id } from './columns';
import type { AttachmentPurpose } from '@/lib/contract/attachments';

/** Applications (certification, brand admission) and uploaded files with their picture variants. Column conventions: ../schema.ts. */

export type ApplicationKind = 'certification' | 'brand';

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/** A retailer's business certification or a visitor's brand admission (migration 0006). */
export interface ApplicationsTable {
  id: Id;
  kind: ApplicationKind;
  /** The applicant (certification); null for a visitor's brand application. */
  userId: number | null;
  status: ApplicationStatus;
  businessName: string;
  /** 10 digits. */
  registrationNo: string;
  brandName: ColumnType<string, string | undefined, string>;
  categoryId: number | null;
  contactName: ColumnType<string, string | undefined, string>;
  contactPhone: ColumnType<string, string | undefined, string>;
  contactEmail: ColumnType<string, string | undefined, string>;
  website: ColumnType<string, string | undefined, string>;
  message: ColumnType<string, string | undefined, string>;
  /** The operator's reason on a rejection (shown to the applicant), or a note on approval. */
  decisionNote: ColumnType<string, string | undefined, string>;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An uploaded file, its bytes in the database (migration 0006). */
export interface AttachmentsTable {
  id: Id;
  /** Random public name: the last part of its URL. */
  key: string;
  /** Null: uploaded by a visitor (brand application). */
  ownerUserId: number | null;
  purpose: AttachmentPurpose;
  /** Sniffed from the bytes, never taken from the request. */
  mimeType: string;
  byteSize: number;
  /** The uploader's file name, for display only (never a path). */
  fileName: string;
  sha256: string;
  data: Buffer;
  applicationId: number | null;
  createdAt: string;
}

/**
 * An uploaded product picture in one of PICTURE_WIDTHS (migration 0008),
 * always WebP; a width the picture is not wider than has no row (the file
 * itself is served).
 */
export interface AttachmentVariantsTable {
  id: Id;
  attachmentId: number;
  width: number;
  byteSize: number;
  sha256: string;
  data: Buffer;
}
