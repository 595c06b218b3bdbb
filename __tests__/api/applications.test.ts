/** @jest-environment node */
import { withApi } from '../helpers/api';
import { member } from '../helpers/shop';
import { COMMAND_ACTOR } from '@/lib/server/audit';
import { approveApplication, rejectApplication } from '@/lib/applications/server/applicationReview';
import { TINY_PNG } from '../helpers/pictures';

const ctx = withApi({ seed: { products: 20, brands: 2, demoOrders: false }, clock: true });

const PNG = TINY_PNG;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

async function upload(purpose: 'business_licence' | 'brand_application', token?: string, bytes: Buffer = PDF, name = '사업자등록증.pdf') {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${ctx.server.url}/api/v1/attachments/upload`, { method: 'POST', body: form, headers: token ? { token } : {} });
  expect(response.status).toBe(201);
  return (await response.json()) as { key: string; url: string };
}

function certify(token: string | undefined, body: Record<string, unknown>) {
  return ctx.api('/applications', { body: { kind: 'certification', ...body }, token });
}

/** A category the fixed list opens to brands (문구). */
const STATIONERY = 140;

function brandBody(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'brand',
    brandName: '마루 문구',
    businessName: '마루상사',
    registrationNo: '606-81-45221',
    categoryId: STATIONERY,
    contactName: '김마루',
    contactPhone: '010-8345-6789',
    contactEmail: 'Maru@Maru-Stationery.kr ',
    website: 'https://maru-stationery.kr',
    introduction: '디자인 문구를 만드는 브랜드입니다.',
    privacyConsent: true,
    ...overrides,
  };
}

describe('POST /applications (certification)', () => {
  test('an uncertified retailer applies with their licence: one pending application, the file claimed in the same command', async () => {
    const retailer = await member(ctx.db, { userGroups: 'inValid' });
    const file = await upload('business_licence', retailer.token);
    const answer = await certify(retailer.token, { attachmentKeys: [file.key], message: '확인 부탁드립니다.' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      kind: 'certification',
      status: 'pending',
      message: '확인 부탁드립니다.',
      registrationNo: '1208147521',
      reason: '',
      files: [{ key: file.key, url: file.url, fileName: '사업자등록증.pdf', mimeType: 'application/pdf', size: PDF.length }],
    });
    const claimed = await ctx.db.selectFrom('attachments').select('applicationId').where('key', '=', file.key).executeTakeFirstOrThrow();
    expect(claimed.applicationId).toBe(answer.body.id);

    const again = await certify(retailer.token, { attachmentKeys: [(await upload('business_licence', retailer.token)).key] });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'APPLICATION_PENDING', message: '심사 중인 신청이 있습니다. 결과가 나온 뒤에 다시 신청해 주세요.' });
  });

  test('only uncertified retailers: a visitor is 401, a brand user and a certified retailer 403', async () => {
    const brandUser = await member(ctx.db, { userType: 'brand' });
    const valid = await member(ctx.db);
    const file = await upload('business_licence', valid.token);
    const before = (await ctx.db.selectFrom('applications').select('id').execute()).length;
    expect((await certify(undefined, { attachmentKeys: [file.key] })).status).toBe(401);
    const asBrand = await certify(brandUser.token, { attachmentKeys: [file.key] });
    expect(asBrand.status).toBe(403);
    expect(asBrand.body.code).toBe('RETAILER_ONLY');
    const asValid = await certify(valid.token, { attachmentKeys: [file.key] });
    expect(asValid.status).toBe(403);
    expect(asValid.body.code).toBe('ALREADY_CERTIFIED');
    expect(await ctx.db.selectFrom('applications').select('id').execute()).toHaveLength(before);
  });

  test('no file, another user\'s file, an already claimed file or a brand document are Korean 400s that write nothing', async () => {
    const retailer = await member(ctx.db, { userGroups: 'inValid' });
    const other = await member(ctx.db, { userGroups: 'inValid' });
    const before = (await ctx.db.selectFrom('applications').select('id').execute()).length;

    const none = await certify(retailer.token, { attachmentKeys: [] });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ field: 'attachmentKeys', message: '사업자등록증 파일을 한 개 이상 올려 주세요.' });
    expect((await certify(retailer.token, {})).status).toBe(400);

    const othersFile = await upload('business_licence', other.token);
    const foreign = await certify(retailer.token, { attachmentKeys: [othersFile.key] });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 'ATTACHMENT_INVALID', field: 'attachmentKeys' });

    const brandDocument = await upload('brand_application', retailer.token);
    expect((await certify(retailer.token, { attachmentKeys: [brandDocument.key] })).status).toBe(400);

    expect((await certify(retailer.token, { attachmentKeys: ['../../etc/passwd'] })).status).toBe(400);

    // The other retailer's file, once claimed by their application, cannot be sent again (even by them).
    const theirs = await certify(other.token, { attachmentKeys: [othersFile.key] });
    expect(theirs.status).toBe(201);
    await rejectApplication(ctx.db, theirs.body.id, '흐립니다.', COMMAND_ACTOR);
    const reused = await certify(other.token, { attachmentKeys: [othersFile.key] });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('ATTACHMENT_INVALID');

    // Nothing of the refused commands was written: only the other retailer's one application.
    expect((await ctx.db.selectFrom('applications').select('id').execute()).length).toBe(before + 1);
    const stillFree = await ctx.db.selectFrom('attachments').select('applicationId').where('key', '=', brandDocument.key).executeTakeFirstOrThrow();
    expect(stillFree.applicationId).toBeNull();
  });

  test('after a rejection the retailer reads the reason and may apply again; an approval makes them valid at their next request', async () => {
    const retailer = await member(ctx.db, { userGroups: 'inValid' });
    const first = await certify(retailer.token, { attachmentKeys: [(await upload('business_licence', retailer.token)).key] });
    await rejectApplication(ctx.db, first.body.id, '사업자등록증이 흐립니다.', COMMAND_ACTOR);
    const mine = await ctx.api('/applications', { token: retailer.token });
    expect(mine.body.items[0]).toMatchObject({ id: first.body.id, status: 'rejected', reason: '사업자등록증이 흐립니다.' });

    const second = await certify(retailer.token, { attachmentKeys: [(await upload('business_licence', retailer.token, PNG, 'scan.png')).key] });
    expect(second.status).toBe(201);
    expect((await ctx.api('/users', { token: retailer.token })).body.userGroups).toBe('inValid');
    await approveApplication(ctx.db, second.body.id, '확인 완료', COMMAND_ACTOR);
    expect((await ctx.api('/users', { token: retailer.token })).body.userGroups).toBe('valid');
    const after = await ctx.api('/applications', { token: retailer.token });
    expect(after.body.items.map((item: { id: number; status: string; reason: string }) => [item.id, item.status, item.reason])).toEqual([
      [second.body.id, 'approved', ''],
      [first.body.id, 'rejected', '사업자등록증이 흐립니다.'],
    ]);
  });
});

describe('GET /applications', () => {
  test("lists only the caller's applications, newest first; a visitor is 401", async () => {
    const a = await member(ctx.db, { userGroups: 'inValid' });
    const b = await member(ctx.db, { userGroups: 'inValid' });
    await certify(a.token, { attachmentKeys: [(await upload('business_licence', a.token)).key] });
    await certify(b.token, { attachmentKeys: [(await upload('business_licence', b.token)).key] });
    ctx.clock.advance(1000);
    const brand = await ctx.api('/applications', { body: brandBody({ contactEmail: 'a-brand@test.kr' }), token: a.token });
    expect(brand.status).toBe(201);

    const mine = await ctx.api('/applications', { token: a.token });
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((item: { kind: string }) => item.kind)).toEqual(['brand', 'certification']);
    const theirs = await ctx.api('/applications', { token: b.token });
    expect(theirs.body.items).toHaveLength(1);
    expect((await ctx.api('/applications')).status).toBe(401);
  });
});

describe('POST /applications (brand)', () => {
  test('a visitor applies with anonymous attachments; fields are normalised and the files tied to the application', async () => {
    const first = await upload('brand_application', undefined, PDF, 'catalogue.pdf');
    const second = await upload('brand_application', undefined, PNG, 'lookbook.png');
    const answer = await ctx.api('/applications', { body: brandBody({ attachmentKeys: [first.key, second.key] }) });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(Number), status: 'pending' });
    const row = await ctx.db.selectFrom('applications').selectAll().where('id', '=', answer.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'brand',
      userId: null,
      brandName: '마루 문구',
      registrationNo: '6068145221',
      contactPhone: '01083456789',
      contactEmail: 'maru@maru-stationery.kr',
      categoryId: STATIONERY,
      message: '디자인 문구를 만드는 브랜드입니다.',
    });
    const files = await ctx.db.selectFrom('attachments').select('key').where('applicationId', '=', answer.body.id).execute();
    expect(files.map((file) => file.key).sort()).toEqual([first.key, second.key].sort());
  });

  test("a logged-in user's documents cannot be claimed by a visitor, nor a visitor's by a user", async () => {
    const user = await member(ctx.db);
    const usersFile = await upload('brand_application', user.token);
    const visitorsFile = await upload('brand_application');
    const body = (keys: string[]) => brandBody({ brandName: '남의 파일 브랜드', attachmentKeys: keys });
    expect((await ctx.api('/applications', { body: body([usersFile.key]) })).status).toBe(400);
    expect((await ctx.api('/applications', { body: body([visitorsFile.key]), token: user.token })).status).toBe(400);
    expect(await ctx.db.selectFrom('applications').select('id').where('brandName', '=', '남의 파일 브랜드').execute()).toHaveLength(0);
  });

  test.each([
    ['brandName', { brandName: '  ' }, '브랜드명을 입력해 주세요.'],
    ['registrationNo', { registrationNo: '123-45-67890' }, '사업자등록번호가 올바르지 않습니다. 번호를 다시 확인해 주세요.'],
    ['registrationNo', { registrationNo: '12345' }, '사업자등록번호 10자리를 000-00-00000 형식으로 입력해 주세요.'],
    ['categoryId', { categoryId: 11 }, '주요 카테고리를 선택해 주세요.'],
    ['contactPhone', { contactPhone: '02-123-4567' }, '담당자 휴대폰 번호를 010-0000-0000 형식으로 입력해 주세요.'],
    ['contactEmail', { contactEmail: 'not-an-email' }, '담당자 이메일 주소를 확인해 주세요.'],
    ['website', { website: 'javascript:alert(1)' }, '홈페이지 주소는 http:// 또는 https://로 시작하는 주소로 입력해 주세요.'],
    ['introduction', { introduction: '가'.repeat(1001) }, '브랜드 소개는 1,000자 이하로 입력해 주세요.'],
    ['privacyConsent', { privacyConsent: false }, '개인정보 수집·이용에 동의해 주세요.'],
    ['attachmentKeys', { attachmentKeys: Array.from({ length: 6 }, (_, i) => String(i).padStart(32, 'a')) }, '첨부 파일은 5개까지 보낼 수 있습니다.'],
  ])('%s: a Korean 400 naming the field', async (field, overrides, message) => {
    const answer = await ctx.api('/applications', { body: brandBody(overrides) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION', field, message });
  });

  test('an unknown kind or a missing consent never writes anything', async () => {
    expect((await ctx.api('/applications', { body: { kind: 'partner' } })).status).toBe(400);
    const { privacyConsent: _omitted, ...withoutConsent } = brandBody();
    void _omitted;
    expect((await ctx.api('/applications', { body: withoutConsent })).status).toBe(400);
  });

  test('five applications per hour per address; the sixth is a Korean 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await ctx.api('/applications', { body: brandBody({ brandName: `브랜드 ${i}` }) })).status).toBe(201);
    }
    const refused = await ctx.api('/applications', { body: brandBody({ brandName: '여섯 번째' }) });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_APPLICATIONS');
    expect(refused.body.message).toMatch(/^입점 신청을 너무 자주 보냈습니다\. \d+분 후에 다시 시도해 주세요\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    ctx.clock.advance(60 * 60_000 + 1000);
    expect((await ctx.api('/applications', { body: brandBody({ brandName: '한 시간 뒤' }) })).status).toBe(201);
  });
});
