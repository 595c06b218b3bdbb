import crypto from 'node:crypto';
import type { Db } from '@/lib/server/db';

/**
 * Applications for the operator's command to show on a fresh install
 * (`npm run admin -- list`): three pending brand admissions from visitors
 * (one with a catalogue PDF) and one rejected business certification of an
 * extra retailer, who can read the reason and apply again. The demo accounts
 * keep no application (pending@demo.kr can try the upload from the start).
 */

export const REAPPLY_ACCOUNT = {
  email: 'reapply@demo.kr',
  businessName: '다시 신청 상점',
  registrationNo: '1018206415',
  mobileNo: '01056789012',
} as const;

const HOUR = 3_600_000;

/** A small valid one-page PDF, generated (no file in the repository). */
function cataloguePdf(title: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const BRAND_APPLICATIONS = [
  {
    brandName: '소담 리빙',
    businessName: '주식회사 소담',
    registrationNo: '3058123455',
    categoryCode: 'kitchen',
    contactName: '한소담',
    contactPhone: '01061234567',
    contactEmail: 'hello@sodam-living.kr',
    website: 'https://sodam-living.kr',
    message: '천연 소재 주방용품과 수납 소품을 만드는 리빙 브랜드입니다. 전국 소품샵과 생활용품점에 도매로 공급하고 싶습니다.',
    catalogue: 'Sodam Living catalogue 2026',
    hoursAgo: 5,
  },
  {
    brandName: '하루온 키즈',
    businessName: '하루온',
    registrationNo: '1348671952',
    categoryCode: 'fashion',
    contactName: '오하루',
    contactPhone: '01072345678',
    contactEmail: 'sales@haruon.kr',
    website: '',
    message: '유아 내의와 실내복을 국내 공장에서 생산합니다. 유아동 편집숍 중심으로 판매처를 넓히려고 합니다.',
    catalogue: null,
    hoursAgo: 28,
  },
  {
    brandName: '마루 문구',
    businessName: '마루상사',
    registrationNo: '6068145221',
    categoryCode: 'stationery',
    contactName: '김마루',
    contactPhone: '01083456789',
    contactEmail: 'maru@maru-stationery.kr',
    website: 'https://maru-stationery.kr/catalog',
    message: '다이어리, 메모지, 스티커 등 디자인 문구를 만듭니다. 학교 앞 문구점과 팬시점 거래처를 찾고 있습니다.',
    catalogue: null,
    hoursAgo: 50,
  },
] as const;

async function storeFile(trx: Db, input: { ownerUserId: number | null; purpose: 'business_licence' | 'brand_application'; fileName: string; data: Buffer; applicationId: number; createdAt: string }) {
  await trx
    .insertInto('attachments')
    .values({
      key: crypto.randomBytes(16).toString('hex'),
      ownerUserId: input.ownerUserId,
      purpose: input.purpose,
      mimeType: 'application/pdf',
      byteSize: input.data.length,
      fileName: input.fileName,
      sha256: crypto.createHash('sha256').update(input.data).digest('hex'),
      data: input.data,
      applicationId: input.applicationId,
      createdAt: input.createdAt,
    })
    .execute();
}

/** Seeds the applications in the seed's transaction; returns how many users it added (one). */
export async function seedApplications(
  trx: Db,
  options: { now: Date; passwordHash: string; categoryIdOf: (code: string) => number | null },
): Promise<number> {
  const at = (hoursAgo: number) => new Date(options.now.getTime() - hoursAgo * HOUR).toISOString();

  const user = await trx
    .insertInto('users')
    .values({
      ...REAPPLY_ACCOUNT,
      passwordHash: options.passwordHash,
      userType: 'retailer',
      userGroups: 'inValid',
      referralCode: 'DEMOREAPPLY',
      referredBy: null,
      createdAt: at(80),
      updatedAt: at(80),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rejected = await trx
    .insertInto('applications')
    .values({
      kind: 'certification',
      userId: user.id,
      status: 'rejected',
      businessName: REAPPLY_ACCOUNT.businessName,
      registrationNo: REAPPLY_ACCOUNT.registrationNo,
      categoryId: null,
      message: '',
      decisionNote: '사업자등록증 사진이 흐려 상호와 등록번호를 읽을 수 없습니다. 글자가 잘 보이게 다시 찍어 올려 주세요.',
      decidedAt: at(60),
      createdAt: at(75),
      updatedAt: at(60),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await storeFile(trx, {
    ownerUserId: user.id,
    purpose: 'business_licence',
    fileName: '사업자등록증.pdf',
    data: cataloguePdf('Business licence (blurred)'),
    applicationId: rejected.id,
    createdAt: at(75),
  });

  // Oldest first, so the newest has the highest id.
  for (const application of [...BRAND_APPLICATIONS].reverse()) {
    const row = await trx
      .insertInto('applications')
      .values({
        kind: 'brand',
        userId: null,
        status: 'pending',
        businessName: application.businessName,
        registrationNo: application.registrationNo,
        brandName: application.brandName,
        categoryId: options.categoryIdOf(application.categoryCode),
        contactName: application.contactName,
        contactPhone: application.contactPhone,
        contactEmail: application.contactEmail,
        website: application.website,
        message: application.message,
        decidedAt: null,
        createdAt: at(application.hoursAgo),
        updatedAt: at(application.hoursAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (application.catalogue) {
      await storeFile(trx, {
        ownerUserId: null,
        purpose: 'brand_application',
        fileName: `${application.brandName} 카탈로그.pdf`,
        data: cataloguePdf(application.catalogue),
        applicationId: row.id,
        createdAt: at(application.hoursAgo),
      });
    }
  }
  return 1;
}
