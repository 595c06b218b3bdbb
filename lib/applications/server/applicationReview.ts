import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { ApplicationDetail, ApplicationKind, ApplicationStatus, ApplicationSummary, ApprovalResult } from '@/lib/applications/applications.contract';
import { applicationMessages } from '@/lib/applications/applications.messages';
import type { Db } from '@/lib/server/db';
import { isPostgres } from '@/lib/server/db/dialect';
import { hashPassword } from '@/lib/server/auth/password';
import { brandLogoUrl } from '@/lib/server/images/keys';
import { DomainError } from '@/lib/server/errors';
import { serviceNow } from '@/lib/server/clock';
import { brandApplicationDecided, certificationDecided } from '@/lib/notifications/server/events';
import { recordAudit, type Actor } from '@/lib/server/audit';

/**
 * The operator's side of certification and brand admission (scripts/admin.ts;
 * docs/DECISIONS.md, Certification and brand admission): list, show, approve,
 * reject. Only a pending application can be decided, each decision in one
 * transaction. The applicant's side is ./applications.ts.
 */

/** A new brand's trade terms until the brand changes them (as the seeded brands' most common ones). */
export const NEW_BRAND_TERMS = { minimumOrderAmount: 30_000, deliveryFee: 3_000, freeDeliveryThreshold: 100_000 } as const;


export async function listApplications(
  db: Db,
  filter: { status?: ApplicationStatus | 'all'; kind?: ApplicationKind; relatedTo?: { id: number; userId: number | null; registrationNo: string } } = {},
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
  const related = filter.relatedTo;
  if (related) {
    query = query
      .where('applications.id', '!=', related.id)
      .where((eb) =>
        eb.or([eb('applications.registrationNo', '=', related.registrationNo), ...(related.userId !== null ? [eb('applications.userId', '=', related.userId)] : [])]),
      );
  }
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


function notFound(id: number): DomainError {
  return new DomainError(404, 'NOT_FOUND', applicationMessages.review.notFound(id));
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

/**
 * The applicant's other applications, newest first: the same account's
 * (certification) or the same business number's (either kind), so the
 * operator sees earlier rejections and their reasons.
 */
export async function applicantHistory(db: Db, id: number): Promise<ApplicationSummary[]> {
  const row = await db.selectFrom('applications').select(['userId', 'registrationNo']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(id);
  return listApplications(db, { status: 'all', relatedTo: { id, ...row } });
}

/** One attachment of an application (the console shows a licence in the browser), or 404. */
export async function applicationFile(db: Db, id: number, key: string): Promise<{ fileName: string; mimeType: string; data: Buffer }> {
  const row = await db.selectFrom('attachments').select(['fileName', 'mimeType', 'data']).where('applicationId', '=', id).where('key', '=', key).executeTakeFirst();
  if (!row) throw notFound(id);
  return { fileName: row.fileName, mimeType: row.mimeType, data: Buffer.from(row.data) };
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
    throw new DomainError(409, 'NOT_PENDING', applicationMessages.review.notPending(applicationMessages.status[row.status]));
  }
  return row;
}


const PASSWORD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

function randomText(length: number, alphabet: string): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[crypto.randomInt(alphabet.length)];
  return out;
}

/** Writes a decision on a pending application and its audit entry (the note is the entry's reason too). */
async function decide(
  trx: Db,
  application: { id: number; kind: ApplicationKind; brandName: string; businessName: string },
  decision: { status: 'approved' | 'rejected'; note: string },
  by: Actor,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .updateTable('applications')
    .set({ status: decision.status, decisionNote: decision.note, decidedAt: at, updatedAt: at })
    .where('id', '=', application.id)
    .execute();
  const name = application.kind === 'brand' ? application.brandName : application.businessName;
  await recordAudit(
    trx,
    by,
    {
      action: decision.status === 'approved' ? 'application.approve' : 'application.reject',
      targetType: 'application',
      targetId: application.id,
      summary: `${applicationMessages.kind[application.kind]} ${applicationMessages.status[decision.status]}: ${name}`,
      reason: decision.note,
      before: { status: 'pending' },
      after: { status: decision.status },
    },
    now,
  );
}

/**
 * Approves a pending application in one transaction. Certification: the
 * retailer becomes 'valid' (sessions read the user on every request, so their
 * next page load shows wholesale prices). Brand: a brand user with the
 * contact's e-mail and a random temporary password (returned once, for the
 * operator to send) and their brand with the default trade terms; refused
 * when the e-mail already has an account.
 */
export async function approveApplication(db: Db, id: number, note: string, by: Actor, now: Date = serviceNow()): Promise<ApprovalResult> {
  const temporaryPassword = `${randomText(10, PASSWORD_ALPHABET)}!7`;
  const passwordHash = await hashPassword(temporaryPassword);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const application = await pendingForDecision(trx, id);
    await decide(trx, application, { status: 'approved', note }, by, now);
    if (application.kind === 'certification') {
      if (application.userId === null) throw notFound(id);
      const user = await trx
        .updateTable('users')
        .set({ userGroups: 'valid', updatedAt: at })
        .where('id', '=', application.userId)
        .where('userType', '=', 'retailer')
        .returning(['id', 'email'])
        .executeTakeFirst();
      if (!user) throw new DomainError(409, 'NOT_A_RETAILER', applicationMessages.review.notRetailer);
      await certificationDecided(trx, id, user.id, null, now);
      return { kind: 'certification', id, userId: user.id, email: user.email };
    }

    const email = application.contactEmail.trim().toLowerCase();
    const taken = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) {
      throw new DomainError(409, 'EMAIL_TAKEN', applicationMessages.review.emailTaken(email));
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
        // The supplier a 거래명세서 names: the 상호 and number admission checked.
        companyName: application.businessName,
        registrationNo: application.registrationNo,
        ...NEW_BRAND_TERMS,
        isNew: 1,
        createdAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The generated logo of the brand's id, as every seeded brand has.
    await trx.updateTable('brands').set({ logoUrl: brandLogoUrl(brand.id) }).where('id', '=', brand.id).execute();
    await trx.updateTable('applications').set({ userId: user.id }).where('id', '=', id).execute();
    await brandApplicationDecided(trx, id, { userId: user.id, brand: application.brandName, email }, now);
    return { kind: 'brand', id, userId: user.id, brandId: brand.id, email, temporaryPassword };
  });
}

/** Rejects a pending application with the reason the applicant reads. */
export async function rejectApplication(db: Db, id: number, reason: string, by: Actor, now: Date = serviceNow()): Promise<void> {
  const text = reason.trim();
  if (!text) throw new DomainError(400, 'VALIDATION', applicationMessages.review.reasonRequired, 'reason');
  await db.transaction().execute(async (trx) => {
    const application = await pendingForDecision(trx, id);
    await decide(trx, application, { status: 'rejected', note: text }, by, now);
    if (application.kind === 'certification' && application.userId !== null) await certificationDecided(trx, id, application.userId, text, now);
    if (application.kind === 'brand') await brandApplicationDecided(trx, id, { contactEmail: application.contactEmail.trim().toLowerCase(), reason: text }, now);
  });
}
