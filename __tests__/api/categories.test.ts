/** @jest-environment node */
import { ALL_CATEGORY_ID, SEASON_CATEGORY_ID } from '@/lib/catalog/categories';
import { withApi } from '../helpers/api';

const ctx = withApi();
const { api } = ctx;

test('GET /categories answers the fixed tree with 전체 (152) first and 시즌상품 (14) linking to its first child', async () => {
  const { status, body } = await api('/categories');
  expect(status).toBe(200);
  expect(body.categories[0]).toMatchObject({ id: ALL_CATEGORY_ID, name: '전체', isBrandAccess: false });
  const season = body.categories.find((c: { id: number }) => c.id === SEASON_CATEGORY_ID);
  expect(season.path).toBe(season.children[0].path);
  const home = body.categories.find((c: { code: string }) => c.code === 'home-interior');
  expect(home.children).toHaveLength(10);
});

test('the seed stored the same tree in the database', async () => {
  const rows = await ctx.db.selectFrom('categories').select(['id', 'parentId']).execute();
  expect(rows.find((r) => r.id === 15)?.parentId).toBe(SEASON_CATEGORY_ID);
});

test('a method the route does not serve is 405 with Allow', async () => {
  const { status, body, headers } = await api('/categories', { method: 'DELETE' });
  expect(status).toBe(405);
  expect(headers.get('allow')).toBe('GET, HEAD');
  expect(body.code).toBe('METHOD_NOT_ALLOWED');
});
