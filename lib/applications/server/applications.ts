import { attachmentPath } from '@/lib/contract/attachments';
import type {
  ApplicationFile,
  ApplicationStatus,
  ApplicationView,
  BrandApplicationRequest,
  CertificationRequest,
} from '@/lib/applications/applications.contract';
import { BRAND_CATEGORIES } from '@/lib/applications/applications.contract';
import { applicationMessages } from '@/lib/applications/applications.messages';
import type { Db } from '@/lib/server/db';
import { isPostgres } from '@/lib/server/db/dialect';
import type { AuthUser } from '@/lib/server/auth/sessions';
import { DomainError } from '@/lib/server/errors';
import { claimAttachments } from '@/lib/server/attachments';
import { serviceNow } from '@/lib/server/clock';
import { takeThrottleSlot } from '@/lib/server/throttle';

/**
 * Business certification and brand admission (docs/DECISIONS.md,
 * Certification and brand admission), the applicant's side: POST/GET
 * /applications and the /page/apply loader. The operator's (scripts/admin.ts:
 * list, show, approve, reject) is ./applicationReview.ts. Each command is one
 * transaction.
 */

const errors = applicationMessages.errors;

/** Brand applications per address (or user) within an hour. */
export const BRAND_APPLICATION_LIMIT = 5;
const BRAND_APPLICATION_WINDOW_MS = 60 * 60_000;

type AttachmentRow = { applicationId: number | null; key: string; fileName: string; mimeType: string; byteSize: number };

function fileOf(row: AttachmentRow): ApplicationFile {
  return { key: row.key, url: attachmentPath(row.key), fileName: row.fileName, mimeType: row.mimeType, size: row.byteSize };
}

async function filesOf(db: Db, applicationIds: number[]): Promise<Map<number, ApplicationFile[]>> {
  const byApplication = new Map<number, ApplicationFile[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .selectFrom('attachments')
    .select(['applicationId', 'key', 'fileName', 'mimeType', 'byteSize'])
    .where('applicationId', 'in', applicationIds)
    .orderBy('id', 'asc')
    .execute();
  for (const row of rows) {
    const list = byApplication.get(row.applicationId as number) ?? [];
    list.push(fileOf(row));
    byApplication.set(row.applicationId as number, list);
  }
  return byApplication;
}

const viewColumns = [
  'id',
  'kind',
  'status',
  'businessName',
  'registrationNo',
  'brandName',
  'message',
  'decisionNote',
  'createdAt',
  'decidedAt',
] as const;

/** The columns of viewColumns: the view's fields, with the operator's note for `reason`. */
type ViewRow = Omit<ApplicationView, 'reason' | 'files'> & { decisionNote: string };

function viewOf(row: ViewRow, files: ApplicationFile[]): ApplicationView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    businessName: row.businessName,
    registrationNo: row.registrationNo,
    brandName: row.brandName,
    message: row.message,
    // An approval's note is the operator's own; only a rejection's reason is the applicant's to read.
    reason: row.status === 'rejected' ? row.decisionNote : '',
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    files,
  };
}

/** GET /applications: the caller's applications, newest first. */
export async function listMyApplications(db: Db, user: AuthUser): Promise<ApplicationView[]> {
  const rows = await db
    .selectFrom('applications')
    .select(viewColumns)
    .where('userId', '=', user.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const files = await filesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => viewOf(row, files.get(row.id) ?? []));
}

/** The caller's latest certification application (the apply page's status), or null. */
export async function latestCertification(db: Db, user: AuthUser): Promise<ApplicationView | null> {
  const row = await db
    .selectFrom('applications')
    .select(viewColumns)
    .where('userId', '=', user.id)
    .where('kind', '=', 'certification')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const files = await filesOf(db, [row.id]);
  return viewOf(row, files.get(row.id) ?? []);
}

/**
 * POST /applications, certification: only a logged-in retailer who is not
 * certified yet, one pending application at a time, with at least one
 * business licence they uploaded and no application has claimed yet.
 */
export async function submitCertification(
  db: Db,
  user: AuthUser | null,
  input: Omit<CertificationRequest, 'kind'>,
): Promise<ApplicationView> {
  if (!user) throw new DomainError(401, 'UNAUTHORIZED', errors.loginRequired);
  if (user.userType !== 'retailer') throw new DomainError(403, 'RETAILER_ONLY', errors.certificationOnlyRetailer);
  if (user.userGroups === 'valid') throw new DomainError(403, 'ALREADY_CERTIFIED', errors.alreadyValid);
  if (input.attachmentKeys.length === 0) throw new DomainError(400, 'VALIDATION', errors.licenceRequired, 'attachmentKeys');
  const now = serviceNow().toISOString();
  // An application refused (its attachments not the sender's) does not count.
  const id = await db.transaction().execute(async (trx) => {
    // The user's row is the lock that keeps two simultaneous submissions from both passing the check.
    let lock = trx.selectFrom('users').select('id').where('id', '=', user.id);
    if (isPostgres(trx)) lock = lock.forUpdate();
    await lock.executeTakeFirst();
    const pending = await trx
      .selectFrom('applications')
      .select('id')
      .where('userId', '=', user.id)
      .where('kind', '=', 'certification')
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) throw new DomainError(409, 'APPLICATION_PENDING', errors.pendingExists);
    const row = await trx
      .insertInto('applications')
      .values({
        kind: 'certification',
        userId: user.id,
        status: 'pending',
        businessName: user.businessName,
        registrationNo: user.registrationNo,
        message: input.message?.trim() ?? '',
        decidedAt: null,
        categoryId: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await claimAttachmentsOr400(trx, {
      keys: input.attachmentKeys,
      ownerUserId: user.id,
      purpose: 'business_licence',
      applicationId: row.id,
    });
    return row.id;
  });
  return (await latestCertification(db, user)) ?? notFoundApplication(id);
}

function notFoundApplication(id: number): never {
  throw new DomainError(404, 'NOT_FOUND', `application ${id} not found`);
}

async function claimAttachmentsOr400(
  trx: Db,
  input: { keys: string[]; ownerUserId: number | null; purpose: 'business_licence' | 'brand_application'; applicationId: number },
): Promise<void> {
  try {
    await claimAttachments(trx, { ...input, field: 'attachmentKeys' });
  } catch (error) {
    if (error instanceof DomainError && error.status === 400) {
      throw new DomainError(400, 'ATTACHMENT_INVALID', errors.attachmentInvalid, 'attachmentKeys');
    }
    throw error;
  }
}

/**
 * POST /applications, brand: anyone may apply (visitors too), throttled per
 * address. Attachments are the caller's brand_application uploads (a
 * visitor's are the anonymous ones).
 */
export async function submitBrandApplication(
  db: Db,
  user: AuthUser | null,
  ip: string | null,
  input: Omit<BrandApplicationRequest, 'kind' | 'privacyConsent'>,
): Promise<{ id: number; status: ApplicationStatus }> {
  if (!BRAND_CATEGORIES.some((category) => category.id === input.categoryId)) {
    throw new DomainError(400, 'VALIDATION', errors.categoryInvalid, 'categoryId');
  }
  const key = `brand-application:ip:${ip ?? 'unknown'}`;
  const slot = await takeThrottleSlot(
    db,
    [{ key, limit: BRAND_APPLICATION_LIMIT, windowMs: BRAND_APPLICATION_WINDOW_MS }],
    { code: 'TOO_MANY_APPLICATIONS', message: errors.tooMany },
    BRAND_APPLICATION_WINDOW_MS,
  );
  const now = serviceNow().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('applications')
      .values({
        kind: 'brand',
        // A logged-in applicant is remembered (GET /applications lists it); a visitor's has none.
        userId: user?.id ?? null,
        status: 'pending',
        businessName: input.businessName,
        registrationNo: input.registrationNo,
        brandName: input.brandName,
        categoryId: input.categoryId,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        contactEmail: input.contactEmail,
        website: input.website ?? '',
        message: input.introduction,
        decidedAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await claimAttachmentsOr400(trx, {
      keys: input.attachmentKeys ?? [],
      ownerUserId: user?.id ?? null,
      purpose: 'brand_application',
      applicationId: row.id,
    });
    return row.id;
  }).catch(async (error: unknown) => {
    await slot.release();
    throw error;
  });
  return { id, status: 'pending' };
}
