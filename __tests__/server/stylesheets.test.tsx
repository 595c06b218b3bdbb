/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { forgetStylesheets, loadStylesheet, splitSheet, storeStylesheet, STYLESHEET_PATH } from '@/lib/server/http/stylesheets';
import { setServiceClock } from '@/lib/server/clock';
import { withApi } from '../helpers/api';

/**
 * A server-rendered page's CSS as a linked file (lib/server/http/stylesheets.ts,
 * pages/_document.tsx): the split of styled-components' sheet, the store every
 * instance reads, and GET /api/styles/[hash].css. On SQLite and PostgreSQL.
 */

const ctx = withApi();

const Box = styled.div`
  color: rgb(1, 2, 3);
  padding: 7px;
`;
const Title = styled.h1`
  font-size: 31px;
`;

/** styled-components' sheet text for a small page, as _document collects it. */
function sheetOf(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<Box><Title>제목</Title></Box>));
    return sheet.instance.toString();
  } finally {
    sheet.seal();
  }
}

/** Raw fetch (the api helper parses JSON; a stylesheet is not JSON). */
function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${ctx.server.url}${path}`, { headers });
}

beforeEach(async () => {
  await ctx.db.deleteFrom('stylesheets').execute();
});
afterEach(() => {
  setServiceClock(null);
  forgetStylesheets();
});

test('the sheet splits into its rules, for the file, and the markers styled-components reads back in the browser', () => {
  const { rules, markers } = splitSheet(sheetOf());
  expect(rules).toMatch(/\{color:rgb\(1, ?2, ?3\);padding:7px;\}/);
  expect(rules).toMatch(/\{font-size:31px;\}/);
  expect(rules).not.toContain('data-styled');
  // One marker per component, each ending in the separator the browser side splits on.
  expect(markers.match(/data-styled\.g\d+\[id="[^"]+"\]\{content:"[^"]*"\}\/\*!sc\*\/\n/g)).toHaveLength(2);
  expect(markers).not.toContain('padding');
});

test('a stored sheet is served by any instance: another process finds it in the database', async () => {
  const { rules } = splitSheet(sheetOf());
  const href = await storeStylesheet(ctx.db, rules);
  expect(href).toMatch(new RegExp(`^${STYLESHEET_PATH}[0-9a-f]{32}\\.css$`));
  // The same text twice is one row under one name.
  expect(await storeStylesheet(ctx.db, rules)).toBe(href);
  expect(await ctx.db.selectFrom('stylesheets').select('hash').execute()).toHaveLength(1);

  forgetStylesheets();
  const file = href.slice(STYLESHEET_PATH.length);
  expect((await loadStylesheet(ctx.db, file))?.css).toBe(rules);
  expect(await loadStylesheet(ctx.db, `${'0'.repeat(32)}.css`)).toBeNull();
  expect(await loadStylesheet(ctx.db, file.replace('.css', '.js'))).toBeNull();
  expect(await loadStylesheet(ctx.db, ['x'])).toBeNull();
});

test('a process writes a sheet it links again once a day, so one still linked is never deleted as old', async () => {
  const storedAt = async () => (await ctx.db.selectFrom('stylesheets').select('storedAt').executeTakeFirstOrThrow()).storedAt;
  setServiceClock(() => new Date('2026-01-01T00:00:00Z'));
  await storeStylesheet(ctx.db, '.linked{color:red}');
  setServiceClock(() => new Date('2026-01-01T20:00:00Z'));
  await storeStylesheet(ctx.db, '.linked{color:red}');
  expect(await storedAt()).toBe('2026-01-01T00:00:00.000Z');
  // 91 days on, the process still links it: it writes it again, then another process prunes.
  setServiceClock(() => new Date('2026-04-02T00:00:00Z'));
  await storeStylesheet(ctx.db, '.linked{color:red}');
  expect(await storedAt()).toBe('2026-04-02T00:00:00.000Z');
  forgetStylesheets();
  await storeStylesheet(ctx.db, '.other{color:blue}');
  const kept = await ctx.db.selectFrom('stylesheets').select('css').orderBy('css').execute();
  expect(kept.map((row) => row.css)).toEqual(['.linked{color:red}', '.other{color:blue}']);
});

test('sheets no process has written for 90 days are deleted when a process stores its first', async () => {
  setServiceClock(() => new Date('2026-01-01T00:00:00Z'));
  await storeStylesheet(ctx.db, '.old{color:red}');
  forgetStylesheets();
  setServiceClock(() => new Date('2026-04-15T00:00:00Z'));
  await storeStylesheet(ctx.db, '.new{color:blue}');
  const kept = await ctx.db.selectFrom('stylesheets').select('css').execute();
  expect(kept.map((row) => row.css)).toEqual(['.new{color:blue}']);
});

describe('GET /api/styles/[hash].css', () => {
  test('answers the CSS, kept a year, revalidated by its ETag', async () => {
    const href = await storeStylesheet(ctx.db, '.a{color:rgb(4, 5, 6)}');
    forgetStylesheets();
    const response = await get(href);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('.a{color:rgb(4, 5, 6)}');
    const etag = response.headers.get('etag')!;
    expect((await get(href, { 'if-none-match': etag })).status).toBe(304);
  });

  test('any other name is a JSON 404, and only GET is served', async () => {
    for (const path of [`${STYLESHEET_PATH}${'a'.repeat(32)}.css`, `${STYLESHEET_PATH}x.css`, `${STYLESHEET_PATH}..%2f..%2fetc.css`]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const href = await storeStylesheet(ctx.db, '.b{color:red}');
    const post = await fetch(`${ctx.server.url}${href}`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toContain('GET');
  });
});
