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

async function props(token?: string) {
  const page = (await import('@/pages/page/apply')) as PageModule;
  const result = (await page.getServerSideProps(context('/page/apply', token))) as { props: Record<string, unknown> };
  return result.props;
}

describe('the apply page loader (reads the session and the service directly)', () => {
  test('a visitor gets the brand view', async () => {
    expect(await props()).toMatchObject({ viewer: 'visitor', account: null, certification: null, loggedIn: false });
  });

  test('an uncertified retailer with no application gets their business and no application (pending@demo.kr keeps none)', async () => {
    expect(await props(tokens['pending@demo.kr'])).toMatchObject({
      viewer: 'applicant',
      account: { businessName: '인증 대기 상점', registrationNo: '2148612341' },
      certification: null,
    });
  });

  test("the seeded rejected retailer gets the rejection with the operator's reason and the file", async () => {
    const result = await props(tokens[REAPPLY_ACCOUNT.email]);
    expect(result).toMatchObject({
      viewer: 'applicant',
      certification: { kind: 'certification', status: 'rejected', reason: expect.stringContaining('흐려') },
    });
    expect((result.certification as { files: unknown[] }).files).toHaveLength(1);
  });

  test('a certified retailer and a brand user get their own views without an application', async () => {
    expect(await props(tokens['retailer@demo.kr'])).toMatchObject({ viewer: 'certified', certification: null });
    expect(await props(tokens['brand@demo.kr'])).toMatchObject({ viewer: 'brand', certification: null });
  });
});
