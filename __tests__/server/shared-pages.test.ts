/** @jest-environment node */
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import type { SessionUser } from '@/lib/contract/session';
import { memberStandIn, personalise, takeFavorites, templateOf } from '@/lib/server/http/sharedPages';
import { SharedCache } from '@/lib/server/sharedCache';

/**
 * A page certified retailers share (lib/server/http/sharedPages.ts; the real
 * pages are compared with pages rendered for one retailer alone in
 * e2e/shared-pages.spec.ts): the template Next renders for the stand-in, and
 * what each request makes of it.
 */

const retailer: SessionUser = {
  id: 7,
  registrationNo: '1208147521',
  businessName: '<b>잡화점</b> & "소품"\u2028',
  mobileNo: '01012345678',
  email: 'shop@example.kr',
  userGroups: 'valid',
  userType: 'retailer',
};

/** A page as Next writes it: the markup, then the props as JSON made safe for HTML. */
function page(pageProps: Record<string, unknown>, hearts: Array<[number, boolean]>): string {
  const buttons = hearts.map(([id, pressed]) => `<button type="button" class="heart" aria-pressed="${pressed}" aria-label="상품 ${id} 찜하기" data-favorite="${id}"></button>`);
  const data = { props: { pageProps }, page: '/shop', query: {} };
  return `<html><body><div id="__next">${buttons.join('<p>between</p>')}</div><script>boot()</script><script id="__NEXT_DATA__" type="application/json">${htmlEscapeJsonString(JSON.stringify(data))}</script></body></html>`;
}

const listOf = (favourites: number[]) => ({
  list: { items: [1, 2, 3].map((id) => ({ id, name: `상품 ${id}`, isFavorite: favourites.includes(id) })) },
  product: { id: 9, isFavorite: favourites.includes(9), options: [{ id: 1, stock: 4 }] },
});

test('the template takes every heart off the props, and a request gets its own hearts and user back, as a render for it alone', () => {
  const props = listOf([2, 9]);
  const { productIds, favorites } = takeFavorites(props);
  expect(productIds.sort()).toEqual([1, 2, 3, 9]);
  expect([...favorites].sort()).toEqual([2, 9]);
  expect(props).toEqual(listOf([]));

  const html = page({ ...props, initialUser: memberStandIn(retailer) }, [[1, false], [2, false], [9, false]]);
  const template = templateOf(html, productIds)!;
  expect(template).not.toBeNull();
  const mine = page({ ...listOf([2, 9]), initialUser: retailer }, [[1, false], [2, true], [9, true]]);
  expect(personalise(template, { initialUser: retailer, favorites: new Set([2, 9]) })).toBe(mine);
  // The option with id 1 keeps its fields: only what carries a heart changes.
  const none = page({ ...listOf([]), initialUser: { ...retailer, id: 8 } }, [[1, false], [2, false], [9, false]]);
  expect(personalise(template, { initialUser: { ...retailer, id: 8 }, favorites: new Set() })).toBe(none);
});

test('a page that shows the stand-in anywhere but its props, or a heart already pressed, is no template', () => {
  const standIn = memberStandIn(retailer);
  const shown = page({ initialUser: standIn }, []).replace('<div id="__next">', `<div id="__next">${standIn.businessName}`);
  expect(templateOf(shown, [])).toBeNull();
  expect(templateOf(page({ initialUser: standIn }, [[1, true]]), [1])).toBeNull();
  expect(templateOf('<html>no data</html>', [])).toBeNull();
  // The stand-in is nobody: none of the retailer's details.
  expect(JSON.stringify(standIn)).not.toMatch(/1208147521|잡화점|01012345678|shop@example/);
  expect(standIn).toMatchObject({ userGroups: 'valid', userType: 'retailer' });
});

test('a shared value serves while the database reports no change, for at most its seconds, and never before it was made', () => {
  const cache = new SharedCache<string>(5, 2);
  cache.set('k', 'page', 'v1', 1_000);
  expect(cache.get('k', 'v1', 5_999)).toBe('page');
  expect(cache.get('k', 'v2', 1_001)).toBeNull();
  expect(cache.get('k', 'v1', 1_001)).toBeNull();
  cache.set('k', 'page', 'v1', 1_000);
  expect(cache.get('k', 'v1', 6_000)).toBeNull();
  cache.set('k', 'page', 'v1', 1_000);
  expect(cache.get('k', 'v1', 999)).toBeNull();
  // Full: the oldest goes.
  for (const key of ['a', 'b', 'c']) cache.set(key, key, 'v1', 1_000);
  expect([cache.get('a', 'v1', 1_000), cache.get('b', 'v1', 1_000), cache.get('c', 'v1', 1_000)]).toEqual([null, 'b', 'c']);
});
