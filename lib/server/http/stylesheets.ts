import { createHash } from 'node:crypto';
import type { Db } from '@/lib/server/db';
import { serviceNow } from '@/lib/server/clock';

/**
 * A server-rendered page's CSS as a file the browser keeps (docs/DECISIONS.md,
 * Speed): pages/_document.tsx splits what styled-components collected into
 * the rules, stored here under the hash of their text and linked, and the
 * markers (which names of which component the page already has), left inline
 * for styled-components' browser side to read back so it injects none of
 * them again. The text is kept in the database, so whichever instance the
 * browser asks serves the file another one linked; a few hundred recent ones
 * stay in memory.
 *
 * A process writes each stylesheet it links again once a day (`stored_at`),
 * so one that a running instance still links is never old; one nobody wrote
 * for 90 days is deleted when a process stores its first.
 */

/** Where a page's stylesheet is served: `${STYLESHEET_PATH}<hash>.css` (pages/api/styles/[key].ts). */
export const STYLESHEET_PATH = '/api/styles/';

const SEPARATOR = '/*!sc*/\n';
const MARKER = /^data-styled\.g\d+\[id="/;
const HASH = /^[0-9a-f]{32}$/;
const KEPT_IN_MEMORY = 300;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Stylesheets no process has written for this long are deleted: nothing running links them (a deploy makes new ones). */
const KEPT_DAYS = 90;

/** styled-components' sheet text, split into its rules (for the file) and its markers (inline). */
export function splitSheet(sheet: string): { rules: string; markers: string } {
  const rules: string[] = [];
  const markers: string[] = [];
  for (const part of sheet.split(SEPARATOR)) {
    if (!part.trim()) continue;
    (MARKER.test(part) ? markers : rules).push(part);
  }
  return { rules: rules.join('\n'), markers: markers.map((marker) => marker + SEPARATOR).join('') };
}

/** The stylesheets this process read or wrote lately, and when it last wrote each (null: only read). */
const recent = new Map<string, { css: string; storedAt: number | null }>();
let pruned = false;

function remember(hash: string, css: string, storedAt: number | null): void {
  recent.delete(hash);
  recent.set(hash, { css, storedAt });
  if (recent.size > KEPT_IN_MEMORY) recent.delete(recent.keys().next().value as string);
}

/** Keeps `css` (written at most once a day per process) and answers the path a page links it by. */
export async function storeStylesheet(db: Db, css: string): Promise<string> {
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 32);
  const now = serviceNow();
  const storedAt = recent.get(hash)?.storedAt ?? null;
  if (storedAt === null || now.getTime() - storedAt >= DAY_MS) {
    const stamp = now.toISOString();
    await db
      .insertInto('stylesheets')
      .values({ hash, css, storedAt: stamp })
      .onConflict((conflict) => conflict.column('hash').doUpdateSet({ storedAt: stamp }))
      .execute();
    if (!pruned) {
      pruned = true;
      const before = new Date(now.getTime() - KEPT_DAYS * DAY_MS).toISOString();
      await db.deleteFrom('stylesheets').where('storedAt', '<', before).execute();
    }
    remember(hash, css, now.getTime());
  } else {
    remember(hash, css, storedAt);
  }
  return `${STYLESHEET_PATH}${hash}.css`;
}

/** The stylesheet a page linked (`<hash>.css`), or null when there is none by that name. */
export async function loadStylesheet(db: Db, file: unknown): Promise<{ css: string; etag: string } | null> {
  const hash = typeof file === 'string' && file.endsWith('.css') ? file.slice(0, -4) : '';
  if (!HASH.test(hash)) return null;
  const known = recent.get(hash);
  let css = known?.css;
  if (css === undefined) {
    const row = await db.selectFrom('stylesheets').select('css').where('hash', '=', hash).executeTakeFirst();
    if (!row) return null;
    css = row.css;
  }
  remember(hash, css, known?.storedAt ?? null);
  return { css, etag: `"${hash}"` };
}

/** Forgets what this process keeps in memory (tests: another instance's view). */
export function forgetStylesheets(): void {
  recent.clear();
  pruned = false;
}
