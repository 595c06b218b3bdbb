/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AdminError, runAdmin, savedFileName } from '@/scripts/admin';
import { openDatabase, type Db } from '@/lib/server/db';
import { migrate } from '@/lib/server/db';
import { seed } from '@/lib/server/seed';
import { verifyPassword } from '@/lib/server/auth/password';
import { findSessionUser } from '@/lib/server/auth/sessions';
import { DomainError } from '@/lib/server/errors';
import { storeAttachment } from '@/lib/server/attachments';
import { NEW_BRAND_TERMS } from '@/lib/applications/server/applicationReview';
import { submitBrandApplication, submitCertification } from '@/lib/applications/server/applications';
import { openTestDb, type TestDb } from '../helpers/db';
import { member } from '../helpers/shop';
import { run, SPAWN_TIMEOUT_MS } from '../helpers/spawn';


let testDb: TestDb;
let db: Db;

beforeAll(async () => {
  testDb = await openTestDb({ seed: { demoOrders: true } });
  db = testDb.db;
});
afterAll(async () => {
  await testDb.close();
});

async function admin(...argv: string[]): Promise<string[]> {
  const lines: string[] = [];
  await runAdmin(db, argv, { out: (line) => lines.push(line) });
  return lines;
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

/** An uncertified retailer with a pending certification application. */
async function pendingRetailer() {
  const retailer = await member(db, { userGroups: 'inValid' });
  const user = await findSessionUser(db, retailer.token);
  if (!user) throw new Error('no session');
  const file = await storeAttachment(db, user, null, { purpose: 'business_licence', fileName: 'licence.pdf', bytes: PDF });
  const application = await submitCertification(db, user, { attachmentKeys: [file.key] });
  return { retailer, application, file };
}

async function brandApplication(email: string) {
  return submitBrandApplication(db, null, `10.0.0.${Math.floor(Math.random() * 200)}`, {
    brandName: '테스트 브랜드',
    businessName: '테스트 상사',
    registrationNo: '6068145221',
    categoryId: 140,
    contactName: '김담당',
    contactPhone: '01083456789',
    contactEmail: email,
    website: '',
    introduction: '테스트 브랜드 소개입니다.',
  });
}

describe('list', () => {
  test('shows the pending applications by default (the seed\'s brand applications), newest first, in a plain table', async () => {
    const lines = await admin('list', '--kind', 'brand');
    expect(lines[0]).toMatch(/^id\s+kind 종류\s+status 상태\s+name 이름/);
    expect(lines[1]).toMatch(/^-+\s+-+/);
    const names = lines.slice(2).map((line) => line.split(/\s{2,}/)[3]);
    expect(names.slice(0, 3)).toEqual(['소담 리빙', '하루온 키즈', '마루 문구']);
    expect(lines.join('\n')).not.toContain('다시 신청 상점');
  });

  test('--status all / rejected and --kind filter; bad values are refused', async () => {
    const rejected = await admin('list', '--status', 'rejected', '--kind', 'certification');
    expect(rejected).toHaveLength(3);
    expect(rejected[2]).toContain('다시 신청 상점');
    expect(rejected[2]).toContain('rejected 반려');
    expect(rejected[2]).toContain('101-82-06415');
    expect((await admin('list', '--status=all')).length).toBeGreaterThanOrEqual(6);
    expect(await admin('list', '--status', 'approved', '--kind', 'brand')).toEqual(['no approved applications (신청이 없습니다)']);
    await expect(admin('list', '--status', 'done')).rejects.toThrow(AdminError);
    await expect(admin('list', '--kind')).rejects.toThrow('--kind needs a value');
    await expect(admin('list', '--color', 'red')).rejects.toThrow('unknown option: --color');
    await expect(admin('lsit')).rejects.toThrow('unknown command: lsit');
  });
});

describe('show', () => {
  test('prints every field and the attachments, and --save writes the files under generated names', async () => {
    const { application, file } = await pendingRetailer();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-save-'));
    try {
      const lines = await admin('show', String(application.id), '--save', dir);
      const text = lines.join('\n');
      expect(text).toMatch(/kind 종류\s+certification 사업자 인증/);
      expect(text).toMatch(/status 상태\s+pending 심사 중/);
      expect(text).toMatch(/reg\. no 사업자번호\s+120-81-47521/);
      expect(text).toContain(file.key);
      expect(text).toMatch(/licence\.pdf\s+application\/pdf\s+\d+ B/);
      const saved = path.join(dir, savedFileName(application.id, 0, 'application/pdf'));
      expect(text).toContain(`saved ${saved}`);
      expect(fs.readFileSync(saved).equals(PDF)).toBe(true);
      expect(fs.readdirSync(dir)).toEqual([`application-${application.id}-1.pdf`]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a brand application shows its contact, category and introduction; unknown ids and bad ids are clear errors', async () => {
    const { id } = await brandApplication('show-brand@test.kr');
    const text = (await admin('show', String(id))).join('\n');
    expect(text).toMatch(/category 카테고리\s+문구 \(140\)/);
    expect(text).toMatch(/e-mail 이메일\s+show-brand@test\.kr/);
    expect(text).toContain('no attachments (첨부 파일 없음)');
    await expect(admin('show', '999999')).rejects.toThrow(DomainError);
    await expect(admin('show', 'abc')).rejects.toThrow('show <id> must be a positive whole number');
    await expect(admin('show')).rejects.toThrow(AdminError);
  });
});

describe('approve and reject', () => {
  test('approving a certification makes the retailer valid for their very next request; a decided application cannot be decided again', async () => {
    const { retailer, application } = await pendingRetailer();
    expect((await findSessionUser(db, retailer.token))?.userGroups).toBe('inValid');
    const lines = await admin('approve', String(application.id), '--note', '서류 확인');
    expect(lines[0]).toContain(`user ${retailer.id}`);
    expect((await findSessionUser(db, retailer.token))?.userGroups).toBe('valid');
    const row = await db.selectFrom('applications').selectAll().where('id', '=', application.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'approved', decisionNote: '서류 확인' });
    expect(row.decidedAt).not.toBeNull();
    await expect(admin('approve', String(application.id))).rejects.toThrow('이미 승인 처리된 신청입니다');
    await expect(admin('reject', String(application.id), '--reason', '늦은 반려')).rejects.toThrow('심사 중인 신청만');
  });

  test('approving a brand creates the brand user with a working temporary password and the brand with the default terms and its 상호 and number', async () => {
    const { id } = await brandApplication('new-brand@test.kr');
    const lines = await admin('approve', String(id));
    const text = lines.join('\n');
    const userId = Number(/brand user id (\d+)/.exec(text)?.[1]);
    const brandId = Number(/brand id (\d+)/.exec(text)?.[1]);
    const password = /temporary password[^:]*: (\S+)$/m.exec(text)?.[1] ?? '';
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: 'new-brand@test.kr', userType: 'brand', userGroups: 'valid', businessName: '테스트 상사', mobileNo: '01083456789' });
    expect(await verifyPassword(password, user.passwordHash)).toBe(true);
    const brand = await db.selectFrom('brands').selectAll().where('id', '=', brandId).executeTakeFirstOrThrow();
    expect(brand).toMatchObject({ ownerUserId: userId, name: '테스트 브랜드', ...NEW_BRAND_TERMS });
    // Its 거래명세서 name the supplier admission checked.
    expect(brand).toMatchObject({ companyName: '테스트 상사', registrationNo: '6068145221' });
  });

  test('a brand whose e-mail already has an account is refused and nothing changes', async () => {
    const { id } = await brandApplication('retailer@demo.kr');
    const brandsBefore = (await db.selectFrom('brands').select('id').execute()).length;
    await expect(admin('approve', String(id))).rejects.toThrow('이미 가입된 이메일입니다');
    expect((await db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('pending');
    expect((await db.selectFrom('brands').select('id').execute()).length).toBe(brandsBefore);
  });

  test('rejecting needs a reason, which the applicant then reads', async () => {
    const { application } = await pendingRetailer();
    await expect(admin('reject', String(application.id))).rejects.toThrow(/--reason/);
    await expect(admin('reject', String(application.id), '--reason', '   ')).rejects.toThrow(AdminError);
    expect(await admin('reject', String(application.id), '--reason', '상호가 다릅니다.')).toEqual([`rejected application ${application.id} (반려): 상호가 다릅니다.`]);
    const row = await db.selectFrom('applications').selectAll().where('id', '=', application.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'rejected', decisionNote: '상호가 다릅니다.' });
  });
});

describe('deposits and confirm-deposit', () => {
  test('lists the orders awaiting a bank deposit and confirms one: its lines go to 상품준비중', async () => {
    const waiting = await db.selectFrom('orders').select(['id', 'totalAmount']).where('status', '=', 'awaiting_deposit').execute();
    expect(waiting.length).toBeGreaterThan(0);
    const order = waiting[0];
    const lines = await admin('deposits');
    expect(lines[0]).toMatch(/^order 주문\s+buyer 주문자/);
    const row = lines.find((line) => line.startsWith(`${order.id} `));
    expect(row).toContain('데모 잡화점');
    expect(row).toContain(`${order.totalAmount.toLocaleString('ko-KR')}원`);

    expect(await admin('confirm-deposit', String(order.id))).toEqual([`confirmed the deposit of order ${order.id} (입금 확인): its lines are now 상품준비중`]);
    expect((await db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('preparing');
    await expect(admin('confirm-deposit', String(order.id))).rejects.toThrow(/not awaiting a bank deposit/);
    await expect(admin('confirm-deposit', '999999')).rejects.toThrow(/not found/);
    expect((await admin('deposits')).join('\n')).not.toMatch(new RegExp(`^${order.id} `, 'm'));
  });
});

describe('create-operator', () => {
  test('invites the first 관리자 and prints the link to open once; a second invitation of the e-mail is refused; bad input says how', async () => {
    const out = await admin('create-operator', '--email', 'First@Ops.kr', '--name', '김운영');
    expect(out[0]).toBe(`invited first@ops.kr as admin (관리자), operator ${out[0].match(/operator (\d+)/)![1]}`);
    const link = out[2].trim();
    expect(link).toMatch(/^http:\/\/localhost:\d+\/admin\/invite\/[\w-]{40,}$/);
    const row = await db.selectFrom('operators').select(['role', 'status', 'passwordHash']).where('email', '=', 'first@ops.kr').executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'admin', status: 'invited', passwordHash: null });
    const entry = await db.selectFrom('auditLog').select(['actor', 'action']).where('action', '=', 'operator.invite').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toEqual({ actor: 'command', action: 'operator.invite' });

    await expect(admin('create-operator', '--email', 'first@ops.kr', '--name', '또')).rejects.toThrow('이미 등록된 운영자 이메일입니다.');
    await expect(admin('create-operator', '--email', 'not-an-email', '--name', '김')).rejects.toThrow(AdminError);
    await expect(admin('create-operator', '--email', 'staff@ops.kr', '--name', '박운영', '--role', 'boss')).rejects.toThrow(AdminError);
    expect((await admin('create-operator', '--email', 'staff@ops.kr', '--name', '박운영', '--role', 'staff'))[0]).toContain('as staff (운영자)');
  });
});

describe('the real command line', () => {
  test('npx tsx scripts/admin.ts runs against DATABASE_URL, and bad input exits 1 with a message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
    const url = `sqlite:${path.join(dir, 'cli.db')}`;
    const handle = openDatabase(url);
    try {
      await migrate(handle.db);
      await seed(handle.db, { products: 20, brands: 2, quiet: true, demoOrders: false });
    } finally {
      await handle.close();
    }
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, NODE_ENV: 'test' };
      const ok = await run('npx', ['tsx', 'scripts/admin.ts', 'list'], { env, cwd: process.cwd() });
      expect(ok.stdout).toContain('소담 리빙');
      expect(ok.stdout).toContain('pending 심사 중');
      const bad = await run('npx', ['tsx', 'scripts/admin.ts', 'approve', 'abc'], { env, cwd: process.cwd() }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(bad?.code).toBe(1);
      expect(bad?.stderr).toContain('approve <id> must be a positive whole number');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, SPAWN_TIMEOUT_MS);
});
