import crypto from 'node:crypto';
import { sql } from 'kysely';
import { attachmentPath } from '@/lib/contract/attachments';
import type {
  ApplicationFile,
  ApplicationKind,
  ApplicationStatus,
  ApplicationView,
  BrandApplicationRequest,
  CertificationRequest,
} from '@/lib/applications/applications.contract';
import { BRAND_CATEGORIES } from '@/lib/applications/applications.contract';
import { applyMessages } from '@/lib/applications/apply.messages';
import type { Db } from '@/lib/server/db';
import { isPostgres } from '@/lib/server/db/dialect';
import type { AuthUser } from '@/lib/server/auth/sessions';
import { hashPassword } from '@/lib/server/auth/password';
import { brandLogoUrl } from '@/lib/server/images/keys';
import { DomainError } from '@/lib/server/errors';
import { claimAttachments } from '@/lib/server/attachments';
import { serviceNow } from '@/lib/server/clock';
import { takeThrottleSlot } from '@/lib/server/throttle';

/**
 * Business certification and brand admission (docs/DECISIONS.md,
 * Certification and brand admission). The applicant's side (POST/GET
 * /applications, the /page/apply loader) and the operator's (scripts/admin.ts:
 * list, show, approve, reject). Each command is one transaction; only a
 * pending application can be decided.
 */

const errors = applyMessages.errors;

/** Brand applications per address (or user) within an hour. */
export const BRAND_APPLICATION_LIMIT = 5;
const BRAND_APPLICATION_WINDOW_MS = 60 * 60_000;

/** A new brand's trade terms until the brand changes them (as the seeded brands' most common ones). */
export const NEW_BRAND_TERMS = { minimumOrderAmount: 30_000, deliveryFee: 3_000, freeDeliveryThreshold: 100_000 } as const;

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

type ViewRow = {
  id: number;
  kind: ApplicationKind;
  status: ApplicationStatus;
  businessName: string;
  registrationNo: string;
  brandName: string;
  message: string;
  decisionNote: string;
  createdAt: string;
  decidedAt: string | null;
};

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

/* ---------------------------------------------------------------------------
 * The operator's side (scripts/admin.ts).
 * ------------------------------------------------------------------------- */

export interface ApplicationSummary {
  id: number;
  kind: ApplicationKind;
  status: ApplicationStatus;
  /** Business name (certification) or brand name (brand). */
  name: string;
  registrationNo: string;
  /** The applicant's e-mail (certification) or the contact's (brand). */
  email: string;
  files: number;
  createdAt: string;
}

export async function listApplications(
  db: Db,
  filter: { status?: ApplicationStatus | 'all'; kind?: ApplicationKind } = {},
): Promise<ApplicationSummary[]> {
  let query = db
    .selectFrom('applications')
    .leftJoin('users', 'users.id', 'applications.userId')
    .select([
      'applications.id',
      'applications.kind',
      'applications.status',
      'applications.businessName',
      'applications.brandName',
      'applications.registrationNo',
      'applications.contactEmail',
      'applications.createdAt',
      'users.email',
      (eb) =>
        eb
          .selectFrom('attachments')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('attachments.applicationId', '=', 'applications.id')
          .as('files'),
    ])
    .orderBy('applications.createdAt', 'desc')
    .orderBy('applications.id', 'desc');
  const status = filter.status ?? 'pending';
  if (status !== 'all') query = query.where('applications.status', '=', status);
  if (filter.kind) query = query.where('applications.kind', '=', filter.kind);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.kind === 'brand' ? row.brandName : row.businessName,
    registrationNo: row.registrationNo,
    email: row.kind === 'brand' ? row.contactEmail : (row.email ?? ''),
    files: Number(row.files ?? 0),
    createdAt: row.createdAt,
  }));
}

export interface ApplicationDetail {
  id: number;
  kind: ApplicationKind;
  status: ApplicationStatus;
  userId: number | null;
  userEmail: string | null;
  businessName: string;
  registrationNo: string;
  brandName: string;
  categoryId: number | null;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  website: string;
  message: string;
  decisionNote: string;
  decidedAt: string | null;
  createdAt: string;
  attachments: { key: string; fileName: string; mimeType: string; size: number }[];
}

function notFound(id: number): DomainError {
  return new DomainError(404, 'NOT_FOUND', `application ${id} not found (신청 ${id}번이 없습니다)`);
}

export async function applicationDetail(db: Db, id: number): Promise<ApplicationDetail> {
  const row = await db
    .selectFrom('applications')
    .leftJoin('users', 'users.id', 'applications.userId')
    .selectAll('applications')
    .select('users.email as userEmail')
    .where('applications.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(id);
  const files = await db
    .selectFrom('attachments')
    .select(['key', 'fileName', 'mimeType', 'byteSize'])
    .where('applicationId', '=', id)
    .orderBy('id', 'asc')
    .execute();
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    userId: row.userId,
    userEmail: row.userEmail ?? null,
    businessName: row.businessName,
    registrationNo: row.registrationNo,
    brandName: row.brandName,
    categoryId: row.categoryId,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    website: row.website,
    message: row.message,
    decisionNote: row.decisionNote,
    decidedAt: row.decidedAt,
    createdAt: row.createdAt,
    attachments: files.map((file) => ({ key: file.key, fileName: file.fileName, mimeType: file.mimeType, size: file.byteSize })),
  };
}

/** The bytes of an application's attachments (the operator's `show --save`). */
export async function applicationFiles(
  db: Db,
  id: number,
): Promise<{ key: string; fileName: string; mimeType: string; data: Buffer }[]> {
  const rows = await db
    .selectFrom('attachments')
    .select(['key', 'fileName', 'mimeType', 'data'])
    .where('applicationId', '=', id)
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({ key: row.key, fileName: row.fileName, mimeType: row.mimeType, data: Buffer.from(row.data) }));
}

/** Locks a pending application for a decision, or refuses with a clear error. */
async function pendingForDecision(trx: Db, id: number) {
  let query = trx.selectFrom('applications').selectAll().where('id', '=', id);
  if (isPostgres(trx)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(id);
  if (row.status !== 'pending') {
    throw new DomainError(
      409,
      'NOT_PENDING',
      `application ${id} is already ${row.status} (이미 ${applyMessages.status[row.status]} 처리된 신청입니다); only pending applications can be decided`,
    );
  }
  return row;
}

export type ApprovalResult =
  | { kind: 'certification'; id: number; userId: number; email: string }
  | { kind: 'brand'; id: number; userId: number; brandId: number; email: string; temporaryPassword: string };

const PASSWORD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

function randomText(length: number, alphabet: string): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[crypto.randomInt(alphabet.length)];
  return out;
}

/**
 * Approves a pending application in one transaction. Certification: the
 * retailer becomes 'valid' (sessions read the user on every request, so their
 * next page load shows wholesale prices). Brand: a brand user with the
 * contact's e-mail and a random temporary password (returned once, for the
 * operator to send) and their brand with the default trade terms; refused
 * when the e-mail already has an account.
 */
export async function approveApplication(db: Db, id: number, note = '', now: Date = serviceNow()): Promise<ApprovalResult> {
  const temporaryPassword = `${randomText(10, PASSWORD_ALPHABET)}!7`;
  const passwordHash = await hashPassword(temporaryPassword);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const application = await pendingForDecision(trx, id);
    await trx
      .updateTable('applications')
      .set({ status: 'approved', decisionNote: note, decidedAt: at, updatedAt: at })
      .where('id', '=', id)
      .execute();
    if (application.kind === 'certification') {
      if (application.userId === null) throw notFound(id);
      const user = await trx
        .updateTable('users')
        .set({ userGroups: 'valid', updatedAt: at })
        .where('id', '=', application.userId)
        .where('userType', '=', 'retailer')
        .returning(['id', 'email'])
        .executeTakeFirst();
      if (!user) throw new DomainError(409, 'NOT_A_RETAILER', `the applicant of ${id} is no longer a retailer account`);
      return { kind: 'certification', id, userId: user.id, email: user.email };
    }

    const email = application.contactEmail.trim().toLowerCase();
    const taken = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) {
      throw new DomainError(409, 'EMAIL_TAKEN', `${email} already has an account (user ${taken.id}); 이미 가입된 이메일입니다`);
    }
    let referralCode = randomText(8, 'ABCDEFGHJKMNPQRSTUVWXYZ23456789');
    for (let tries = 0; tries < 5; tries++) {
      const clash = await trx.selectFrom('users').select('id').where('referralCode', '=', referralCode).executeTakeFirst();
      if (!clash) break;
      referralCode = randomText(8, 'ABCDEFGHJKMNPQRSTUVWXYZ23456789');
    }
    const user = await trx
      .insertInto('users')
      .values({
        email,
        passwordHash,
        userType: 'brand',
        userGroups: 'valid',
        businessName: application.businessName,
        registrationNo: application.registrationNo,
        mobileNo: application.contactPhone,
        referralCode,
        referredBy: null,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const brand = await trx
      .insertInto('brands')
      .values({
        ownerUserId: user.id,
        name: application.brandName,
        description: application.message,
        logoUrl: '',
        ...NEW_BRAND_TERMS,
        isNew: 1,
        createdAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The generated logo of the brand's id, as every seeded brand has.
    await trx.updateTable('brands').set({ logoUrl: brandLogoUrl(brand.id) }).where('id', '=', brand.id).execute();
    await trx.updateTable('applications').set({ userId: user.id }).where('id', '=', id).execute();
    return { kind: 'brand', id, userId: user.id, brandId: brand.id, email, temporaryPassword };
  });
}

/** Rejects a pending application with the reason the applicant reads. */
export async function rejectApplication(db: Db, id: number, reason: string, now: Date = serviceNow()): Promise<void> {
  const text = reason.trim();
  if (!text) throw new DomainError(400, 'VALIDATION', 'a reason is required (반려 사유를 적어 주세요)', 'reason');
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await pendingForDecision(trx, id);
    await trx
      .updateTable('applications')
      .set({ status: 'rejected', decisionNote: text, decidedAt: at, updatedAt: at })
      .where('id', '=', id)
      .execute();
  });
}

export interface AwaitingDeposit {
  id: number;
  buyer: string;
  email: string;
  amount: number;
  depositHolder: string | null;
  deadline: string | null;
  createdAt: string;
}

/** Orders whose bank transfer has not been confirmed yet, the oldest deadline first. */
export async function listAwaitingDeposits(db: Db): Promise<AwaitingDeposit[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.userId')
    .select([
      'orders.id',
      'users.businessName',
      'users.email',
      'orders.totalAmount',
      'orders.depositHolder',
      'orders.paymentDueAt',
      'orders.createdAt',
    ])
    .where('orders.status', '=', 'awaiting_deposit')
    .orderBy('orders.paymentDueAt', 'asc')
    .orderBy('orders.id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    buyer: row.businessName,
    email: row.email,
    amount: row.totalAmount,
    depositHolder: row.depositHolder,
    deadline: row.paymentDueAt,
    createdAt: row.createdAt,
  }));
}
