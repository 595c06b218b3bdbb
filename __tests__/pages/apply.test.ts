/** @jest-environment node */
import { createSession } from '@/lib/server/auth/sessions';
import { REAPPLY_ACCOUNT } from '@/lib/server/seed/applications';
import { openTestDb, type TestDb } from '../helpers/db';
import { pageContext, type PageModule } from '../helpers/pageResponse';

const context = (url: string, token?: string) => pageContext(url, { token, query: {} });

let db: TestDb;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openTestDb();
  const users = await db.db.selectFrom('users').select(['id', 'email']).execute();
  for (const email of ['retailer@demo.kr', 'pending@demo.kr', 'brand@demo.kr', REAPPLY_ACCOUNT.email]) {
    tokens[email] = (await createSession(db.db, users.find((user) => user.email === email)!.id)).token;
  }
});
afterAll(async () => {
  await db.close();
});

async function load(path: string, token?: string) {
  const page = (await import(`@/pages${path}`)) as PageModule;
  return (await page.getServerSideProps(context(path, token))) as { props?: Record<string, unknown>; redirect?: { destination: string } };
}
const certification = async (token?: string) => (await load('/page/certification', token)).props!;

describe('the certification page loader (reads the session and the service directly)', () => {
  test('an uncertified retailer with no application gets their business and no application (pending@demo.kr keeps none)', async () => {
    expect(await certification(tokens['pending@demo.kr'])).toMatchObject({
      viewer: 'applicant',
      account: { businessName: '인증 대기 상점', registrationNo: '2148612341' },
      certification: null,
    });
  });

  test("the seeded rejected retailer gets the rejection with the operator's reason and the file", async () => {
    const result = await certification(tokens[REAPPLY_ACCOUNT.email]);
    expect(result).toMatchObject({
      viewer: 'applicant',
      certification: { kind: 'certification', status: 'rejected', reason: expect.stringContaining('흐려') },
    });
    expect((result.certification as { files: unknown[] }).files).toHaveLength(1);
  });

  test('a certified retailer and a brand user get their own views without an application', async () => {
    expect(await certification(tokens['retailer@demo.kr'])).toMatchObject({ viewer: 'certified', certification: null });
    expect(await certification(tokens['brand@demo.kr'])).toMatchObject({ viewer: 'brand', certification: null });
  });

  test('a visitor is sent to log in first', async () => {
    expect((await load('/page/certification')).redirect?.destination).toBe('/register/login?returnUrl=%2Fpage%2Fcertification');
  });
});

describe('the brand admission page loader', () => {
  test('everyone gets the brand form but a brand user, who is admitted already', async () => {
    expect((await load('/page/apply')).props).toMatchObject({ viewer: 'visitor', loggedIn: false });
    expect((await load('/page/apply', tokens['retailer@demo.kr'])).props).toMatchObject({ viewer: 'retailer' });
    expect((await load('/page/apply', tokens['pending@demo.kr'])).props).toMatchObject({ viewer: 'retailer' });
    expect((await load('/page/apply', tokens['brand@demo.kr'])).props).toMatchObject({ viewer: 'brand' });
  });
});

describe('an uncertified retailer, on the server before anything renders', () => {
  test.each(['/', '/cart', '/payment', '/page/account/mypage', '/flash-sale'])('is sent from %s to the certification page with their id', async (path) => {
    const pendingId = (await db.db.selectFrom('users').select('id').where('email', '=', 'pending@demo.kr').executeTakeFirstOrThrow()).id;
    const page = path === '/' ? '/index' : path;
    const result = (await (await import(`@/pages${page}`)).getServerSideProps(context(path, tokens['pending@demo.kr']))) as { redirect?: { destination: string } };
    expect(result.redirect?.destination).toBe(`/page/certification?id=${pendingId}`);
  });

  test.each(['/faq-retail', '/free-refunds', '/notices', '/terms', '/privacy', '/page/apply', '/page/certification'])('may read %s while waiting', async (path) => {
    const result = (await (await import(`@/pages${path}`)).getServerSideProps(context(path, tokens['pending@demo.kr']))) as { props?: unknown };
    expect(result.props).toBeDefined();
  });
});
